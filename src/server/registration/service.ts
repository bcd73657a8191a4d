import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { CreateParticipant, TeammateInput, personalDetailsSchema } from '../../shared/registration.ts';
import {
  MAX_UNPAID_REGISTRATIONS,
  TOO_MANY_UNPAID_MESSAGE,
  squadTooLargeMessage,
  teammatesStillNeeded,
  type PlayFormat,
  type RiskCategory,
} from '../../shared/registration-rules.ts';
import { findPass, type PriceCategory } from '../../shared/passes.ts';
import type { Identity } from '../auth/index.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { AppError } from '../errors.ts';
import { emit } from '../notifications/service.ts';
import { CLIENT_PATHS } from '../../shared/client-routes.ts';
import { formatRupees } from '../../shared/money.ts';
import { findGame } from '../games/service.ts';
import type { QualifierGroup } from '../qualifiers/entities.ts';
import { issueAllCredentials, prepareCredentials } from './game-accounts.ts';
import { GameAccount, Participant, SquadInvite, Teammate } from './entities.ts';
import { escapeLike } from '../db/sql.ts';
import { isUuid } from '../db/columns.ts';
import { sql } from '../db/sql.ts';

const PARTICIPANT_NOT_FOUND = 'Registration not found';

/** The registration's game and pass, once its choices are all allowed; refused with why otherwise. */
async function checkedChoices(
  em: EntityManager,
  input: Pick<CreateParticipant, 'selectedGame' | 'passPrice'> & {
    teammates: TeammateInput[];
    playFormat: PlayFormat;
    priceCategory: PriceCategory;
  },
) {
  const game = await findGame(em, input.selectedGame);
  if (!game)
    throw new AppError('BAD_REQUEST', 'Please select a game', { reason: 'registration.game_missing' });
  if (!game.openForRegistration)
    throw new AppError('BAD_REQUEST', `${game.name} is not open for registration.`, {
      reason: 'registration.game_closed',
      params: { game: game.name },
    });
  const pass = findPass(input.playFormat, input.priceCategory);
  if (!pass)
    throw new AppError('BAD_REQUEST', 'This pass is not available for the chosen format.', {
      reason: 'registration.pass_unavailable',
    });
  if (input.passPrice !== undefined && input.passPrice !== pass.price) {
    throw new AppError('BAD_REQUEST', 'The pass price does not match our catalogue.', {
      reason: 'registration.price_mismatch',
    });
  }
  if (input.playFormat === 'solo' && input.teammates.length > 0) {
    throw new AppError('BAD_REQUEST', 'Teammates can only be added to a squad.', {
      reason: 'registration.solo_teammates',
    });
  }
  if (input.playFormat === 'squad' && input.teammates.length > game.teamSize - 1) {
    throw new AppError('BAD_REQUEST', squadTooLargeMessage(game.name, game.teamSize), {
      reason: 'registration.squad_too_large',
      params: { game: game.name, size: game.teamSize, most: game.teamSize - 1 },
    });
  }
  return { game, pass };
}

/**
 * Registers a pass. Price, tier and game category come from the catalogue and the game, never
 * from the client; credentials are generated here for the player and each teammate. One
 * transaction; a retry with the same idempotency key returns the first registration. An account
 * holds at most MAX_UNPAID_REGISTRATIONS unpaid ones (expire stale ones first, see
 * payments/expiry.ts).
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
  const { game, pass } = await checkedChoices(em, input);

  const credentials = Array.from({ length: 1 + input.teammates.length }, () => prepareCredentials(box));
  try {
    return await em.transactional(async (tx) => {
      // One account's creates take turns, so requests arriving together cannot pass the limit
      // together; a retry of one that went through while this one waited gets that one. Raw SQL:
      // the ORM has no advisory locks.
      await sql(tx, 'select pg_advisory_xact_lock(hashtext(?))', [`registration:${caller.userId}`]);
      if (input.idempotencyKey) {
        const earlier = await tx.findOne(Participant, {
          owner: caller.userId,
          idempotencyKey: input.idempotencyKey,
        });
        if (earlier) return earlier;
      }
      const open = await tx.count(Participant, { owner: caller.userId, status: 'pending_payment' });
      if (open >= MAX_UNPAID_REGISTRATIONS)
        throw new AppError('CONFLICT', TOO_MANY_UNPAID_MESSAGE, {
          reason: 'registration.too_many_unpaid',
        });
      const participant = tx.create(Participant, {
        owner: caller.userId,
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
      await issueAllCredentials(
        tx,
        participant,
        [null, ...teammates].map((mate, i) => [mate, credentials[i]!]),
      );
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
  if (!participant || (participant.owner?.id !== caller.userId && caller.role !== 'admin')) {
    throw new AppError('NOT_FOUND', PARTICIPANT_NOT_FOUND, { reason: 'registration.not_found' });
  }
  return participant;
}

export interface RegistrationSummary {
  id: string;
  gameName: string;
  passPrice: number;
  name: string;
  email: string;
  phone: string;
}

/** What a payment names of the registration it pays for (its order notes, its checkout page). */
export async function registrationSummary(
  em: EntityManager,
  id: string,
): Promise<RegistrationSummary | null> {
  const participant = await em.findOne(Participant, id, { populate: ['game'] });
  if (!participant) return null;
  const { name, email, phone, passPrice } = participant;
  return { id, gameName: participant.game.name, passPrice, name, email, phone };
}

