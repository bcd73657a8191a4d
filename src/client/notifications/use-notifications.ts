import { trpc } from '../lib/trpc.ts';

// A gentle poll: once a minute while the bell is on screen, and on coming back to the window.
const UNREAD_POLL_MS = 60_000;

/** Unread notifications for the header bell; 0 until the server has answered. */
export function useUnreadNotificationCount(): number {
  const unread = trpc.notifications.unreadCount.useQuery(undefined, {
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
  return unread.data?.count ?? 0;
}
