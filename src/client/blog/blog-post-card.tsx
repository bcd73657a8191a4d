import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '../../shared/blog.ts';
import { paths } from '../app/paths.ts';
import { Badge } from '../components/ui/badge.tsx';
import { contentLang } from '../i18n/locale.ts';
import { PostMeta } from './post-meta.tsx';
import { PostThumbnail } from './post-thumbnail.tsx';
import { m } from '../../paraglide/messages.js';

export function BlogPostCard({ post, large = false }: { post: BlogPostSummary; large?: boolean }) {
  // The post's words are in its language (English when the page's is missing); the rest in the page's.
  const lang = contentLang(post.language);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-colors hover:border-primary/60">
      <div className="relative overflow-hidden">
        <PostThumbnail post={post} className="transition-transform duration-300 group-hover:scale-[1.03]" />
        {post.featured && <Badge className="absolute top-3 left-3">{m.site_blog_featured()}</Badge>}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3
          lang={lang}
          className={large ? 'text-xl font-semibold text-balance' : 'text-lg font-semibold text-balance'}
        >
          {/* The whole card is clickable through this link's overlay. */}
          <Link
            to={paths.blogArticle(post.slug)}
            className="outline-none after:absolute after:inset-0 focus-visible:underline"
          >
            {post.title}
          </Link>
        </h3>
        {post.excerpt && (
          <p lang={lang} className="line-clamp-3 text-sm text-muted-foreground">
            {post.excerpt}
          </p>
        )}
        <PostMeta post={post} className="mt-auto text-xs" iconClassName="size-3.5" />
      </div>
    </article>
  );
}
