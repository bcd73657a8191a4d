import { useEffect } from 'react';
import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../app/paths.ts';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { trpc } from '../lib/trpc.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { ArticleActions } from './article-actions.tsx';
import { contentLang, currentLocale } from '../i18n/locale.ts';
import { PostMeta } from './post-meta.tsx';
import { PostThumbnail } from './post-thumbnail.tsx';
import { RichHtml } from '../components/rich-html.tsx';
import { m } from '../../paraglide/messages.js';

export function BlogArticlePage() {
  const { slug = '' } = useParams();
  const post = trpc.blog.get.useQuery({ idOrSlug: slug, lang: currentLocale() }, { enabled: slug !== '' });
  const missing = post.error?.data?.code === 'NOT_FOUND';
  useDocumentTitle(post.data?.title ?? m.site_blog_title());

  useEffect(() => {
    // A missing post is not a failure to load; anything else is.
    if (post.isError && !missing) toast.error(m.site_blog_post_failed_toast(), { id: 'blog-post-failed' });
  }, [post.isError, missing]);

  const back = (
    <Button asChild variant="ghost" size="sm" className="mb-6 -ml-3">
      <Link to={paths.blog}>
        <ArrowLeftIcon aria-hidden="true" />
        {m.site_blog_back()}
      </Link>
    </Button>
  );

  if (post.isError || slug === '') {
    return (
      <PageContainer className="max-w-3xl">
        {back}
        <PageHeading>{m.site_blog_not_found()}</PageHeading>
      </PageContainer>
    );
  }

  if (post.isPending) {
    return (
      <PageContainer className="max-w-3xl">
        {back}
        <div role="status" aria-label={m.site_blog_loading_post()} className="flex flex-col gap-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="aspect-video w-full rounded-xl" />
          <Skeleton className="h-40 w-full" />
        </div>
      </PageContainer>
    );
  }

  const article = post.data;
  // The post's words are in its language (English when the page's is missing); the rest in the page's.
  const lang = contentLang(article.language);
  return (
    <PageContainer className="max-w-3xl">
      {back}
      <article className="flex flex-col gap-6">
        <header className="flex flex-col gap-4">
          {article.featured && <Badge>{m.site_blog_featured()}</Badge>}
          <PageHeading>
            <span lang={lang}>{article.title}</span>
          </PageHeading>
          {article.excerpt && (
            <p lang={lang} className="text-lg text-muted-foreground">
              {article.excerpt}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <PostMeta post={article} className="text-sm" iconClassName="size-4" />
            <ArticleActions title={article.title} excerpt={article.excerpt} />
          </div>
        </header>
        <PostThumbnail post={article} eager className="rounded-xl border" />
        <RichHtml html={article.content} lang={lang} />
      </article>
    </PageContainer>
  );
}
