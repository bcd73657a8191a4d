import type { ReactNode } from 'react';
import { LoadMore, TabEmpty, TabError, TabLoading } from './tab-states.tsx';

/** Items per page of the lists that grow (passes, past matches, transactions). */
export const PAGE_SIZE = 10;

/** What the list needs of a tRPC infinite query over `{ items, nextCursor }` pages. */
export interface PagedQuery<T> {
  data: { pages: { items: T[] }[] } | undefined;
  error: { message: string } | null;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** Next-page parameter of every paged dashboard query: `null` ends the list. */
export const nextCursor = (page: { nextCursor: number | null }) => page.nextCursor;

/** Loading, failed, empty (the title and a line on what will come) or the items, with "Load more". */
export function PagedList<T>({
  query,
  emptyTitle,
  emptyText,
  emptyAction,
  children,
}: {
  query: PagedQuery<T>;
  emptyTitle: string;
  emptyText: string;
  emptyAction?: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <TabLoading />;
  if (!query.data) return <TabError error={query.error ?? { message: '' }} onRetry={query.refetch} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <TabEmpty title={emptyTitle} action={emptyAction}>
        {emptyText}
      </TabEmpty>
    );
  return (
    <div className="grid grid-cols-1 gap-4">
      {children(items)}
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        failed={query.isFetchNextPageError ? query.error : null}
        onLoadMore={query.fetchNextPage}
      />
    </div>
  );
}
