import { keepPreviousData } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminMetrics } from '../../../../shared/admin-metrics.ts';
import { indianMonth } from '../../../../shared/india-time.ts';
import { formatRupees } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { FigureTable } from './figure-table.tsx';
import { MetricsChart } from './metrics-chart.tsx';
import { MoneyPanel } from './money-panel.tsx';
import { chartSummary, dayName, isQuietMonth, monthName, percentOf, statusLabel } from './metrics-data.ts';
import { GameSelect } from '../game-select.tsx';
import { SECTION_PARAM } from '../section-param.ts';

// The console's Overview (its section id and label, which the URL and the menu show; the code and
// the server's `adminMetrics` call it metrics): a month (URL `month=yyyy-mm`, this Indian month by
// default) of one game or all (URL `game=slug`) in numbers: totals, a chart per day, per game,
// payments by status and the sign-up funnel; and the books' money per month with their
// reconciliation (money-panel.tsx).

/** This section's id in sections.ts (which imports this file: the id is not imported back). */
const SECTION_ID = 'overview';
const MONTH_PARAM = 'month';
const GAME_PARAM = 'game';

export function MetricsSection() {
  const [params, setParams] = useSearchParams();
  const month = params.get(MONTH_PARAM) || undefined;
  const game = params.get(GAME_PARAM) || undefined;
  const metrics = trpc.adminMetrics.month.useQuery({ month, game }, { placeholderData: keepPreviousData });

  const set = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      // Named, so the state reads as the Overview's whatever the console opens by default.
      next.set(SECTION_PARAM, SECTION_ID);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <div className="flex flex-col gap-6">
      <Controls
        month={month ?? metrics.data?.month ?? indianMonth(new Date())}
        game={game ?? ''}
        onMonth={(value) => set(MONTH_PARAM, value)}
        onGame={(value) => set(GAME_PARAM, value)}
      />
      {metrics.isPending ? (
        <Loading />
      ) : metrics.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-4 text-sm">
          <p>{errorText(metrics.error, 'Failed to load the figures')}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void metrics.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <Figures metrics={metrics.data} updating={metrics.isFetching} />
      )}
    </div>
  );
}

function Controls(props: {
  month: string;
  game: string;
  onMonth: (month: string) => void;
  onGame: (game: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid gap-1.5 sm:w-48">
        <Label htmlFor={`${id}-month`}>Month</Label>
        <Input
          id={`${id}-month`}
          type="month"
          min="2000-01"
          max="2099-12"
          value={props.month}
          onChange={(event) => props.onMonth(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5 sm:w-56">
        <Label htmlFor={`${id}-game`}>Game</Label>
        <GameSelect id={`${id}-game`} value={props.game} onChange={props.onGame} />
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading the figures" className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72" />
      <Skeleton className="h-40" />
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 sm:p-6"
    >
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}

function Figures({ metrics, updating }: { metrics: AdminMetrics; updating: boolean }) {
  const { registrations, funnel } = metrics;
  const quiet = isQuietMonth(metrics);
  return (
    <div aria-busy={updating} className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground" data-testid="overview-scope">
        {monthName(metrics.month)} · {metrics.game ? metrics.game.name : 'All games'}
      </p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Registrations" value={String(registrations.total)} />
        <Stat label="Paid" value={String(registrations.paid)} detail={`${registrations.unpaid} unpaid`} />
        <Stat label="Revenue" value={formatRupees(metrics.revenue)} detail="Net of refunds" />
        <Stat label="Refunded" value={formatRupees(metrics.refunded)} />
      </dl>

      <Panel title="Per day">
        {quiet ? (
          <p className="text-sm text-muted-foreground">
            No registrations or payments in {monthName(metrics.month)}.
          </p>
        ) : (
          <MetricsChart days={metrics.days} label={chartSummary(metrics)} />
        )}
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
            Daily figures
          </summary>
          <div className="mt-3 max-h-96 overflow-auto">
            <FigureTable
              caption={`Registrations and revenue per day, ${monthName(metrics.month)}`}
              headClassName="sticky top-0 bg-card"
              head={['Day', 'Registrations', 'Paid', 'Revenue']}
              rows={metrics.days.map((d) => ({
                key: d.day,
                label: dayName(d.day),
                figures: [d.registrations, d.paid, formatRupees(d.revenue)],
              }))}
            />
          </div>
        </details>
      </Panel>

      <Panel title="Money">
        <p className="text-xs text-muted-foreground">
          The books of every game, twelve months up to {monthName(metrics.month)}.
        </p>
        <MoneyPanel month={metrics.month} />
      </Panel>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Per game">
          <div className="overflow-x-auto">
            <FigureTable
              head={['Game', 'Registrations', 'Paid', 'Revenue']}
              rows={metrics.games.map((g) => ({
                key: g.slug,
                label: g.name,
                figures: [g.registrations, g.paid, formatRupees(g.revenue)],
              }))}
            />
          </div>
        </Panel>

        <div className="flex min-w-0 flex-col gap-6">
          <Panel title="Payments by status">
            <FigureTable
              headClassName="sr-only"
              head={['Status', 'Payments']}
              rows={metrics.paymentStatuses.map((s) => ({
                key: s.status,
                label: statusLabel(s.status),
                figures: [s.count],
              }))}
            />
          </Panel>

          <Panel title="Sign-up funnel">
            <p className="text-xs text-muted-foreground">
              Players who signed up in {monthName(metrics.month)}, how many of them registered
              {metrics.game ? ` for ${metrics.game.name}` : ''}, and how many of those paid.
            </p>
            <ol className="flex flex-col gap-3">
              <FunnelStep label="Signed up" count={funnel.signedUp} of={funnel.signedUp} share="" />
              <FunnelStep
                label="Registered"
                count={funnel.registered}
                of={funnel.signedUp}
                share={`${percentOf(funnel.registered, funnel.signedUp)} of signed up`}
              />
              <FunnelStep
                label="Paid"
                count={funnel.paid}
                of={funnel.signedUp}
                share={`${percentOf(funnel.paid, funnel.registered)} of registered`}
              />
            </ol>
          </Panel>
        </div>
      </div>
    </div>
  );
}

/** A step of the funnel: its count, its share of the step before, and a bar as wide as its share of sign-ups. */
function FunnelStep({
  label,
  count,
  of,
  share,
}: {
  label: string;
  count: number;
  of: number;
  share: string;
}) {
  const width = of > 0 ? Math.round((count / of) * 100) : 0;
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums">
          {count}
          {share && <span className="ml-2 text-xs text-muted-foreground">{share}</span>}
        </span>
      </div>
      <div aria-hidden="true" className="h-2 rounded-full bg-muted">
        <div className="h-2 rounded-full bg-primary" style={{ width: `${width}%` }} />
      </div>
    </li>
  );
}
