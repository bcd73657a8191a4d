import { useEffect, useMemo, useState } from 'react';
import { SearchIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { BlogPostSummary } from '../../shared/blog.ts';
import { BLOG_FEATURED_SECTION_SIZE, BLOG_RECENT_COUNT, matchesSearch } from '../../shared/blog-rules.ts';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { currentLocale } from '../i18n/locale.ts';
import { trpc } from '../lib/trpc.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { BlogPostCard } from './blog-post-card.tsx';
import { m } from '../../paraglide/messages.js';

type Tab = 'all' | 'featured' | 'recent';

export function BlogListPage() {
  useDocumentTitle(m.site_blog_title());
  const posts = trpc.blog.list.useQuery({ lang: currentLocale() });
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<Tab>('all');

  useEffect(() => {
    if (posts.isError) toast.error(m.site_blog_list_failed_toast(), { id: 'blog-list-failed' });
  }, [posts.isError]);

  const lists = useMemo(() => {
    const found = (posts.data ?? []).filter((post) => matchesSearch(post, search));
    return {
      all: found,
      featured: found.filter((post) => post.featured),
      // Published posts arrive newest first.
      recent: found.slice(0, BLOG_RECENT_COUNT),
    } satisfies Record<Tab, BlogPostSummary[]>;
  }, [posts.data, search]);

  return (
    <PageContainer className="max-w-6xl">
      <header className="flex flex-col gap-3">
        <PageHeading>{m.site_blog_title()}</PageHeading>
        <p className="max-w-2xl text-muted-foreground">{m.site_blog_intro()}</p>
      </header>

      {posts.isError ? (
        <div
          role="alert"
          className="mt-10 flex flex-col items-center gap-4 rounded-xl border p-10 text-center"
        >
          <p className="text-lg font-semibold">{m.site_blog_list_failed()}</p>
          <Button onClick={() => window.location.reload()}>{m.site_blog_try_again()}</Button>
        </div>
      ) : (
        <>
          <div className="relative mt-8 max-w-md">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label={m.site_blog_search()}
              placeholder={m.site_blog_search_placeholder()}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>

          {posts.isPending ? (
            <PostGridSkeleton />
          ) : (
            <>
              {!search.trim() && lists.featured.length > 0 && (
                <section aria-labelledby="featured-heading" className="mt-10">
                  <h2 id="featured-heading" className="mb-4 text-2xl font-semibold tracking-tight">
                    {m.site_blog_featured_posts()}
                  </h2>
                  <div className="grid gap-6 md:grid-cols-2">
                    {lists.featured.slice(0, BLOG_FEATURED_SECTION_SIZE).map((post) => (
                      <BlogPostCard key={post.id} post={post} large />
                    ))}
                  </div>
                </section>
              )}

              <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-10">
                <TabsList>
                  <TabsTrigger value="all">{m.site_blog_tab_all({ count: lists.all.length })}</TabsTrigger>
                  <TabsTrigger value="featured">
                    {m.site_blog_tab_featured({ count: lists.featured.length })}
                  </TabsTrigger>
                  <TabsTrigger value="recent">
                    {m.site_blog_tab_recent({ count: lists.recent.length })}
                  </TabsTrigger>
                </TabsList>
                {(['all', 'featured', 'recent'] as const).map((key) => (
                  <TabsContent key={key} value={key} className="mt-4">
                    <PostGrid posts={lists[key]} />
                  </TabsContent>
                ))}
              </Tabs>
            </>
          )}
        </>
      )}
    </PageContainer>
  );
}

function PostGrid({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) {
    return (
      <p role="status" className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
        {m.site_blog_empty()}
      </p>
    );
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <BlogPostCard key={post.id} post={post} />
      ))}
    </div>
  );
}

function PostGridSkeleton() {
  return (
    <div
      role="status"
      aria-label={m.site_blog_loading_posts()}
      className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="flex flex-col gap-3">
          <Skeleton className="aspect-video w-full rounded-xl" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-full" />
        </div>
      ))}
    </div>
  );
}
