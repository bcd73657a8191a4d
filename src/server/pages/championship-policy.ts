import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChampionshipPolicy } from '../../shared/championship-policy.ts';
import {
  AUTO_CLOSE_AFTER_HOURS,
  CHECK_IN,
  FINAL_INVITES,
  HEAD_TO_HEAD_POINTS,
  REPORT_WINDOW_MINUTES,
  SEASON_POINTS,
  SEMI_FINAL_INVITES,
  poolSize,
  prizePlaces,
  realChance,
} from '../../shared/championship-rules.ts';
import { PASSES } from '../../shared/passes.ts';
import {
  MATCHES_PER_MONTH,
  PLAY_FORMATS,
  QUALIFIERS_TO_SEMI_FINALS,
  RISK_CATEGORIES,
  WIN_CHANCE,
  prizeBreakdown,
} from '../../shared/registration-rules.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { listGames } from '../games/service.ts';

/**
 * The numbers the Game Policy page publishes (docs/decisions/0025-championship-rules.md): the
 * rules' settings and every game's scoring and check-in, through the read cache that a change of a
 * game invalidates (so the server-rendered page stays a hot read and is never stale).
 */
export async function championshipPolicy(
  em: EntityManager,
  settings: { disputeWindowHours: number },
): Promise<ChampionshipPolicy> {
  return cachedRead(em, 'games', 'championship-policy', async (fork) => {
    const games = await listGames(fork);
    return {
      matchesPerQualifier: MATCHES_PER_MONTH,
      pools: PLAY_FORMATS.flatMap((playFormat) =>
        RISK_CATEGORIES.flatMap((riskCategory) =>
          PASSES[playFormat].map(({ priceCategory }) => ({
            playFormat,
            riskCategory,
            priceCategory,
            promisedPercent: WIN_CHANCE[riskCategory],
            prizePlaces: prizePlaces(prizeBreakdown(playFormat, riskCategory, priceCategory)!),
            size: poolSize(playFormat, riskCategory, priceCategory),
            realPercent: Math.round(realChance(playFormat, riskCategory, priceCategory) * 1000) / 10,
          })),
        ),
      ),
      checkIn: { opensMinutes: CHECK_IN.opensMinutesBefore, closesMinutes: CHECK_IN.closesMinutesBefore },
      games: games.map((game) => ({
        name: game.name,
        scoringFormat: game.scoringFormat,
        placementPoints: game.placementPoints,
        pointsPerFinish: game.pointsPerFinish,
        checkInOpensMinutes: game.checkInOpensMinutes,
        checkInClosesMinutes: game.checkInClosesMinutes,
      })),
      headToHead: { ...HEAD_TO_HEAD_POINTS },
      reportWindowMinutes: REPORT_WINDOW_MINUTES,
      disputeWindowHours: settings.disputeWindowHours,
      autoCloseAfterHours: AUTO_CLOSE_AFTER_HOURS,
      seasonPoints: { ...SEASON_POINTS },
      qualifiersPerSeason: QUALIFIERS_TO_SEMI_FINALS,
      semiFinalInvites: { ...SEMI_FINAL_INVITES },
      finalInvites: { ...FINAL_INVITES },
    };
  });
}
