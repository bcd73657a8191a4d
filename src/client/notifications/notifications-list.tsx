import { useCallback, useEffect, useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '../components/ui/button.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { trpc } from '../lib/trpc.ts';
import { NotificationItem } from './notification-item.tsx';
import { m } from '../../paraglide/messages.js';
import { localizeError } from '../lib/errors.ts';

const PAGE = { limit: 20 } as const;

/**
 * The notifications, newest first. What is shown unread is marked read on the server as soon as
 * it is on screen (the player has seen it), but keeps its "New" mark until the list is closed.
 */
export function NotificationsList() {
  const utils = trpc.useUtils();
  const list = trpc.notifications.list.useInfiniteQuery(PAGE, {
    getNextPageParam: (page) => page.nextCursor,
  });
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const unreadCount = trpc.notifications.unreadCount.useQuery(undefined, { enabled: false });

  const markAllSeen = useCallback(() => {
    utils.notifications.list.setInfiniteData(PAGE, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((n) => ({ ...n, read: true })),
            })),
          }
        : data,
    );
  }, [utils]);
  const onError = (error: { message: string }) => toast.error(localizeError(error));
  const onSuccess = () => void utils.notifications.unreadCount.invalidate();
  const { mutate: markRead } = trpc.notifications.markRead.useMutation({ onSuccess, onError });
  const markAll = trpc.notifications.markAllRead.useMutation({ onSuccess, onError });

  const sent = useRef(new Set<string>());
  useEffect(() => {
    const ids = items.filter((n) => !n.read && !sent.current.has(n.id)).map((n) => n.id);
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    markRead({ ids });
  }, [items, markRead]);

  // Closed: what was shown is read from now on; the next opening asks the server again.
  useEffect(
    () => () => {
      markAllSeen();
      void utils.notifications.list.invalidate();
    },
    [markAllSeen, utils],
  );

  if (list.isPending) {
    return (
      <div className="grid grid-cols-1 gap-3" aria-busy="true">
        <p role="status" className="sr-only">
          {m.account_loading_notifications()}
        </p>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (!list.data) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-6 text-center">
        <p className="text-sm">
          {list.error?.message ? localizeError(list.error) : m.account_something_went_wrong()}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void list.refetch()}>
          {m.account_try_again()}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{m.account_no_notifications()}</p>;
  }

  const anyUnread = items.some((n) => !n.read) || (unreadCount.data?.count ?? 0) > 0;
  return (
    <div className="grid grid-cols-1 gap-3">
      {anyUnread && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-end"
          disabled={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onSuccess: markAllSeen })}
        >
          {m.account_mark_all_read()}
        </Button>
      )}
      <ul className="grid grid-cols-1 gap-3">
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} fresh={!notification.read} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? m.account_loading() : m.account_load_more()}
        </Button>
      )}
      {list.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          {list.error?.message ? localizeError(list.error) : m.account_something_went_wrong()}
        </p>
      )}
    </div>
  );
}
