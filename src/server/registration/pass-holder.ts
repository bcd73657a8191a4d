import type { EntityManager } from '@mikro-orm/postgresql';
import type { PassHolder } from '../../shared/dashboard.ts';
import type { PassScope } from '../auth/index.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { GameAccount, Participant, Teammate } from './entities.ts';

/**
 * The pass a game-credential session belongs to, as its holder may see it: their own name and
 * credentials, the game, and the squad by name only (no phones, e-mails or others' credentials).
 */
export async function passHolderView(
  em: EntityManager,
  scope: PassScope,
  box: SecretBox,
): Promise<PassHolder> {
  const [participant, teammates, account] = await Promise.all([
    em.findOneOrFail(Participant, scope.participantId, { populate: ['game'] }),
    em.find(Teammate, { participant: scope.participantId }, { orderBy: { position: 'asc' } }),
    em.findOneOrFail(GameAccount, scope.gameAccountId),
  ]);
  const holder = scope.teammateId ? teammates.find((mate) => mate.id === scope.teammateId) : participant;
  if (!holder) throw new Error('The game account of a pass session lost its teammate');
  return {
    participantId: participant.id,
    game: participant.game.name,
    mode: participant.playFormat,
    name: holder.name,
    player: scope.teammateId ? 'teammate' : 'leader',
    gameUsername: account.username,
    gamePassword: box.open(account.passwordSealed),
    squad:
      participant.playFormat === 'squad'
        ? [
            { name: participant.name, player: 'leader' as const, you: scope.teammateId === null },
            ...teammates.map((mate) => ({
              name: mate.name,
              player: 'teammate' as const,
              you: mate.id === scope.teammateId,
            })),
          ]
        : [],
  };
}
