import { z } from 'zod';
import { PRICE_CATEGORIES } from './passes.ts';
import { PLAY_FORMATS, RISK_CATEGORIES, SCORING_FORMATS } from './registration-rules.ts';

// The championship's rules as the Game Policy page publishes them
// (docs/decisions/0025-championship-rules.md): every number comes from the settings the product
// runs on (src/shared/championship-rules.ts, the prize tables and the game data), never from the
// page's prose, so a change to a number changes the published page with it.

const perFormat = z.object({ solo: z.number(), squad: z.number() });

export const championshipPolicySchema = z.object({
  matchesPerQualifier: z.number(),
  /** One row per format, risk tier and pass: the pool that competes for one prize table. */
  pools: z.array(
    z.object({
      playFormat: z.enum(PLAY_FORMATS),
      riskCategory: z.enum(RISK_CATEGORIES),
      priceCategory: z.enum(PRICE_CATEGORIES),
      /** The advertised win chance, in per cent. */
      promisedPercent: z.number(),
      /** 3 plus the table's "others". */
      prizePlaces: z.number(),
      size: z.number(),
      /** A full pool's real chance, in per cent to one decimal (at or above the promise). */
      realPercent: z.number(),
    }),
  ),
  /** The default check-in window; a game may have its own (see `games`). */
  checkIn: z.object({ opensMinutes: z.number(), closesMinutes: z.number() }),
  games: z.array(
    z.object({
      name: z.string(),
      scoringFormat: z.enum(SCORING_FORMATS),
      placementPoints: z.array(z.number()),
      pointsPerFinish: z.number(),
      checkInOpensMinutes: z.number(),
      checkInClosesMinutes: z.number(),
    }),
  ),
  headToHead: z.object({ win: z.number(), draw: z.number(), loss: z.number() }),
  reportWindowMinutes: z.number(),
  disputeWindowHours: z.number(),
  autoCloseAfterHours: z.number(),
  seasonPoints: z.object({
    first: z.number(),
    second: z.number(),
    third: z.number(),
    otherPrizePlace: z.number(),
    playedEveryMatch: z.number(),
  }),
  qualifiersPerSeason: z.number(),
  semiFinalInvites: perFormat,
  finalInvites: perFormat,
});
export type ChampionshipPolicy = z.infer<typeof championshipPolicySchema>;
