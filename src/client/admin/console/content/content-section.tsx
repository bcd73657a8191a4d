import { Link, useSearchParams } from 'react-router-dom';
import { cn } from '../../../lib/utils.ts';
import { readContentView, writeContentView, type ContentTab } from './content-params.ts';
import { FooterTab } from './footer-links.tsx';
import { HeroEditor } from './hero-editor.tsx';
import { PostEditor } from './post-editor.tsx';
import { PostsList } from './posts-list.tsx';
import { SiteSettings } from './site-settings.tsx';
import { PageEditor, PagesList } from './pages.tsx';

const TABS: { id: ContentTab; label: string }[] = [
  { id: 'posts', label: 'Blog posts' },
  { id: 'pages', label: 'Pages' },
  { id: 'hero', label: 'Hero' },
  { id: 'footer', label: 'Footer' },
  { id: 'settings', label: 'Settings' },
];

/**
 * The console's Content section: the blog's posts (or one post's editor when `post` names one),
 * the static pages (or one page's editor when `page` names one), the landing page's hero, the
 * footer (its variant and links) and the site settings.
 */
export function ContentSection() {
  const [params] = useSearchParams();
  const view = readContentView(params);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <nav aria-label="Content areas" className="flex flex-wrap gap-x-1 border-b">
        {TABS.map((tab) => (
          <Link
            key={tab.id}
            to={`?${writeContentView(params, { tab: tab.id }).toString()}`}
            aria-current={view.tab === tab.id ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm',
              view.tab === tab.id
                ? 'border-primary font-medium text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {view.tab === 'settings' ? (
        <SiteSettings />
      ) : view.tab === 'footer' ? (
        <FooterTab />
      ) : view.tab === 'hero' ? (
        <HeroEditor />
      ) : view.tab === 'pages' ? (
        view.page ? (
          <PageEditor key={view.page} slug={view.page} />
        ) : (
          <PagesList />
        )
      ) : view.post ? (
        <PostEditor key={view.post} id={view.post} />
      ) : (
        <PostsList />
      )}
    </div>
  );
}
