import { z } from 'zod';
import { PLAY_FORMATS, RISK_CATEGORIES } from './registration-rules.ts';
import { PRICE_CATEGORIES } from './passes.ts';

/**
 * What a prize pool not full when its qualifier starts does (docs/decisions/0025-championship-rules.md):
 * `play` for the full table, `merge` into the previous pool of its tier and pass, or `cancel` and
 * refund every entry. The organiser sets it per qualifier before its first match starts.
 */
export const UNDERFILLED_RULES = ['play', 'merge', 'cancel'] as const;
export type UnderfilledRule = (typeof UNDERFILLED_RULES)[number];

/** What a pool's start did to it: it plays, its entries merged into another pool, or it was cancelled. */
/** A monthly qualifier, or a season's Semi-Finals event (decision 25, "The road to the National Finals"). */
export const QUALIFIER_STAGES = ['qualifier', 'semi-final'] as const;
export type QualifierStage = (typeof QUALIFIER_STAGES)[number];

export const START_OUTCOMES = ['played', 'merged', 'cancelled'] as const;
export type StartOutcome = (typeof START_OUTCOMES)[number];

/** The pool of one tier and pass a player paying now joins: its number, size and places left. */
export const nextPoolSchema = z.object({
  riskCategory: z.enum(RISK_CATEGORIES),
  priceCategory: z.enum(PRICE_CATEGORIES),
  /** The pool's number in its tier and pass (1, 2, ...); a pool not opened yet has the next one. */
  number: z.number(),
  size: z.number(),
  placesLeft: z.number(),
  /** The pool's match times (those a new pool gets, when it is not opened yet). */
  matchTimes: z.array(z.date()),
});
export type NextPool = z.infer<typeof nextPoolSchema>;

/**
 * The qualifier a player who pays now joins, per game and format: its five match times. A group
 * that has not been scheduled yet shows the times it will get when its first player pays.
 */
export const nextQualifierSchema = z.object({
  game: z.string().describe("The game's slug"),
  playFormat: z.enum(PLAY_FORMATS),
  /** The qualifier's month, yyyy-mm in India. */
  month: z.string(),
  /** The match times of the first pool that takes entries (see `pools` for each tier and pass). */
  matchTimes: z.array(z.date()),
  /** What a pool not full at the start does (the organiser's choice; `play` until set). */
  underfilledRule: z.enum(UNDERFILLED_RULES),
  /** Per risk tier and pass, the pool a payer now joins. */
  pools: z.array(nextPoolSchema),
});
export type NextQualifier = z.infer<typeof nextQualifierSchema>;

/** A pool as the console lists it. */
export const adminPoolSchema = z.object({
  id: z.string(),
  qualifierId: z.string(),
  game: z.string().describe("The game's slug"),
  gameName: z.string(),
  playFormat: z.enum(PLAY_FORMATS),
  month: z.string(),
  /** `semi-final`: a season's Semi-Finals pool (its month is the season's start; decision 25). */
  stage: z.enum(QUALIFIER_STAGES),
  /** Null for a group made before pools, and for the Semi-Finals. */
  riskCategory: z.enum(RISK_CATEGORIES).nullable(),
  priceCategory: z.enum(PRICE_CATEGORIES).nullable(),
  number: z.number(),
  size: z.number(),
  filled: z.number(),
  placesLeft: z.number(),
  /** A match of the pool has begun: it is joined no more. */
  started: z.boolean(),
  underfilledRule: z.enum(UNDERFILLED_RULES),
  /** The qualifier's first match has begun: its rule can no longer change. */
  qualifierStarted: z.boolean(),
  /** What its start did, once applied (null before): played, merged into another pool, or cancelled. */
  startOutcome: z.enum(START_OUTCOMES).nullable(),
});
export type AdminPool = z.infer<typeof adminPoolSchema>;

export const setUnderfilledRuleSchema = z.object({
  game: z.string().min(1).max(60).describe("The game's slug"),
  playFormat: z.enum(PLAY_FORMATS),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is yyyy-mm'),
  rule: z.enum(UNDERFILLED_RULES),
});

/**
 * What its pool's start did to a pass, when it did more than play (decision 25): `cancelled`, its
 * pool `pool` was not full and was cancelled (the entry refunded in full); `merged`, its pool `pool`
 * was not full and its entries joined the pool it plays in now.
 */
export const poolStartNoticeSchema = z.object({
  outcome: z.enum(['merged', 'cancelled']),
  pool: z.number(),
});
export type PoolStartNotice = z.infer<typeof poolStartNoticeSchema>;

/** The notice of a pass in pool `pool` whose start was `outcome`, moved from pool `mergedFrom` if any. */
export function poolStartNotice(
  outcome: StartOutcome | null,
  pool: number,
  mergedFrom: number | null,
): PoolStartNotice | null {
  if (outcome === 'cancelled') return { outcome, pool };
  return mergedFrom === null ? null : { outcome: 'merged', pool: mergedFrom };
}