/** PUT /api/participants/{id}: the personal details of a registration the caller may see. */
export async function updateParticipantDetails(
  em: EntityManager,
  caller: Identity,
  id: string,
  details: z.infer<typeof personalDetailsSchema>,
): Promise<Participant> {
  const participant = await findVisibleParticipant(em, caller, id);
  em.assign(participant, { ...details, email: details.email.toLowerCase() });
  await em.flush();
  return participant;
}

/** Cancels a registration. A paid one only an admin may cancel: its refund goes through support. */
export async function cancelParticipant(em: EntityManager, caller: Identity, id: string): Promise<void> {
  const participant = await findVisibleParticipant(em, caller, id);
  if (participant.status === 'paid' && caller.role !== 'admin') {
    throw new AppError(
      'CONFLICT',
      'A paid registration cannot be cancelled here. Please contact support for a refund.',
      { reason: 'registration.paid_no_cancel' },
    );
  }
  await em.nativeDelete(Participant, { id: participant.id });
}

/** What stays of a person on a registration whose account was deleted. */
const ANONYMOUS = {
  name: 'Deleted player',
  phone: '',
  email: '',
  state: '',
  city: '',
  dateOfBirth: null,
};

/** The ids of the registrations an account owns (its data download reads what hangs off them). */
export async function ownedParticipantIds(em: EntityManager, userId: string): Promise<string[]> {
  const rows = await em.find(Participant, { owner: userId }, { fields: ['id'] });
  return rows.map((r) => r.id);
}

/**
 * When an account is deleted, inside its transaction: a paid registration stays, because its
 * payment is a money record, but without its owner, anything personal (the player's and the
 * teammates') or its game credentials; an unpaid one carries no money and goes (a payment it had
 * stays, linked to nothing).
 */
export async function anonymiseRegistrationsOf(
  em: EntityManager,
  userId: string,
  erasedAs: string | null = null,
  email: string | null = null,
): Promise<void> {
  // Their own place in someone else's squad is their data too (docs/decisions/0027-invoices-and-data-rights.md).
  if (email) await em.nativeUpdate(Teammate, { email: { $ilike: escapeLike(email) } }, ANONYMOUS);
  const registrations = await em.find(Participant, { owner: userId }, { fields: ['id', 'status'] });
  const paid = registrations.filter((r) => r.status === 'paid').map((r) => r.id);
  const unpaid = registrations.filter((r) => r.status !== 'paid').map((r) => r.id);
  if (unpaid.length) await em.nativeDelete(Participant, { id: { $in: unpaid } });
  if (!paid.length) return;
  await em.nativeDelete(GameAccount, { participant: { $in: paid } });
  // The invite links named the captain's squad; nobody joins an erased player's squad any more.
  await em.nativeDelete(SquadInvite, { participant: { $in: paid } });
  await em.nativeUpdate(
    Participant,
    { id: { $in: paid } },
    { ...ANONYMOUS, owner: null, idempotencyKey: null, erasedOwner: erasedAs },
  );
  await em.nativeUpdate(Teammate, { participant: { $in: paid } }, ANONYMOUS);
}

/** How many registrations a qualifier's groups hold: the next one goes into the group with room. */
/**
 * How many more teammates a squad registration needs before it can pay (0 for solo or a complete
 * squad). The participant's game must be loaded.
 */
