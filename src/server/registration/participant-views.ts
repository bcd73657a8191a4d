import type { EntityManager } from '@mikro-orm/postgresql';
import { passNameOf } from '../../shared/passes.ts';
import type { Identity } from '../auth/index.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { GameAccount, Teammate, type Participant } from './entities.ts';
import type { ParticipantView } from './views.ts';

export async function toParticipantView(
  em: EntityManager,
  participant: Participant,
  box: SecretBox,
  viewer: Identity,
): Promise<ParticipantView> {
  return (await toParticipantViews(em, [participant], box, viewer))[0]!;
}

/**
 * Views of many registrations with two queries in all (teammates, then paid credentials), as
 * `viewer` may see them: the game passwords of a registration are opened only for its owner; an
 * admin reading anyone else's sees them masked.
 */
export async function toParticipantViews(
  em: EntityManager,
  participants: Participant[],
  box: SecretBox,
  viewer: Identity,
): Promise<ParticipantView[]> {
  if (participants.length === 0) return [];
  const paidIds = participants.filter((p) => p.status === 'paid').map((p) => p.id);
  const [teammates, accounts] = await Promise.all([
    em.find(
      Teammate,
      { participant: { $in: participants.map((p) => p.id) } },
      { orderBy: { position: 'asc' } },
    ),
    paidIds.length ? em.find(GameAccount, { participant: { $in: paidIds } }) : Promise.resolve([]),
  ]);
  return participants.map((participant) =>
    viewOf(
      participant,
      teammates.filter((mate) => mate.participant.id === participant.id),
      accounts.filter((account) => account.participant.id === participant.id),
      participant.owner?.id === viewer.userId ? box : null,
    ),
  );
}

function viewOf(
  participant: Participant,
  teammates: Teammate[],
  accounts: GameAccount[],
  /** Null when the passwords are masked. */
  box: SecretBox | null,
): ParticipantView {
  const credentialsOf = (teammateId: string | null) => {
    const account = accounts.find((a) => (a.teammate?.id ?? null) === teammateId);
    if (!account) return { gameUsername: null, gamePassword: null, passwordMasked: false };
    return box
      ? {
          gameUsername: account.username,
          gamePassword: box.open(account.passwordSealed),
          passwordMasked: false,
        }
      : { gameUsername: account.username, gamePassword: null, passwordMasked: true };
  };
  return {
    id: participant.id,
    name: participant.name,
    phone: participant.phone,
    email: participant.email,
    state: participant.state,
    city: participant.city,
    dateOfBirth: participant.dateOfBirth ?? null,
    category: participant.category,
    selectedGame: participant.game.slug,
    gameName: participant.game.name,
    gameCategory: participant.gameCategory,
    playFormat: participant.playFormat,
    riskCategory: participant.riskCategory ?? null,
    priceCategory: participant.priceCategory ?? null,
    pass: participant.pass ?? null,
    passName: passNameOf(participant.playFormat, participant.priceCategory),
    passPrice: participant.passPrice,
    status: participant.status,
    ...credentialsOf(null),
    teammates: teammates.map((mate) => ({
      id: mate.id,
      name: mate.name,
      phone: mate.phone,
      email: mate.email,
      state: mate.state,
      city: mate.city,
      dateOfBirth: mate.dateOfBirth ?? null,
      ...credentialsOf(mate.id),
    })),
    createdAt: participant.createdAt,
    paidAt: participant.paidAt ?? null,
  };
}
