import { leaderboardInputSchema, leaderboardSchema } from '../../shared/leaderboards.ts';
import { PUBLIC_READ } from '../cache/http-cache.ts';
import { publicProcedure, router } from '../trpc/trpc.ts';
import { poolLeaderboard } from './leaderboard.ts';

/**
 * The public leaderboard page's read (docs/decisions/0025-championship-rules.md, "Standings"): the
 * same for everyone, so a server-rendered page reads it and hot reads keep it. An unknown pool is
 * null, not an error, so that its page renders whole (the 404 page) on the server too.
 */
export const leaderboardsRouter = router({
  pool: publicProcedure
    .meta({ ...PUBLIC_READ })
    .input(leaderboardInputSchema)
    .output(leaderboardSchema.nullable())
    .query(({ ctx, input }) => poolLeaderboard(ctx.em, input)),
});
