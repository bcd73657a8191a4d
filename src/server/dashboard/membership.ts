import { MEMBERSHIP, type MembershipRules } from '../../shared/championship-rules.ts';
import { indianMonth } from '../../shared/india-time.ts';
import { MATCHES_PER_MONTH } from '../../shared/registration-rules.ts';

export interface PassActivity {
  /** yyyy-mm (Indian time) of the pass's qualifier. */
  month: string;
  /** The pass played every held match of its closed pool. */
  playedEveryMatch: boolean;
}

/**
 * National Finals membership: a month counts as active when the player had a pass in a closed
 * pool that month and played every held match of it; eligibility takes MEMBERSHIP's active months
 * (6) within its look-back (the last 12) and its Top 3 finishes (at least one final rank of 1 to 3
 * in a closed pool).
 */
export function membership(
  passes: PassActivity[],
  top3Achievements: number,
  now: Date = new Date(),
  rules: MembershipRules = MEMBERSHIP,
) {
  const earliest = indianMonth(now, rules.lookBackMonths - 1);
  const active = new Set(passes.filter((p) => p.month >= earliest && p.playedEveryMatch).map((p) => p.month));
  const activeMonths = active.size;
  return {
    activeMonths,
    activeMonthsRequired: rules.activeMonthsRequired,
    top3Achievements,
    eligible: activeMonths >= rules.activeMonthsRequired && top3Achievements >= rules.topFinishesRequired,
  };
}

/** Matches still to play this month to qualify for cash prizes. */
export const matchesNeeded = (played: number): number => Math.max(0, MATCHES_PER_MONTH - played);
