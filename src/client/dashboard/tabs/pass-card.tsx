import { TrophyIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatCount, formatMoney, formatPaise } from '../../i18n/format.ts';
import { CopyField } from '../../components/copy-field.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { formatLabel } from '../../lib/registration-labels.ts';
import { useTierTexts } from '../../lib/tier-texts.ts';
import { EntryFeeLine } from '../../components/e-sport-notes.tsx';
import type { PassCard } from '../outputs.ts';
import { formatDate } from '../../lib/indian-time.ts';
import { formatMonth, matchesToQualify, passTypeLabel, percent } from '../format.ts';
import { TitledCard } from '../titled-card.tsx';
import { AwardClaim } from '../claim/award-claim.tsx';
import { seasonMonths } from '../../../shared/championship-rules.ts';
import { m } from '../../../paraglide/messages.js';

const STATUS_LABELS: Record<PassCard['status'], () => string> = {
  active: m.account_pass_status_active,
  pending: m.account_pass_status_pending,
  completed: m.account_pass_status_completed,
};

/**
 * One pass: what was bought, the owner's own game credentials, how far the month has gone, and
 * what is still needed for prizes.
 */
export function PassCardView({ pass }: { pass: PassCard }) {
  const tiers = useTierTexts();
  return (
    <TitledCard
      title={pass.game}
      description={`${formatLabel(pass.mode)} · ${passTypeLabel(pass.type)} · ${formatMoney(pass.price)}`}
      badges={
        <>
          {pass.riskCategory && (
            <Badge variant={pass.riskCategory === 'hr' ? 'destructive' : 'secondary'}>
              {tiers.name(pass.riskCategory)}
            </Badge>
          )}
          <Badge variant="outline">{STATUS_LABELS[pass.status]()}</Badge>
        </>
      }
      testId="pass-card"
      contentClassName="grid grid-cols-1 gap-4"
    >
      <p className="-mt-2">
        <EntryFeeLine />
      </p>
      {pass.groupNumber !== null && pass.poolSize !== null && (
        <p className="text-sm font-medium" data-testid="pass-pool">
          {(pass.mode === 'squad' ? m.account_pool_squads : m.account_pool_players)({
            number: formatCount(pass.groupNumber),
            size: formatCount(pass.poolSize),
          })}
        </p>
      )}
      {pass.poolStart && (
        <p role="note" className="rounded-md border p-3 text-sm" data-testid="pass-pool-start">
          {pass.poolStart.outcome === 'cancelled'
            ? m.account_pool_start_cancelled({ number: formatCount(pass.poolStart.pool) })
            : m.account_pool_start_merged({
                from: formatCount(pass.poolStart.pool),
                number: formatCount(pass.groupNumber ?? 0),
              })}
        </p>
      )}
      {pass.award && (
        <div className="rounded-md border border-primary/40 bg-primary/5 p-3" data-testid="pass-award">
          <p className="flex items-center gap-2 font-semibold">
            <TrophyIcon aria-hidden="true" className="size-4" />
            {m.account_award_won({ amount: formatPaise(pass.award.amountPaise) })}
          </p>
          <p className="text-sm text-muted-foreground">
            {m.account_award_final_rank({ rank: formatCount(pass.award.rank) })}
          </p>
          <AwardClaim award={pass.award} />
        </div>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Item label={m.account_matches()} value={`${pass.matchesCompleted}/${pass.matchesRequired}`} />
        <Item label={m.account_current_rank()} value={rankText(pass)} testId="pass-rank" />
        <Item label={m.account_participants()} value={formatCount(pass.totalParticipants)} />
        {pass.month && <MonthItem pass={pass} month={pass.month} />}
        <Item label={m.account_purchased()} value={formatDate(pass.purchasedAt)} />
      </dl>
      {pass.credentials && (
        <section aria-label={m.account_your_game_credentials()} className="grid grid-cols-1 gap-2">
          <CopyField
            label={m.account_username()}
            copyLabel={m.account_copy_username()}
            value={pass.credentials.gameUsername}
          />
          <CopyField
            label={m.account_password()}
            copyLabel={m.account_copy_password()}
            value={pass.credentials.gamePassword}
          />
        </section>
      )}
      <div className="grid grid-cols-1 gap-2">
        <div className="flex justify-between text-sm">
          <span className="font-medium">{m.account_monthly_goal()}</span>
          <span className="text-muted-foreground">
            {m.account_matches_of({ done: pass.matchesCompleted, required: pass.matchesRequired })}
          </span>
        </div>
        <Progress
          value={percent(pass.matchesCompleted, pass.matchesRequired)}
          aria-label={m.account_monthly_goal_progress({
            done: pass.matchesCompleted,
            required: pass.matchesRequired,
          })}
        />
        <p className="text-sm text-muted-foreground">{cashLine(pass)}</p>
      </div>
      {pass.leaderboardPath && (
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link to={pass.leaderboardPath}>
            <TrophyIcon aria-hidden="true" />
            {m.account_leaderboard_link()}
          </Link>
        </Button>
      )}
    </TitledCard>
  );
}

/** "Rank 12 of 280 · 31 points" from the pool's standings, or "Not ranked yet" before its first result. */
function rankText(pass: PassCard): string {
  if (pass.currentRank === null) return m.account_not_ranked_yet();
  const rank = m.account_rank_of({
    rank: formatCount(pass.currentRank),
    of: formatCount(pass.totalParticipants),
  });
  return pass.points === null ? rank : `${rank} · ${m.account_pool_points({ count: pass.points })}`;
}

function Item({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** How far the pass is from cash prizes; the Semi-Finals have none (decision 25). */
function cashLine(pass: PassCard): string {
  if (pass.type === 'semi-final') return m.account_semi_final_no_cash();
  return pass.matchesNeeded > 0
    ? matchesToQualify(pass.matchesNeeded)
    : m.account_qualified_for_cash_prizes();
}

/**
 * A pass's month; a Semi-Finals entry's `month` is its season's start (decision 25), so its card
 * names the season it closes: "Season: September 2025 to November 2026".
 */
function MonthItem({ pass, month }: { pass: PassCard; month: string }) {
  if (pass.type !== 'semi-final') return <Item label={m.account_month()} value={formatMonth(month)} />;
  const months = seasonMonths(month);
  const span = m.account_season_span({
    first: formatMonth(month),
    last: formatMonth(months.at(-1) ?? month),
  });
  return <Item label={m.account_season_span_label()} value={span} />;
}
