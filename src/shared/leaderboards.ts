import { z } from 'zod';
import { PRICE_CATEGORIES } from './passes.ts';
import { parsePoolCategory } from './leaderboard-paths.ts';
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
    .refine((value) => parsePoolCategory(value) !== null),
  pool: z.number().int().min(1).max(100_000),
});
export type LeaderboardInput = z.infer<typeof leaderboardInputSchema>;

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
  month: z.string(),
  format: z.enum(PLAY_FORMATS),
  tier: z.enum(RISK_CATEGORIES),
  pass: z.enum(PRICE_CATEGORIES),
  pool: z.number(),
  /** The pool's size by the rules (poolSize): the entries that compete for one prize table. */
  size: z.number(),
  /** Its paid entries now. */
  entries: z.number(),
  scoringFormat: z.enum(SCORING_FORMATS),
  /** Best first; empty until the pool's first result. */
  rows: z.array(leaderboardRowSchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
