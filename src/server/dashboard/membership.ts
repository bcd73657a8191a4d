import { ACTIVE_MONTHS_REQUIRED } from '../../shared/dashboard.ts';
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
 * pool that month and played every held match of it; eligibility takes 6 active months within the
 * last 12 and at least one Top 3 finish (a final rank of 1 to 3 in a closed pool).
 */
export function membership(passes: PassActivity[], top3Achievements: number, now: Date = new Date()) {
  const earliest = indianMonth(now, 11);
  const active = new Set(passes.filter((p) => p.month >= earliest && p.playedEveryMatch).map((p) => p.month));
  const activeMonths = active.size;
  return {
    activeMonths,
    activeMonthsRequired: ACTIVE_MONTHS_REQUIRED,
    top3Achievements,
    eligible: activeMonths >= ACTIVE_MONTHS_REQUIRED && top3Achievements > 0,
  };
}

/** Matches still to play this month to qualify for cash prizes. */
export const matchesNeeded = (played: number): number => Math.max(0, MATCHES_PER_MONTH - played);
