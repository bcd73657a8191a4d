import { z } from 'zod';
import { INDIAN_STATES } from './india.ts';
import { INDIAN_MOBILE } from './users.ts';

// Everything the registration wizard and the server agree on: formats, passes, prizes, the
// validation rules and their messages (spec sections 3, 5 and 9).

export const PLAY_FORMATS = ['solo', 'squad'] as const;
export type PlayFormat = (typeof PLAY_FORMATS)[number];

export const RISK_CATEGORIES = ['hr', 'lr'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

export const GAME_CATEGORIES = ['moba', 'fps', 'strategy', 'tactical', 'battle_royale'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const PASS_TIERS = ['premium', 'vip', 'basic'] as const;
export type PassTier = (typeof PASS_TIERS)[number];

export const MIN_AGE = 18;
export const AGE_MESSAGES = {
  player: 'You must be 18 years or older to participate in the championship',
  teammate: 'Teammate must be at least 18 years old',
} as const;
export const MAX_TEAMMATES = 5;
export const MATCHES_PER_MONTH = 5;
export const QUALIFIERS_TO_SEMI_FINALS = 15;
export const WIN_CHANCE: Record<RiskCategory, number> = { hr: 10, lr: 30 };

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

/** 1500 and 6000 give premium; 2000 gives vip; 500 gives basic. */
export function passTier(priceCategory: PriceCategory): PassTier {
  return priceCategory === '2000' ? 'vip' : priceCategory === '500' ? 'basic' : 'premium';
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

/** Whole years between a date of birth and a day (both yyyy-mm-dd or Date). */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  const beforeBirthday = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string) => isoDate.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** The fields of the personal step, with the spec's messages. */
export const personalFields = {
  name: required('Full name is required').max(100, 'Full name can have at most 100 characters'),
  phone: required('Phone number is required').regex(
    INDIAN_MOBILE,
    'Please enter a valid 10-digit Indian mobile number',
  ),
  email: required('Email is required').pipe(z.email({ error: 'Please enter a valid email address' })),
  state: required('State is required').refine(
    (s) => (INDIAN_STATES as readonly string[]).includes(s),
    'State is required',
  ),
  city: required('City is required').max(100, 'City can have at most 100 characters'),
  dateOfBirth: required('Date of birth is required').refine(validDate, 'Date of birth is required'),
};

/** Players must be 18 or older (checked once the date itself is valid). */
export const playerIsAdult: [(v: { dateOfBirth: string }) => boolean, { path: string[]; message: string }] = [
  (v) => !validDate(v.dateOfBirth) || ageOn(v.dateOfBirth) >= MIN_AGE,
  { path: ['dateOfBirth'], message: AGE_MESSAGES.player },
];

/** The personal step of the wizard. */
export const personalDetailsSchema = z.object(personalFields).refine(...playerIsAdult);

/** One teammate of a squad, with the teammate form's own messages. */
export const teammateSchema = z
  .object({
    name: required('Name is required').max(100),
    phone: required('Phone number is required').regex(/^\d{10}$/, 'Phone number must be 10 digits'),
    email: required('Email is required').pipe(z.email({ error: 'Please enter a valid email' })),
    state: required('State is required').refine(
      (s) => (INDIAN_STATES as readonly string[]).includes(s),
      'State is required',
    ),
    city: required('City is required').max(100),
    dateOfBirth: required('Date of birth is required').refine(validDate, 'Date of birth is required'),
  })
  .refine((v) => !validDate(v.dateOfBirth) || ageOn(v.dateOfBirth) >= MIN_AGE, {
    path: ['dateOfBirth'],
    message: AGE_MESSAGES.teammate,
  });
export type TeammateInput = z.infer<typeof teammateSchema>;

/**
 * POST /api/participants. The spec's payload plus what the server needs to price it: the format,
 * risk and price category. Pass tier, price and game category are derived on the server; a client
 * `passPrice` that disagrees is rejected; client `gameUsername` / `gamePassword` are ignored.
 */
export const createParticipantSchema = z
  .object({
    ...personalFields,
    selectedGame: required('Please select a game').max(80),
    playFormat: z.enum(PLAY_FORMATS, { error: 'Please choose Solo or Squad' }),
    riskCategory: z.enum(RISK_CATEGORIES, { error: 'Please choose a risk level' }),
    priceCategory: z.enum(PRICE_CATEGORIES, { error: 'Please choose a pass' }),
    passPrice: z.coerce.number().optional(),
    pass: z.enum(PASS_TIERS).optional(),
    category: z.string().optional(),
    gameCategory: z.string().optional(),
    gameUsername: z.string().optional(),
    gamePassword: z.string().optional(),
    paymentMethod: z.string().max(40).optional(),
    teammates: z
      .array(teammateSchema)
      .max(MAX_TEAMMATES, 'Maximum 5 teammates allowed per squad')
      .default([]),
    /** Makes a retried create return the first one instead of a second registration. */
    idempotencyKey: z.string().min(8).max(80).optional(),
  })
  .refine(...playerIsAdult);
export type CreateParticipant = z.input<typeof createParticipantSchema>;
