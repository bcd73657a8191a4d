/**
 * Unread notifications for the header bell. The spec fixes the badge at 3; a later issue replaces
 * this with the real count, and this hook is the one place to change.
 */
export function useUnreadNotificationCount(): number {
  return 3;
}
