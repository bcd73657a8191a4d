import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminUserDetail } from '../../shared/admin-users.ts';
import { Participant, Teammate } from './entities.ts';

/** An account's registrations, newest first, at most `limit` of them with their total. */
export async function registrationsOfOwner(
  em: EntityManager,
  ownerId: string,
  limit: number,
): Promise<AdminUserDetail['registrations']> {
  const [found, total] = await em.findAndCount(
    Participant,
    { owner: ownerId },
    { populate: ['game'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit },
  );
  const teammates = found.length
    ? await em.countBy(Teammate, 'participant', { where: { participant: { $in: found.map((p) => p.id) } } })
    : {};
  return {
    total,
    items: found.map((p) => ({
      id: p.id,
      game: p.game.name,
      playFormat: p.playFormat,
      pass: p.pass ?? null,
      passPrice: p.passPrice,
      status: p.status,
      playerName: p.name,
      teammates: teammates[p.id] ?? 0,
      createdAt: p.createdAt,
      paidAt: p.paidAt ?? null,
    })),
  };
}

/** Whose passes a read covers: an account's, or one pass (a game-credential session's). */
export type PlayerScope = { ownerId: string } | { participantId: string };

/** The column of the `participant p` alias that keeps a query inside `scope`, and its value. */
export const scopeColumn = (scope: PlayerScope) =>
  'participantId' in scope
    ? (['p.id', scope.participantId] as const)
    : (['p.owner_id', scope.ownerId] as const);
