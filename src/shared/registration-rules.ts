// Registration constants and pure rules both sides use: formats, risks, passes, prizes, limits,
// the age rule and the spec's messages (sections 3, 5 and 9). No zod here: the landing page
// imports this file without pulling the schema library into its first paint (the schemas are in
// registration.ts).

export const PLAY_FORMATS = ['solo', 'squad'] as const;
export type PlayFormat = (typeof PLAY_FORMATS)[number];

export const isPlayFormat = (value: string | null | undefined): value is PlayFormat =>
  (PLAY_FORMATS as readonly (string | null | undefined)[]).includes(value);

/** High risk and low risk, as the wire and the database spell them. */
export const RISK_CATEGORIES = ['hr', 'lr'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

export const GAME_CATEGORIES = ['moba', 'fps', 'strategy', 'tactical', 'battle_royale'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const PASS_TIERS = ['premium', 'vip', 'basic'] as const;
export type PassTier = (typeof PASS_TIERS)[number];

export const MIN_AGE = 18;
export const MAX_TEAMMATES = 5;
export const MATCHES_PER_MONTH = 5;
export const QUALIFIERS_TO_SEMI_FINALS = 15;
/** Per cent. */
export const WIN_CHANCE: Record<RiskCategory, number> = { hr: 10, lr: 30 };

// The spec words the same rule differently on each form (section 5; the dashboard Profile tab's
// hint in section 2): one rule, each form's message.
export const PHONE_MESSAGES = {
  player: 'Please enter a valid 10-digit Indian mobile number',
  teammate: 'Phone number must be 10 digits',
} as const;
export const EMAIL_MESSAGES = {
  player: 'Please enter a valid email address',
  teammate: 'Please enter a valid email',
} as const;
export const AGE_MESSAGES = {
  player: 'You must be 18 years or older to participate in the championship',
  teammate: 'Teammate must be at least 18 years old',
  profile: 'Must be 18+ to participate',
} as const;

export interface Pass {
  /** The price category as the spec names it: the price in rupees, as text. */
  priceCategory: '1500' | '500' | '6000' | '2000';
  name: 'Max Pass' | 'Lite Pass';
  type: 'max' | 'lite';
  price: number;
  tier: PassTier;
}

/** The pass catalogue: the server charges these amounts and nothing else. */
export const PASSES: Record<PlayFormat, readonly Pass[]> = {
  solo: [
    { priceCategory: '1500', name: 'Max Pass', type: 'max', price: 1500, tier: 'premium' },
    { priceCategory: '500', name: 'Lite Pass', type: 'lite', price: 500, tier: 'basic' },
  ],
  squad: [
    { priceCategory: '6000', name: 'Max Pass', type: 'max', price: 6000, tier: 'premium' },
    { priceCategory: '2000', name: 'Lite Pass', type: 'lite', price: 2000, tier: 'vip' },
  ],
};

export const PRICE_CATEGORIES = ['1500', '500', '6000', '2000'] as const;
export type PriceCategory = (typeof PRICE_CATEGORIES)[number];

export function findPass(format: PlayFormat, priceCategory: string): Pass | undefined {
  return PASSES[format].find((pass) => pass.priceCategory === priceCategory);
}

export interface PrizeBreakdown {
  first: number;
  second: number;
  third: number;
  others: { count: number; amount: number; unit: 'winners' | 'teams' };
}

/** The spec's prize tables, in rupees, by format, risk and pass price. */
export const PRIZES: Record<
  PlayFormat,
  Record<RiskCategory, Partial<Record<PriceCategory, PrizeBreakdown>>>
> = {
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
  return Math.max(...PASSES[format].map((pass) => PRIZES[format][risk][pass.priceCategory]?.first ?? 0));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A whole yyyy-mm-dd date that exists: what a date input holds once it is filled in. */
export function isCompleteDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** Whole years between a date of birth (yyyy-mm-dd) and a day. */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  const beforeBirthday = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Old enough to play (spec section 9: 18 or older). */
export function isAdult(dateOfBirth: string, today: Date = new Date()): boolean {
  return ageOn(dateOfBirth, today) >= MIN_AGE;
}
