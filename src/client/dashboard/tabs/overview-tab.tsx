import { AwardIcon, CalendarCheckIcon, CrownIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '../../i18n/format.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { trpc } from '../../lib/trpc.ts';
import { FORMAT_LABELS } from '../../registration/labels.ts';
import type { Overview } from '../outputs.ts';
import { matchesToQualify, percent } from '../format.ts';
import { TabEmpty, TabError, TabLoading } from '../tab-states.tsx';
import { TitledCard } from '../titled-card.tsx';
import { RegisterLink } from '../register-link.tsx';

/** Overview: the National Finals membership and the active passes, from `dashboard.overview`. */
export function OverviewTab() {
  const overview = trpc.dashboard.overview.useQuery();
  if (overview.isPending) return <TabLoading />;
  if (overview.isError) return <TabError error={overview.error} onRetry={overview.refetch} />;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
      <MembershipCard membership={overview.data.membership} />
      <ActivePassesCard passes={overview.data.activePasses} />
    </div>
  );
}

function MembershipCard({ membership }: { membership: Overview['membership'] }) {
  const { annualFee, top3Achievements, activeMonths, activeMonthsRequired, eligible } = membership;
  return (
    <TitledCard
      role="region"
      title={
        <span className="flex items-center gap-2">
          <CrownIcon aria-hidden="true" className="size-5 text-primary" />
          National Finals Membership
        </span>
      }
      contentClassName="grid grid-cols-1 gap-4"
    >
      <p className="text-sm">
        The National Finals are open to members with {activeMonthsRequired} active months (every match of a
        pass played in the month) in the last 12 and at least one Top 3 finish. You have {activeMonths} of{' '}
        {activeMonthsRequired} months and {top3Achievements} Top 3{' '}
        {top3Achievements === 1 ? 'finish' : 'finishes'}.
      </p>
      <dl className="grid grid-cols-2 gap-4">
        <Figure icon={<CrownIcon aria-hidden="true" />} label="Annual Fee" value={formatMoney(annualFee)} />
        <Figure
          icon={<AwardIcon aria-hidden="true" />}
          label="Top 3 Achievements"
          value={String(top3Achievements)}
        />
      </dl>
      <div className="grid grid-cols-1 gap-2">
        <div className="flex items-center justify-between text-sm">
          <span className="flex items-center gap-2 font-medium">
            <CalendarCheckIcon aria-hidden="true" className="size-4" />
            Active Months
          </span>
          <span>
            {activeMonths}/{activeMonthsRequired}
          </span>
        </div>
        <Progress
          value={percent(activeMonths, activeMonthsRequired)}
          aria-label={`Active months: ${activeMonths} of ${activeMonthsRequired}`}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Status</span>
        <Badge variant={eligible ? 'default' : 'secondary'}>{eligible ? 'Eligible' : 'Not Eligible'}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {eligible
          ? 'You are eligible for the National Finals.'
          : `Complete ${activeMonthsRequired} months of active participation and achieve Top 3 ranks to become eligible for the National Finals.`}
      </p>
    </TitledCard>
  );
}

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-xl font-semibold">{value}</dd>
    </div>
  );
}

function ActivePassesCard({ passes }: { passes: Overview['activePasses'] }) {
  return (
    <TitledCard
      role="region"
      title="Active Passes"
      description={
        passes.length === 0
          ? 'No active passes'
          : `${passes.length} active ${passes.length === 1 ? 'pass' : 'passes'}`
      }
    >
      {passes.length === 0 ? (
        <TabEmpty
          title="You have no active passes yet."
          action={<RegisterLink label="Register for a championship" />}
        >
          Register for a championship; your paid pass will show here.
        </TabEmpty>
      ) : (
        <ul className="grid grid-cols-1 gap-4">
          {passes.map((pass) => (
            <li key={pass.id} className="grid grid-cols-1 gap-2">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="font-medium">
                  {pass.game} · {FORMAT_LABELS[pass.mode]}
                </span>
                <span className="text-muted-foreground">
                  {pass.matchesCompleted}/{pass.matchesRequired} matches
                </span>
              </div>
              <Progress
                value={percent(pass.matchesCompleted, pass.matchesRequired)}
                aria-label={`${pass.game}: ${pass.matchesCompleted} of ${pass.matchesRequired} matches`}
              />
              {pass.matchesNeeded > 0 && (
                <p className="text-xs text-muted-foreground">{matchesToQualify(pass.matchesNeeded)}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
