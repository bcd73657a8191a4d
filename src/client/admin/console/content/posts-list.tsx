import { Link, useSearchParams } from 'react-router-dom';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { ListTable } from '../list-table.tsx';
import { LoadError } from '../load-error.tsx';
import { SearchBox } from '../search-box.tsx';
import { NEW_POST, readContentView, SEARCH_MAX_LENGTH, writeContentView } from './content-params.ts';

type Post = RouterOutputs['blog']['admin']['list'][number];

/** Every blog post, published or not, newest first, searched by title or excerpt. */
export function PostsList() {
  const [params, setParams] = useSearchParams();
  const view = readContentView(params);
  const list = trpc.blog.admin.list.useQuery(
    { search: view.search || undefined },
    { placeholderData: keepPreviousData },
  );
  const postHref = (post: string) => `?${writeContentView(params, { post }).toString()}`;
  const posts = list.data ?? [];

  return (
    <section aria-label="Blog posts" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          value={view.search}
          onSearch={(search) =>
            setParams((current) => writeContentView(current, { search }), { replace: true })
          }
          label="Search posts"
          placeholder="Search title or excerpt"
          maxLength={SEARCH_MAX_LENGTH}
        />
        <Button asChild className="w-fit">
          <Link to={postHref(NEW_POST)}>
            <Plus aria-hidden="true" />
            New post
          </Link>
        </Button>
      </div>

      {list.isError && !list.data ? (
        <LoadError query={list} fallback="Could not load the posts. Please try again." />
      ) : (
        <div className="overflow-hidden rounded-lg border" aria-busy={list.isFetching}>
          <ListTable
            columns={[
              { label: 'Post' },
              { label: 'Status', className: 'w-32 sm:w-44' },
              { label: 'Updated', className: 'hidden w-60 md:table-cell' },
            ]}
          >
            {list.isPending ? (
              <LoadingRows />
            ) : posts.length === 0 ? (
              <tr>
                <td colSpan={3} className="px-3 py-10 text-center text-muted-foreground">
                  {view.search ? `No posts match “${view.search}”.` : 'No posts yet.'}
                </td>
              </tr>
            ) : (
              posts.map((post) => (
                <tr key={post.id} className="align-top hover:bg-muted/30">
                  <td className="px-3 py-3">
                    <Link
                      to={postHref(post.id)}
                      className="font-medium break-words text-foreground underline-offset-4 hover:underline"
                    >
                      {post.title}
                    </Link>
                    <p className="mt-0.5 font-mono text-xs break-all text-muted-foreground">
                      /blog/{post.slug}
                    </p>
                    <p className="mt-1 text-xs text-muted-foreground md:hidden">
                      Updated {formatDateTime(post.updatedAt)}
                    </p>
                  </td>
                  <td className="px-3 py-3">
                    <PostBadges post={post} />
                  </td>
                  <td className="hidden px-3 py-3 whitespace-nowrap text-muted-foreground md:table-cell">
                    {formatDateTime(post.updatedAt)}
                  </td>
                </tr>
              ))
            )}
          </ListTable>
        </div>
      )}
      {list.data && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {posts.length === 1 ? '1 post' : `${posts.length} posts`}
        </p>
      )}
    </section>
  );
}

/** Published or draft, and featured. */
export function PostBadges({ post }: { post: Pick<Post, 'published' | 'featured'> }) {
  return (
    <span className="flex flex-wrap gap-1">
      {post.published ? <Badge>Published</Badge> : <Badge variant="outline">Draft</Badge>}
      {post.featured && <Badge variant="secondary">Featured</Badge>}
    </span>
  );
}

function LoadingRows() {
  return Array.from({ length: 4 }, (_, row) => (
    <tr key={row} aria-hidden="true">
      <td className="px-3 py-3">
        <Skeleton className="h-4 w-full max-w-64" />
      </td>
      <td className="px-3 py-3">
        <Skeleton className="h-4 w-16" />
      </td>
      <td className="hidden px-3 py-3 md:table-cell">
        <Skeleton className="h-4 w-32" />
      </td>
    </tr>
  ));
}
