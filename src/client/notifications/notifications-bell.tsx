import { useState } from 'react';
import { BellIcon } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../components/ui/sheet.tsx';
import { NotificationsList } from './notifications-list.tsx';
import { useUnreadNotificationCount } from './use-notifications.ts';
import { m } from '../../paraglide/messages.js';

/** The bell of the signed-in area: the unread count (no badge at zero) and, on click, the list. */
export function NotificationsBell() {
  const unread = useUnreadNotificationCount();
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? m.notifications_label_unread({ count: unread }) : m.notifications_title()}
        >
          <BellIcon className="size-5" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute top-0.5 right-0.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-bold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-full gap-0 sm:max-w-md">
        <SheetHeader>
          <SheetTitle>{m.notifications_title()}</SheetTitle>
          <SheetDescription>
            {unread > 0 ? m.notifications_unread({ count: unread }) : m.notifications_description()}
          </SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-4 pb-4">{open && <NotificationsList />}</div>
      </SheetContent>
    </Sheet>
  );
}
