import {
  ClipboardCheckIcon,
  CreditCardIcon,
  KeyRoundIcon,
  MessageSquareTextIcon,
  TrophyIcon,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { RouterOutputs } from '../lib/trpc.ts';
import { INDIA_TIME_ZONE } from '../../shared/india-time.ts';
import { Badge } from '../components/ui/badge.tsx';
import { cn } from '../lib/utils.ts';
import { localized } from '../i18n/format.ts';
import { m } from '../../paraglide/messages.js';

type Notification = RouterOutputs['notifications']['list']['items'][number];

const KIND_ICONS = {
  registration: ClipboardCheckIcon,
  payment: CreditCardIcon,
  room: KeyRoundIcon,
  results: TrophyIcon,
  grievance: MessageSquareTextIcon,
} satisfies Record<Notification['kind'], LucideIcon>;

const when = localized(
  (locale) =>
    new Intl.DateTimeFormat(locale, { timeZone: INDIA_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }),
);

/** One notification; `fresh` marks what was unread when the list was opened. */
export function NotificationItem({ notification, fresh }: { notification: Notification; fresh: boolean }) {
  const Icon = KIND_ICONS[notification.kind];
  return (
    <article
      aria-label={notification.title}
      data-testid="notification"
      data-unread={fresh || undefined}
      className={cn('flex gap-3 rounded-lg border p-3', fresh && 'border-primary/40 bg-primary/5')}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-sm font-semibold">{notification.title}</h3>
          {fresh && <Badge className="shrink-0">{m.account_notification_new()}</Badge>}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{notification.body}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          <time dateTime={notification.createdAt.toISOString()}>
            {when().format(notification.createdAt)} IST
          </time>
        </p>
      </div>
    </article>
  );
}
