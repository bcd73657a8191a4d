import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { CHANNEL_LABELS } from './delivery-filters.ts';

type ChannelCounts = RouterOutputs['adminNotifications']['today']['channels'][number];

const DAY_LABEL = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const count = new Intl.NumberFormat('en-IN');

/** Today's figures per channel (India's day): a small card each. */
export function ChannelCounts() {
  const today = trpc.adminNotifications.today.useQuery({}, { refetchInterval: 60_000 });
  return (
    <section aria-labelledby="notifications-today" className="flex flex-col gap-3">
      <h2 id="notifications-today" className="text-lg font-semibold">
        Today{today.data ? ` (${DAY_LABEL.format(new Date(`${today.data.day}T00:00:00Z`))}, IST)` : ''}
      </h2>
      {today.isPending ? (
        <div aria-busy="true" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : today.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border p-4 text-sm">
          <p>{errorText(today.error, "Today's figures could not be loaded.")}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void today.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {today.data.channels.map((counts) => (
            <li key={counts.channel}>
              <ChannelCard counts={counts} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ChannelCard({ counts }: { counts: ChannelCounts }) {
  const id = `notifications-today-${counts.channel}`;
  const waiting = counts.queued + counts.held;
  const figures: [string, number, string?][] = [
    ['Sent', counts.sent],
    ['Delivered', counts.delivered],
    ['Failed', counts.failed, counts.failed > 0 ? 'text-destructive' : undefined],
    ['Waiting', waiting],
  ];
  return (
    <section aria-labelledby={id} className="h-full rounded-lg border p-3">
      <h3 id={id} className="text-sm font-semibold">
        {CHANNEL_LABELS[counts.channel]}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {figures.map(([label, value, tone]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className={`font-semibold tabular-nums ${tone ?? ''}`}>{count.format(value)}</dd>
          </div>
        ))}
      </dl>
      {counts.held > 0 && (
        <p className="mt-2 text-xs text-muted-foreground">{count.format(counts.held)} held for quiet hours</p>
      )}
    </section>
  );
}
