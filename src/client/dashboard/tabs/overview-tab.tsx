import { AwardIcon, CalendarCheckIcon, CrownIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '../../i18n/format.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { trpc } from '../../lib/trpc.ts';
import { formatLabel } from '../../lib/registration-labels.ts';
import type { Overview } from '../outputs.ts';
import { matchesToQualify, percent } from '../format.ts';
import { TabEmpty, TabError, TabLoading } from '../tab-states.tsx';
import { TitledCard } from '../titled-card.tsx';
import { RegisterLink } from '../register-link.tsx';
import { SeasonCard } from './season-card.tsx';
import { m } from '../../../paraglide/messages.js';

/** Overview: the National Finals membership and the active passes, from `dashboard.overview`. */
export function OverviewTab() {
  const overview = trpc.dashboard.overview.useQuery();
  if (overview.isPending) return <TabLoading />;
  if (overview.isError) return <TabError error={overview.error} onRetry={overview.refetch} />;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
      <div className="grid grid-cols-1 gap-6">
        <MembershipCard membership={overview.data.membership} />
        <SeasonCard />
      </div>
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
          {m.account_membership_title()}
        </span>
      }
      contentClassName="grid grid-cols-1 gap-4"
    >
      <p className="text-sm">
        {m.account_membership_explanation({
          required: activeMonthsRequired,
          months: activeMonths,
          count: top3Achievements,
        })}
      </p>
      <dl className="grid grid-cols-2 gap-4">
        <Figure
          icon={<CrownIcon aria-hidden="true" />}
          label={m.account_annual_fee()}
          value={formatMoney(annualFee)}
        />
        <Figure
          icon={<AwardIcon aria-hidden="true" />}
          label={m.account_top3_achievements()}
          value={String(top3Achievements)}
        />
      </dl>
      <div className="grid grid-cols-1 gap-2">
        <div className="flex items-center justify-between text-sm">
          <span className="flex items-center gap-2 font-medium">
            <CalendarCheckIcon aria-hidden="true" className="size-4" />
            {m.account_active_months()}
          </span>
          <span>
            {activeMonths}/{activeMonthsRequired}
          </span>
        </div>
        <Progress
          value={percent(activeMonths, activeMonthsRequired)}
          aria-label={m.account_active_months_progress({
            months: activeMonths,
            required: activeMonthsRequired,
          })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{m.account_status()}</span>
        <Badge variant={eligible ? 'default' : 'secondary'}>
          {eligible ? m.account_eligible() : m.account_not_eligible()}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {eligible
          ? m.account_eligible_text()
          : m.account_not_eligible_text({ required: activeMonthsRequired })}
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
      title={m.account_active_passes()}
      description={
        passes.length === 0
          ? m.account_no_active_passes()
          : m.account_active_pass_count({ count: passes.length })
      }
    >
      {passes.length === 0 ? (
        <TabEmpty
          title={m.account_no_active_passes_title()}
          action={<RegisterLink label={m.account_register_for_championship()} />}
        >
          {m.account_no_active_passes_text()}
        </TabEmpty>
      ) : (
        <ul className="grid grid-cols-1 gap-4">
          {passes.map((pass) => (
            <li key={pass.id} className="grid grid-cols-1 gap-2">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="font-medium">
                  {pass.game} · {formatLabel(pass.mode)}
                </span>
                <span className="text-muted-foreground">
                  {m.account_matches_fraction({
                    done: pass.matchesCompleted,
                    required: pass.matchesRequired,
                  })}
                </span>
              </div>
              <Progress
                value={percent(pass.matchesCompleted, pass.matchesRequired)}
                aria-label={m.account_game_matches_progress({
                  game: pass.game,
                  done: pass.matchesCompleted,
                  required: pass.matchesRequired,
                })}
              />
              {/* The Semi-Finals award no cash (decision 25): no count towards cash prizes. */}
              {pass.type !== 'semi-final' && pass.matchesNeeded > 0 && (
                <p className="text-xs text-muted-foreground">{matchesToQualify(pass.matchesNeeded)}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