export async function teammatesMissing(em: EntityManager, participant: Participant): Promise<number> {
  if (participant.playFormat !== 'squad') return 0;
  const teammates = await em.count(Teammate, { participant });
  return teammatesStillNeeded(participant.game.teamSize, teammates);
}

/**
 * The registration a payment is for, with its game; call inside the payment's transaction. Locked,
 * so it cannot expire while it is being paid (nor be paid while it expires).
 */
export async function participantForPayment(em: EntityManager, participantId: string): Promise<Participant> {
  const participant = await em.findOneOrFail(Participant, participantId, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
  });
  await em.populate(participant, ['game']);
  return participant;
}

/**
 * Unpaid registrations made before `cutoff` (at most `limit`), for the whole site or limited to
 * one account or one registration. Plain rows: nothing enters the identity map.
 */
export async function staleUnpaidRegistrations(
  em: EntityManager,
  cutoff: Date,
  scope: { ownerId?: string | undefined; participantId?: string | undefined },
  limit: number,
): Promise<string[]> {
  if (scope.participantId !== undefined && !isUuid(scope.participantId)) return [];
  const rows = await em
    .createQueryBuilder(Participant)
    .select('id')
    .where({
      status: 'pending_payment',
      createdAt: { $lt: cutoff },
      ...(scope.ownerId !== undefined ? { owner: scope.ownerId } : {}),
      ...(scope.participantId !== undefined ? { id: scope.participantId } : {}),
    })
    .orderBy({ createdAt: 'asc' })
    .limit(limit)
    .execute<{ id: string }[]>('all');
  return rows.map((row) => row.id);
}

/**
 * Expires unpaid registrations: each still unpaid once locked becomes `expired` and its game
 * credentials (the player's and the teammates') are deleted, so their usernames are free again.
 * Answers the ids it expired. Call inside a transaction, after locking their payments.
 */
export async function expireRegistrations(em: EntityManager, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await em
    .createQueryBuilder(Participant)
    .select('id')
    .where({ id: { $in: ids }, status: 'pending_payment' })
    .setLockMode(LockMode.PESSIMISTIC_WRITE)
    .execute<{ id: string }[]>('all');
  const expired = rows.map((row) => row.id);
  if (!expired.length) return [];
  await em.nativeUpdate(Participant, { id: { $in: expired } }, { status: 'expired' });
  await em.nativeDelete(GameAccount, { participant: { $in: expired } });
  await tellExpired(em, expired);
  return expired;
}

/** Each owner hears that the place went because the entry fee did not come in time. */
async function tellExpired(em: EntityManager, ids: string[]): Promise<void> {
  const rows = await em.find(Participant, { id: { $in: ids }, owner: { $ne: null } }, { populate: ['game'] });
  for (const row of rows)
    await emit(em, {
      type: 'payment.failed',
      key: `registration.expired:${row.id}`,
      userIds: [row.owner!.id],
      params: { why: 'expired', game: row.game.name, amount: formatRupees(row.passPrice) },
      path: CLIENT_PATHS.dashboard,
    });
}

/** A paid registration plays in the qualifier group it was placed in; flushed with the payment. */
export function markRegistrationPaid(participant: Participant, group: QualifierGroup, paidAt: Date): void {
  participant.status = 'paid';
  participant.paidAt = paidAt;
  participant.group = group;
}

/** Moves a paid entry to another pool of its qualifier (a pool merged at its start, decision 25). */
export function movePaidEntry(participant: Participant, group: QualifierGroup): void {
  participant.mergedFrom = participant.group?.id ?? null;
  participant.group = group;
}

/** The qualifier group of a paid registration (for the organisers' match calls). */
export async function paidParticipantGroup(
  em: EntityManager,
  participantId: string,
): Promise<QualifierGroup> {
  const participant = isUuid(participantId)
    ? await em.findOne(Participant, participantId, { populate: ['group'] })
    : null;
  if (!participant)
    throw new AppError('NOT_FOUND', PARTICIPANT_NOT_FOUND, { reason: 'registration.not_found' });
  if (!participant.group)
    throw new AppError('CONFLICT', 'This registration is not paid yet, so it has no group.', {
      reason: 'registration.unpaid_group',
    });
  return participant.group;
}

