import { BellIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useUnreadNotificationCount } from '../notifications.ts';

/** The bell of the signed-in area, with its unread badge. */
export function NotificationsBell() {
  const unread = useUnreadNotificationCount();
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={`Notifications, ${unread} unread`}
    >
      <BellIcon className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute top-0.5 right-0.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-bold text-white"
        >
          {unread}
        </span>
      )}
    </Button>
  );
}
