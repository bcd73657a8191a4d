import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit, type Actor } from '../audit/service.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { AppError } from '../errors.ts';
import { GameAccount, Teammate } from './entities.ts';
import { findVisibleParticipant } from './service.ts';
import type { RevealedCredentials } from './views.ts';

/**
 * Opens the sealed game passwords of a paid registration for an admin (support: a player who
 * lost theirs). Admin reads mask them, so every reveal is a deliberate call with an audit row
 * naming the admin and the usernames shown; the passwords themselves never reach the log.
 */
export async function revealCredentials(
  em: EntityManager,
  actor: Actor,
  id: string,
  box: SecretBox,
): Promise<RevealedCredentials> {
  return em.transactional(async (tx) => {
    const participant = await findVisibleParticipant(
      tx,
      { userId: actor.userId, role: 'admin', pass: null },
      id,
    );
    if (participant.status !== 'paid')
      throw new AppError('CONFLICT', 'This registration is not paid yet, so it has no credentials to show.');
    const accounts = await tx.find(GameAccount, { participant: participant.id });
    const teammates = await tx.find(
      Teammate,
      { participant: participant.id },
      { orderBy: { position: 'asc' } },
    );
    const accountOf = (teammateId: string | null) => {
      const account = accounts.find((a) => (a.teammate?.id ?? null) === teammateId);
      if (!account) throw new Error(`Registration ${participant.id} has no game account for ${teammateId}`);
      return { gameUsername: account.username, gamePassword: box.open(account.passwordSealed) };
    };
    const revealed: RevealedCredentials = {
      id: participant.id,
      ...accountOf(null),
      teammates: teammates.map((mate) => ({ id: mate.id, name: mate.name, ...accountOf(mate.id) })),
    };
    recordAudit(tx, actor, 'participant.credentials.reveal', {
      entity: 'Participant',
      entityId: participant.id,
      before: null,
      after: { usernames: [revealed.gameUsername, ...revealed.teammates.map((m) => m.gameUsername)] },
    });
    return revealed;
  });
}
