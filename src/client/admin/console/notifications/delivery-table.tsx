import { toast } from 'sonner';
import { INDIA_TIME_ZONE } from '../../../../shared/india-time.ts';
import type { DeliveryStatus } from '../../../../shared/admin-notifications.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { cn } from '../../../lib/utils.ts';
import { CHANNEL_LABELS, STATUS_LABELS } from './delivery-filters.ts';

export type Delivery = RouterOutputs['adminNotifications']['deliveries']['items'][number];

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: INDIA_TIME_ZONE,
});

const STATUS_VARIANTS: Record<DeliveryStatus, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  delivered: 'default',
  sent: 'secondary',
  queued: 'outline',
  held: 'outline',
  failed: 'destructive',
  cancelled: 'secondary',
};

// Below `sm` the table's rows stack: each cell on a line of its own, under its column's name.
const CELL =
  'px-3 py-1 align-top max-sm:flex max-sm:gap-2 max-sm:before:w-20 max-sm:before:shrink-0 max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)] sm:py-3';
const HEAD = 'px-3 py-2 font-medium';

/** The delivery log's rows, newest first; a failed one has a Resend button. */
export function DeliveryTable({
  deliveries,
  onResent,
}: {
  deliveries: Delivery[];
  /** The row as the server left it after a resend. */
  onResent: (delivery: Delivery) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm max-sm:block">
        <caption className="sr-only">Messages sent by e-mail, push, SMS and WhatsApp, newest first</caption>
        <thead className="bg-muted/50 text-left max-sm:sr-only">
          <tr>
            <th scope="col" className={HEAD}>
              Time (IST)
            </th>
            <th scope="col" className={HEAD}>
              Event
            </th>
            <th scope="col" className={HEAD}>
              Recipient
            </th>
            <th scope="col" className={HEAD}>
              Channel
            </th>
            <th scope="col" className={HEAD}>
              Status
            </th>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              Attempts
            </th>
            <th scope="col" className={HEAD}>
              Error
            </th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} onResent={onResent} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeliveryRow({ delivery, onResent }: { delivery: Delivery; onResent: (d: Delivery) => void }) {
  const { recipient } = delivery;
  return (
    <tr className="border-t max-sm:block max-sm:py-2">
      <td data-label="Time" className={cn(CELL, 'whitespace-nowrap')}>
        <time dateTime={delivery.createdAt.toISOString()}>{when.format(delivery.createdAt)}</time>
      </td>
      <td data-label="Event" className={CELL}>
        <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{delivery.event}</code>
      </td>
      <td data-label="Recipient" className={cn(CELL, 'min-w-0')}>
        <span className="min-w-0">
          <span className="block font-medium">{recipient.name ?? 'No name'}</span>
          {recipient.email && (
            <span className="block break-all text-muted-foreground">{recipient.email}</span>
          )}
          {recipient.phone && <span className="block text-muted-foreground">{recipient.phone}</span>}
        </span>
      </td>
      <td data-label="Channel" className={cn(CELL, 'whitespace-nowrap')}>
        {CHANNEL_LABELS[delivery.channel]}
      </td>
      <td data-label="Status" className={CELL}>
        <Badge variant={STATUS_VARIANTS[delivery.status]}>{STATUS_LABELS[delivery.status]}</Badge>
      </td>
      <td data-label="Attempts" className={cn(CELL, 'tabular-nums sm:text-right')}>
        {delivery.attempts}
      </td>
      <td data-label="Error" className={cn(CELL, 'min-w-0 sm:max-w-72')}>
        <span className="min-w-0 [overflow-wrap:anywhere]">{delivery.error ?? '—'}</span>
      </td>
      <td className="px-3 py-1 align-top max-sm:block sm:py-2 sm:text-right">
        {delivery.status === 'failed' && <ResendButton delivery={delivery} onResent={onResent} />}
      </td>
    </tr>
  );
}

function ResendButton({ delivery, onResent }: { delivery: Delivery; onResent: (d: Delivery) => void }) {
  const utils = trpc.useUtils();
  const resend = trpc.adminNotifications.resend.useMutation({
    onSuccess: ({ delivery: queued, requeued }) => {
      onResent(queued);
      toast.success(
        requeued
          ? `Queued again: the ${CHANNEL_LABELS[queued.channel]} message goes out shortly.`
          : 'Already queued: it goes out shortly.',
      );
    },
    onError: (error) => toast.error(errorText(error, 'The message could not be queued again. Try again.')),
    onSettled: () => utils.adminNotifications.today.invalidate(),
  });
  const who = delivery.recipient.name ?? delivery.recipient.email ?? 'the recipient';
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={resend.isPending}
      aria-label={`Resend the ${CHANNEL_LABELS[delivery.channel]} message ${delivery.event} to ${who}`}
      onClick={() => resend.mutate({ id: delivery.id })}
    >
      {resend.isPending && <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />}
      Resend
    </Button>
  );
}
