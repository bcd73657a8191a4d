import { useSearchParams } from 'react-router-dom';
import type { GrievanceStatus } from '../../../../shared/grievances.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/indian-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../load-error.tsx';
import { GrievanceDetail } from './grievance-detail.tsx';
import { CATEGORY_TEXT, STATUS_TEXT } from './grievance-labels.ts';

// The grievances queue (docs/decisions/0027-invoices-and-data-rights.md): overdue ones first,
// each with its deadline; the one open is in the URL (`grievance`), so it can be reloaded and shared.

const STATUS_PARAM = 'status';
const GRIEVANCE_PARAM = 'grievance';
const STATUSES: readonly GrievanceStatus[] = ['open', 'answered', 'closed'];

/** The console's Grievances section. */
export function GrievancesSection() {
  const [params, setParams] = useSearchParams();
  const given = params.get(STATUS_PARAM);
  // Open by default; `all` shows every status.
  const status = given === 'all' ? undefined : (STATUSES.find((s) => s === given) ?? 'open');
  const selected = params.get(GRIEVANCE_PARAM);
  const grievances = trpc.adminGrievances.list.useQuery(status ? { status } : {});
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <section aria-label="Grievances" className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Players raise grievances from the Grievance officer page. Each must be answered by its deadline (the
        GRIEVANCE_RESPONSE_DAYS setting when it was raised). Every reply and close is audited and told to the
        player in the app and by e-mail, in the language they wrote in.
      </p>
      <div className="grid w-52 gap-1.5">
        <Label htmlFor="grievances-status">Show</Label>
        <NativeSelect
          id="grievances-status"
          value={status ?? 'all'}
          onChange={(event) =>
            setParam(STATUS_PARAM, event.target.value === 'open' ? null : event.target.value)
          }
        >
          {STATUSES.map((s) => (
            <NativeSelectOption key={s} value={s}>
              {STATUS_TEXT[s]}
            </NativeSelectOption>
          ))}
          <NativeSelectOption value="all">All</NativeSelectOption>
        </NativeSelect>
      </div>
      {grievances.isPending ? (
        <Skeleton className="h-24" aria-busy="true" aria-label="Loading the grievances" />
      ) : grievances.isError ? (
        <LoadError query={grievances} fallback="Could not load the grievances. Please try again." />
      ) : grievances.data.length === 0 ? (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">No grievances here.</p>
      ) : (
        <ul className="divide-y rounded-lg border" data-testid="grievances-list">
          {grievances.data.map((grievance) => (
            <li key={grievance.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {grievance.reference}: <bdi>{grievance.subject}</bdi>
                </p>
                <p className="text-sm text-muted-foreground">
                  {CATEGORY_TEXT[grievance.category]} · {grievance.player.name} · due{' '}
                  {formatDate(grievance.dueAt)}
                </p>
              </div>
              <div className="flex items-center gap-2">
                {grievance.overdue && <Badge variant="destructive">Overdue</Badge>}
                <Badge variant="secondary">{STATUS_TEXT[grievance.status]}</Badge>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`${grievance.status === 'closed' ? 'View' : 'Answer'} ${grievance.reference}`}
                  onClick={() => setParam(GRIEVANCE_PARAM, grievance.id)}
                >
                  {grievance.status === 'closed' ? 'View' : 'Answer'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {selected && <GrievanceDetail id={selected} onClose={() => setParam(GRIEVANCE_PARAM, null)} />}
    </section>
  );
}
