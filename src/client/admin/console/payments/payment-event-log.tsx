import type { ReactNode } from 'react';
import { PAYMENT_EVENTS_LIMIT } from '../../../../shared/admin-payments.ts';
import { formatDateTime } from '../../../lib/indian-time.ts';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { cn } from '../../../lib/utils.ts';
import { statusLabel } from './payments-params.ts';

type LogEntry = RouterOutputs['adminPayments']['detail']['events'][number];

export const Mono = ({ children }: { children: ReactNode }) => (
  <span className="font-mono text-xs [overflow-wrap:anywhere]">{children}</span>
);

// Below `sm` the log's rows stack: each cell on a line of its own, under its column's name.
const CELL =
  'px-3 py-1 align-top max-sm:flex max-sm:gap-2 max-sm:before:w-16 max-sm:before:shrink-0 max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)] sm:py-2';

const SOURCES: Record<string, string> = {
  admin: 'Admin',
  initiate: 'Checkout started',
  confirm: 'Checkout answer',
  status: 'Status check',
  callback: 'Gateway callback',
  webhook: 'Gateway webhook',
  reconcile: 'Reconciliation',
  registration: 'Registration',
};
const sourceLabel = (source: string) => SOURCES[source] ?? statusLabel(source);

/** Every status change, newest first, with its source, actor and detail (an admin's reason). */
export function EventLog({ events }: { events: LogEntry[] }) {
  return (
    <section className="flex min-w-0 flex-col gap-3">
      <h2 className="text-lg font-semibold">Event log</h2>
      {events.length === 0 ? (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">No status changes yet.</p>
      ) : (
        <div className="overflow-hidden rounded-lg border">
          <table className="w-full text-sm max-sm:block">
            <caption className="sr-only">Status changes, newest first</caption>
            <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground max-sm:sr-only">
              <tr>
                {['When (IST)', 'Change', 'Source', 'By', 'Detail'].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y max-sm:block">
              {events.map((entry) => (
                <LogRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {events.length === PAYMENT_EVENTS_LIMIT && (
        <p className="text-sm text-muted-foreground">The {PAYMENT_EVENTS_LIMIT} newest changes are shown.</p>
      )}
    </section>
  );
}

function LogRow({ entry }: { entry: LogEntry }) {
  return (
    <tr className="max-sm:block max-sm:py-2">
      <td data-label="When" className={cn(CELL, 'whitespace-nowrap')}>
        <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at).replace(/ IST$/, '')}</time>
      </td>
      <td data-label="Change" className={cn(CELL, 'whitespace-nowrap')}>
        {entry.fromStatus ? `${statusLabel(entry.fromStatus)} → ` : ''}
        <span className="font-medium">{statusLabel(entry.status)}</span>
      </td>
      <td data-label="Source" className={CELL}>
        {sourceLabel(entry.source)}
      </td>
      <td data-label="By" className={cn(CELL, 'min-w-0 [overflow-wrap:anywhere]')}>
        {entry.actorEmail ??
          (entry.actorId ? <Mono>{entry.actorId}</Mono> : <span className="text-muted-foreground">—</span>)}
      </td>
      <td data-label="Detail" className={cn(CELL, 'min-w-0 [overflow-wrap:anywhere]')}>
        {entry.detail ?? <span className="text-muted-foreground">—</span>}
      </td>
    </tr>
  );
}