/** The paid registrations of a group, or those of them among `ids`. */
/** The names of each registration's teammates, in their order, by registration id. */
export async function teammateNames(
  em: EntityManager,
  participantIds: string[],
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>(participantIds.map((id) => [id, []]));
  if (!participantIds.length) return names;
  const teammates = await em.find(
    Teammate,
    { participant: { $in: participantIds } },
    { orderBy: { position: 'asc' } },
  );
  for (const mate of teammates) names.get(mate.participant.id)?.push(mate.name);
  return names;
}

export async function paidGroupMembers(
  em: EntityManager,
  groupId: string,
  ids?: string[],
): Promise<Participant[]> {
  return em.find(Participant, { group: groupId, status: 'paid', ...(ids ? { id: { $in: ids } } : {}) });
}

/** A game username's registration, as a result file names it. */
export interface UsernameEntry {
  /** As stored: upper case. */
  username: string;
  participantId: string;
  groupId: string | null;
  paid: boolean;
}

/**
 * The registrations behind these game usernames (any case), for a lobby's result file: a squad's
 * captain and each of its teammates have one, and every one of them names the squad's entry.
 */
export async function entriesOfGameUsernames(
  em: EntityManager,
  usernames: string[],
): Promise<UsernameEntry[]> {
  const wanted = [...new Set(usernames.map((u) => u.trim().toUpperCase()).filter(Boolean))];
  if (!wanted.length) return [];
  const accounts = await em.find(GameAccount, { username: { $in: wanted } }, { populate: ['participant'] });
  return accounts.map((account) => ({
    username: account.username,
    participantId: account.participant.id,
    groupId: account.participant.group?.id ?? null,
    paid: account.participant.status === 'paid',
  }));
}

/** Where a free entry goes and whose it is (docs/decisions/0025-championship-rules.md, "The Semi-Finals as built"). */
export interface FreeEntry {
  ownerId: string;
  gameId: string;
  playFormat: PlayFormat;
  /** The season's qualifier groups: the owner's latest paid entry among them gives the details. */
  fromGroups: string[];
  group: QualifierGroup;
  /** Makes the entry once per invitation: its key among the owner's registrations. */
  key: string;
}

/**
 * A free entry (no pass, no fee, no payment) for an invited account: paid at once, so the
 * dashboard, check-in and standings treat it as any entry, with fresh game credentials. Its
 * personal details, and a squad's roster, are copied from the owner's latest paid entry of the
 * season. Idempotent by `key`; call in the transaction that holds the invitation's row lock.
 */
export async function createFreeEntry(
  em: EntityManager,
  box: SecretBox,
  entry: FreeEntry,
): Promise<Participant> {
  const earlier = await em.findOne(Participant, { owner: entry.ownerId, idempotencyKey: entry.key });
  if (earlier) return earlier;
  const source = await em.findOne(
    Participant,
    {
      owner: entry.ownerId,
      game: entry.gameId,
      playFormat: entry.playFormat,
      status: 'paid',
      pass: { $ne: null },
      group: { $in: entry.fromGroups },
    },
    { orderBy: [{ paidAt: 'desc' }, { id: 'asc' }], populate: ['game'] },
  );
  // Season points (and so the invitation) only come from a paid entry of the season.
  if (!source) throw new Error('An invited account has no paid entry in the season');
  const teammates =
    entry.playFormat === 'squad'
      ? await em.find(Teammate, { participant: source }, { orderBy: { position: 'asc' } })
      : [];
  const now = new Date();
  const participant = em.create(Participant, {
    owner: entry.ownerId,
    name: source.name,
    phone: source.phone,
    email: source.email,
    state: source.state,
    city: source.city,
    dateOfBirth: source.dateOfBirth ?? null,
    category: source.category,
    game: source.game,
    gameCategory: source.gameCategory,
    playFormat: source.playFormat,
    riskCategory: null,
    priceCategory: null,
    pass: null,
    passPrice: 0,
    status: 'paid',
    paidAt: now,
    group: entry.group,
    idempotencyKey: entry.key,
  });
  const mates = teammates.map((mate) =>
    em.create(Teammate, {
      participant,
      position: mate.position,
      name: mate.name,
      phone: mate.phone,
      email: mate.email,
      state: mate.state,
      city: mate.city,
      dateOfBirth: mate.dateOfBirth ?? null,
    }),
  );
  await em.flush();
  await issueAllCredentials(
    em,
    participant,
    [null, ...mates].map((mate) => [mate, prepareCredentials(box)]),
  );
  return participant;
}
