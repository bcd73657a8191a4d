import type { EntityManager } from '@mikro-orm/postgresql';
import { MEMBERSHIP_FEE, type Overview } from '../../shared/dashboard.ts';
import { membership } from './membership.ts';
import { activity, passCards } from './queries.ts';

/** The Overview tab: National Finals membership and the passes still being played. */
export async function dashboardOverview(em: EntityManager, userId: string): Promise<Overview> {
  const [{ passes, top3 }, current] = await Promise.all([
    activity(em, userId),
    passCards(em, { ownerId: userId }, 0, 20),
  ]);
  return {
    membership: { annualFee: MEMBERSHIP_FEE, ...membership(passes, top3) },
    activePasses: current
      .filter((p) => p.status === 'active')
      .map(({ id, game, mode, type, matchesCompleted, matchesRequired, matchesNeeded }) => ({
        id,
        game,
        mode,
        type,
        matchesCompleted,
        matchesRequired,
        matchesNeeded,
      })),
  };
}
