import { z } from 'zod';
import { PRICE_CATEGORIES } from './passes.ts';
import { SEMI_FINALS_SEGMENT, parsePoolCategory } from './leaderboard-paths.ts';
import { QUALIFIER_STAGES } from './qualifiers.ts';
import { PLAY_FORMATS, RISK_CATEGORIES, SCORING_FORMATS } from './registration-rules.ts';

// What the public leaderboard page of a pool reads (docs/decisions/0025-championship-rules.md,
// "Standings"); its URL is in leaderboard-paths.ts.

/** The URL's segments as the page reads them (`leaderboards.pool`'s input). */
export const leaderboardInputSchema = z.object({
  game: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  format: z.enum(PLAY_FORMATS),
  category: z
    .string()
    .max(12)
    .refine((value) => value === SEMI_FINALS_SEGMENT || parsePoolCategory(value) !== null),
  /** The Semi-Finals' one pool is 1. */
  pool: z.number().int().min(1).max(100_000),
  /** Every row; without it the first LEADERBOARD_FIRST_ROWS (the page's "Show all", `?all=1`). */
  all: z.boolean().optional(),
});
export type LeaderboardInput = z.infer<typeof leaderboardInputSchema>;

/**
 * The rows a leaderboard read carries unless asked for all: a phone on slow 4G draws and hydrates
 * 50 rows well inside the blog's budget, 280 not (Lighthouse's total blocking time,
 * `npm run bench:web`), and the page's inlined state stays small.
 */
export const LEADERBOARD_FIRST_ROWS = 50;

export const leaderboardRowSchema = z.object({
  rank: z.number(),
  /** The public name only (the player's chosen one, else the default); a squad's captain's. */
  name: z.string(),
  /** A squad's teammates besides its captain ("+ N"); 0 for a solo entry. */
  teammates: z.number(),
  points: z.number(),
  matchesPlayed: z.number(),
  wins: z.number(),
  finishes: z.number(),
  buchholz: z.number(),
  scoreDifference: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  game: z.object({ slug: z.string(), name: z.string() }),
  /** The qualifier's month; the Semi-Finals': the season's start. */
  month: z.string(),
  format: z.enum(PLAY_FORMATS),
  /** A monthly qualifier's pool, or the season's Semi-Finals (decision 25): no tier nor pass. */
  stage: z.enum(QUALIFIER_STAGES),
  tier: z.enum(RISK_CATEGORIES).nullable(),
  pass: z.enum(PRICE_CATEGORIES).nullable(),
  pool: z.number(),
  /** The pool's size by the rules (poolSize): the entries that compete for one prize table; the Semi-Finals': the number invited. */
  size: z.number(),
  /** Its paid entries now. */
  entries: z.number(),
  scoringFormat: z.enum(SCORING_FORMATS),
  /** Best first; empty until the pool's first result; the first LEADERBOARD_FIRST_ROWS unless `all`. */
  rows: z.array(leaderboardRowSchema),
  /** How many rows the standings have in all (more than `rows` holds when not all were asked for). */
  ranked: z.number(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
