import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../load-error.tsx';
import { CAUSE_LABELS, DisputeDetail } from './dispute-detail.tsx';

// The disputes queue (docs/decisions/0025-championship-rules.md, "Results and scoring"): a
// report that disagrees with the organisers' entry, or two reports that disagree. Open ones first;
// the one open for a decision is in the URL (`dispute`), so it can be reloaded and shared.

const STATUS_PARAM = 'status';
const DISPUTE_PARAM = 'dispute';

/** The console's Disputes section. */
export function DisputesSection() {
  const [params, setParams] = useSearchParams();
  const status =
    params.get(STATUS_PARAM) === 'decided'
      ? 'decided'
      : params.get(STATUS_PARAM) === 'all'
        ? undefined
        : 'open';
  const selected = params.get(DISPUTE_PARAM);
  const disputes = trpc.adminDisputes.list.useQuery(status ? { status } : {});
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <section aria-label="Disputes" className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        A dispute opens when a player&apos;s report disagrees with the results you entered, or two reports
        disagree. Your decision sets the final results, is final, and is told to the players. A pool with an
        open dispute cannot close.
      </p>
      <div className="grid w-52 gap-1.5">
        <Label htmlFor="disputes-status">Show</Label>
        <NativeSelect
          id="disputes-status"
          value={status ?? 'all'}
          onChange={(event) =>
            setParam(STATUS_PARAM, event.target.value === 'open' ? null : event.target.value)
          }
        >
          <NativeSelectOption value="open">Open</NativeSelectOption>
          <NativeSelectOption value="decided">Decided</NativeSelectOption>
          <NativeSelectOption value="all">All</NativeSelectOption>
        </NativeSelect>
      </div>
      {disputes.isPending ? (
        <Skeleton className="h-24" aria-busy="true" aria-label="Loading the disputes" />
      ) : disputes.isError ? (
        <LoadError query={disputes} fallback="Could not load the disputes. Please try again." />
      ) : disputes.data.length === 0 ? (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">No disputes here.</p>
      ) : (
        <ul className="divide-y rounded-lg border" data-testid="disputes-list">
          {disputes.data.map((dispute) => (
            <li key={dispute.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {dispute.game} match {dispute.matchNumber}: {dispute.entries.map((e) => e.name).join(', ')}
                </p>
                <p className="text-sm text-muted-foreground">
                  {CAUSE_LABELS[dispute.cause]} · opened {formatDateTime(dispute.openedAt)}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge variant={dispute.status === 'open' ? 'destructive' : 'secondary'}>
                  {dispute.status === 'open' ? 'Open' : 'Decided'}
                </Badge>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setParam(DISPUTE_PARAM, dispute.id)}
                >
                  {dispute.status === 'open' ? 'Decide' : 'View'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {selected && <DisputeDetail id={selected} onClose={() => setParam(DISPUTE_PARAM, null)} />}
    </section>
  );
}
