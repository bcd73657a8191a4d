import { z } from 'zod';
import { INDIA_OFFSET_MS, indiaWallClock } from './india-time.ts';

// TDS on online-game winnings, section 194BA, on net winnings by Rule 133
// (docs/decisions/0026-prize-payouts.md, "Tax"). Amounts in paise.

export const DEFAULT_TDS_RATE_PERCENT = 30;

/** The setting TDS_RATE_PERCENT: a percentage with at most two decimals. */
export const TDS_RATE_RULE = z
  .string()
  .trim()
  .regex(/^(100|[0-9]{1,2})(\.[0-9]{1,2})?$/, 'The TDS rate is a percentage from 0 to 100, e.g. 30.');

/** The rate in force: the setting when it is a valid one, else the default. */
export function tdsRatePercent(setting: string | undefined): number {
  const parsed = TDS_RATE_RULE.safeParse(setting ?? '');
  const rate = parsed.success ? Number(parsed.data) : Number.NaN;
  return rate >= 0 && rate <= 100 ? rate : DEFAULT_TDS_RATE_PERCENT;
}

/** India's financial year holding a moment: 1 April 00:00 IST to the next 1 April, and its label. */
export function financialYearOf(moment: Date): { label: string; start: Date; end: Date } {
  const inIndia = indiaWallClock(moment);
  const year = inIndia.getUTCMonth() >= 3 ? inIndia.getUTCFullYear() : inIndia.getUTCFullYear() - 1;
  const aprilFirst = (y: number) => new Date(Date.UTC(y, 3, 1) - INDIA_OFFSET_MS);
  return {
    label: `${year}-${String((year + 1) % 100).padStart(2, '0')}`,
    start: aprilFirst(year),
    end: aprilFirst(year + 1),
  };
}

export interface TdsFacts {
  /** The prize being paid now. */
  grossPaise: number;
  /** Prizes paid to the player earlier in the financial year. */
  earlierPrizesPaise: number;
  /** Entry fees the player paid in the year up to now, net of refunds. */
  entryFeesPaise: number;
  /** Net winnings already taxed at earlier payouts of the year (Rule 133(4), E). */
  alreadyTaxedPaise: number;
  ratePercent: number;
}

export interface TdsBreakdown {
  grossPaise: number;
  /** The net winnings this payout taxes: max(0, A − (B + C + E)), C = 0 (no wallet). */
  netWinningsPaise: number;
  tdsPaise: number;
  /** What reaches the player. */
  netPaise: number;
}

/**
 * TDS on one payout: `max(0, A − (B + E)) × rate`, A = the year's prizes including this one,
 * B = the year's entry fees net of refunds, E = the net winnings already taxed; rounded half up to
 * the paisa. It never takes more than the prize itself.
 */
export function tdsOnPayout(facts: TdsFacts): TdsBreakdown {
  const won = facts.earlierPrizesPaise + facts.grossPaise;
  const netWinningsPaise = Math.max(0, won - (facts.entryFeesPaise + facts.alreadyTaxedPaise));
  // Whole paise times a percentage with up to 2 decimals: exact in integers, then half up.
  const rateBasisPoints = Math.round(facts.ratePercent * 100);
  const tds = Math.floor((netWinningsPaise * rateBasisPoints + 5_000) / 10_000);
  const tdsPaise = Math.min(tds, facts.grossPaise);
  return { grossPaise: facts.grossPaise, netWinningsPaise, tdsPaise, netPaise: facts.grossPaise - tdsPaise };
}
