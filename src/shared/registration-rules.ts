import type { PriceCategory } from './passes.ts';

// Registration constants and pure rules both sides use: formats, risks, limits, win chances and
// prizes (docs/product.md#registration-rules-and-constants). No zod here: the landing page imports this file without pulling
// the schema library into its first paint (the schemas are in registration.ts, the person rules
// and their messages in field-rules.ts, the pass catalogue in passes.ts).

export const PLAY_FORMATS = ['solo', 'squad'] as const;
export type PlayFormat = (typeof PLAY_FORMATS)[number];

export const isPlayFormat = (value: string | null | undefined): value is PlayFormat =>
  (PLAY_FORMATS as readonly (string | null | undefined)[]).includes(value);

/** High risk and low risk, as the wire and the database spell them. */
export const RISK_CATEGORIES = ['hr', 'lr'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

export const GAME_CATEGORIES = ['moba', 'fps', 'strategy', 'tactical', 'battle_royale'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Where a game is played: phones, or a computer. */
export const GAME_PLATFORMS = ['mobile', 'pc'] as const;
export type GamePlatform = (typeof GAME_PLATFORMS)[number];

/** How a game's matches are scored: lobby placement, or head-to-head rounds (decision 25). */
export const SCORING_FORMATS = ['placement', 'head-to-head'] as const;
export type ScoringFormat = (typeof SCORING_FORMATS)[number];

export const MIN_AGE = 18;
export const MAX_TEAMMATES = 5;
export const TOO_MANY_TEAMMATES_MESSAGE = `Maximum ${MAX_TEAMMATES} teammates allowed per squad`;

/** How many more teammates a squad of this game needs (0 when complete). */
export function teammatesStillNeeded(teamSize: number, teammates: number): number {
  return Math.max(0, teamSize - 1 - teammates);
}

export function squadIncompleteMessage(needed: number): string {
  return `This squad needs ${needed} more ${needed === 1 ? 'teammate' : 'teammates'} before it can pay.`;
}

export function squadTooLargeMessage(gameName: string, teamSize: number): string {
  const most = teamSize - 1;
  return `A ${gameName} squad has ${teamSize} players: you and at most ${most} ${most === 1 ? 'teammate' : 'teammates'}.`;
}

/**
 * Registrations waiting for payment that one account may hold at once. Each holds game usernames
 * from a limited space (decision 10), so an account cannot hoard them; paying for one, cancelling
 * one or letting one expire frees its place.
 */
export const MAX_UNPAID_REGISTRATIONS = 3;
export const TOO_MANY_UNPAID_MESSAGE = `You have ${MAX_UNPAID_REGISTRATIONS} registrations waiting for payment. Pay for one or cancel it before registering again.`;
/** What paying for a registration that was left unpaid too long answers. */
export const REGISTRATION_EXPIRED_MESSAGE =
  'This registration expired before it was paid. Please register again.';
/** Registration states, as the wire and the database spell them. */
export const REGISTRATION_STATUSES = ['pending_payment', 'paid', 'expired'] as const;
export const MATCHES_PER_MONTH = 5;
/** How long a match is expected to take (the calendar file's events). */
export const MATCH_DURATION_MINUTES = 60;
export const QUALIFIERS_TO_SEMI_FINALS = 15;
/** Per cent. */
export const WIN_CHANCE: Record<RiskCategory, number> = { hr: 10, lr: 30 };

export interface PrizeBreakdown {
  first: number;
  second: number;
  third: number;
  others: { count: number; amount: number; unit: 'winners' | 'teams' };
}

/** docs/product.md's prize tables, in rupees, by format, risk and pass price. */
const PRIZES: Record<PlayFormat, Record<RiskCategory, Partial<Record<PriceCategory, PrizeBreakdown>>>> = {
  solo: {
    hr: {
      '1500': {
        first: 50_000,
        second: 30_000,
        third: 20_000,
        others: { count: 25, amount: 3_000, unit: 'winners' },
      },
      '500': {
        first: 16_000,
        second: 10_000,
        third: 6_000,
        others: { count: 25, amount: 1_000, unit: 'winners' },
      },
    },
    lr: {
      '1500': {
        first: 25_000,
        second: 15_000,
        third: 10_000,
        others: { count: 40, amount: 3_000, unit: 'winners' },
      },
      '500': {
        first: 8_000,
        second: 5_000,
        third: 3_000,
        others: { count: 40, amount: 1_000, unit: 'winners' },
      },
    },
  },
  squad: {
    hr: {
      '6000': {
        first: 150_000,
        second: 75_000,
        third: 50_000,
        others: { count: 5, amount: 12_000, unit: 'teams' },
      },
      '2000': {
        first: 50_000,
        second: 25_000,
        third: 16_000,
        others: { count: 5, amount: 4_000, unit: 'teams' },
      },
    },
    lr: {
      '6000': {
        first: 75_000,
        second: 35_000,
        third: 25_000,
        others: { count: 15, amount: 12_000, unit: 'teams' },
      },
      '2000': {
        first: 40_000,
        second: 20_000,
        third: 10_000,
        others: { count: 10, amount: 4_000, unit: 'teams' },
      },
    },
  },
};

export function prizeBreakdown(
  format: PlayFormat,
  risk: RiskCategory,
  priceCategory: string,
): PrizeBreakdown | undefined {
  return PRIZES[format][risk][priceCategory as PriceCategory];
}

/** The best 1st prize of a format and risk over its passes: what the landing page advertises. */
export function topPrize(format: PlayFormat, risk: RiskCategory): number {
  return Math.max(...Object.values(PRIZES[format][risk]).map((prizes) => prizes.first));
}

/** Everything one prize table pays out: 1st, 2nd, 3rd and the others. */
export function prizePool(prizes: PrizeBreakdown): number {
  return prizes.first + prizes.second + prizes.third + prizes.others.count * prizes.others.amount;
}

/** The largest prize pool of a format, over its risk levels and passes ("up to ..."). */
export function largestPrizePool(format: PlayFormat): number {
  return Math.max(...Object.values(PRIZES[format]).flatMap((byPass) => Object.values(byPass).map(prizePool)));
}
