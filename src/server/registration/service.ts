import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { CreateParticipant, TeammateInput } from '../../shared/registration.ts';
import { type PlayFormat, type RiskCategory } from '../../shared/registration-rules.ts';
import { findPass, type PriceCategory } from '../../shared/passes.ts';
import type { Identity } from '../auth/identity.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { AppError } from '../errors.ts';
import { Game } from '../games/entities.ts';
import { AppUser } from '../users/entities.ts';
import { issueCredentials, prepareCredentials } from './game-accounts.ts';
import { GameAccount, Participant, Teammate } from './entities.ts';
import type { ParticipantView } from './views.ts';
import { isUuid } from '../db/columns.ts';

export const PARTICIPANT_NOT_FOUND = 'Registration not found';

/**
 * Registers a pass. Price, tier and game category come from the catalogue and the game, never
 * from the client; credentials are generated here for the player and each teammate. One
 * transaction; a retry with the same idempotency key returns the first registration.
 */
export async function createParticipant(
  em: EntityManager,
  caller: Identity,
  input: CreateParticipant & {
    teammates: TeammateInput[];
    playFormat: PlayFormat;
    riskCategory: RiskCategory;
    priceCategory: PriceCategory;
  },
  box: SecretBox,
): Promise<Participant> {
  if (input.idempotencyKey) {
    const earlier = await em.findOne(Participant, {
      owner: caller.userId,
      idempotencyKey: input.idempotencyKey,
    });
    if (earlier) return earlier;
  }
  const game = await em.findOne(Game, { slug: input.selectedGame });
  if (!game) throw new AppError('BAD_REQUEST', 'Please select a game');
  if (!game.openForRegistration)
    throw new AppError('BAD_REQUEST', `${game.name} is not open for registration.`);
  const pass = findPass(input.playFormat, input.priceCategory);
  if (!pass) throw new AppError('BAD_REQUEST', 'This pass is not available for the chosen format.');
  if (input.passPrice !== undefined && input.passPrice !== pass.price) {
    throw new AppError('BAD_REQUEST', 'The pass price does not match our catalogue.');
  }
  if (input.playFormat === 'solo' && input.teammates.length > 0) {
    throw new AppError('BAD_REQUEST', 'Teammates can only be added to a squad.');
  }

  const credentials = await Promise.all(
    Array.from({ length: 1 + input.teammates.length }, () => prepareCredentials(box)),
  );
  try {
    return await em.transactional(async (tx) => {
      const participant = tx.create(Participant, {
        owner: tx.getReference(AppUser, caller.userId),
        name: input.name,
        phone: input.phone,
        email: input.email.toLowerCase(),
        state: input.state,
        city: input.city,
        dateOfBirth: input.dateOfBirth,
        category: 'student',
        game,
        gameCategory: game.category,
        playFormat: input.playFormat,
        riskCategory: input.riskCategory,
        priceCategory: input.priceCategory,
        pass: pass.tier,
        passPrice: pass.price,
        idempotencyKey: input.idempotencyKey ?? null,
      });
      const teammates = input.teammates.map((mate, position) =>
        tx.create(Teammate, { participant, position, ...mate, email: mate.email.toLowerCase() }),
      );
      await tx.flush();
      await issueCredentials(tx, participant, null, credentials[0]!);
      for (const [i, mate] of teammates.entries())
        await issueCredentials(tx, participant, mate, credentials[i + 1]!);
      return participant;
    });
  } catch (error) {
    // Two requests with one idempotency key raced: the first one won.
    if (error instanceof UniqueConstraintViolationException && input.idempotencyKey) {
      const first = await em
        .fork()
        .findOne(Participant, { owner: caller.userId, idempotencyKey: input.idempotencyKey });
      if (first) return first;
    }
    throw error;
  }
}

/** The participant if the caller owns it or is an admin; anyone else gets 404, not 403. */
export async function findVisibleParticipant(
  em: EntityManager,
  caller: Identity,
  id: string,
): Promise<Participant> {
  const participant = isUuid(id) ? await em.findOne(Participant, id, { populate: ['game'] }) : null;
  if (!participant || (participant.owner.id !== caller.userId && caller.role !== 'admin')) {
    throw new AppError('NOT_FOUND', PARTICIPANT_NOT_FOUND);
  }
  return participant;
}

export async function listParticipants(
  em: EntityManager,
  caller: Identity,
  options: { all?: boolean },
): Promise<Participant[]> {
  const where = options.all && caller.role === 'admin' ? {} : { owner: caller.userId };
  return em.find(Participant, where, { populate: ['game'], orderBy: { createdAt: 'desc' }, limit: 200 });
}

export async function toParticipantView(
  em: EntityManager,
  participant: Participant,
  box: SecretBox,
): Promise<ParticipantView> {
  return (await toParticipantViews(em, [participant], box))[0]!;
}

/** Views of many registrations with two queries in all (teammates, then paid credentials). */
export async function toParticipantViews(
  em: EntityManager,
  participants: Participant[],
  box: SecretBox,
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
      box,
    ),
  );
}

function viewOf(
  participant: Participant,
  teammates: Teammate[],
  accounts: GameAccount[],
  box: SecretBox,
): ParticipantView {
  const credentialsOf = (teammateId: string | null) => {
    const account = accounts.find((a) => (a.teammate?.id ?? null) === teammateId);
    return account
      ? { gameUsername: account.username, gamePassword: box.open(account.passwordSealed) }
      : { gameUsername: null, gamePassword: null };
  };
  const pass = findPass(participant.playFormat, participant.priceCategory)!;
  return {
    id: participant.id,
    name: participant.name,
    phone: participant.phone,
    email: participant.email,
    state: participant.state,
    city: participant.city,
    dateOfBirth: participant.dateOfBirth,
    category: participant.category,
    selectedGame: participant.game.slug,
    gameName: participant.game.name,
    gameCategory: participant.gameCategory,
    playFormat: participant.playFormat,
    riskCategory: participant.riskCategory,
    priceCategory: participant.priceCategory,
    pass: participant.pass,
    passName: pass.name,
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
      dateOfBirth: mate.dateOfBirth,
      ...credentialsOf(mate.id),
    })),
    createdAt: participant.createdAt,
    paidAt: participant.paidAt ?? null,
  };
}
