import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { TeammateInput } from '../../shared/registration.ts';
import { teammatesStillNeeded } from '../../shared/registration-rules.ts';
import type { Identity } from '../auth/index.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { AppError } from '../errors.ts';
import { emit } from '../notifications/service.ts';
import { CLIENT_PATHS } from '../../shared/client-routes.ts';
import { GameAccount, Participant, SquadInvite, Teammate } from './entities.ts';
import { issueCredentials, prepareCredentials } from './game-accounts.ts';
import { findVisibleParticipant } from './service.ts';

export const INVITE_GONE = 'This invite link is not valid or has expired.';
const SQUAD_FULL = 'This squad is already full.';
export const ALREADY_JOINED =
  'You have already joined this squad. Your game credentials were shown when you joined; once the captain has paid, they sign you in to your dashboard, where you see them again.';

export interface InviteView {
  token: string;
  captain: string;
  game: string;
  teamSize: number;
  players: number;
  placesLeft: number;
}

/** The captain's link for an unpaid squad registration: the same one however often it is asked. */
export async function inviteFor(
  em: EntityManager,
  caller: Identity,
  participantId: string,
): Promise<InviteView> {
  const participant = await findVisibleParticipant(em, caller, participantId);
  if (participant.owner?.id !== caller.userId)
    throw new AppError('NOT_FOUND', 'Registration not found', { reason: 'registration.not_found' });
  if (participant.playFormat !== 'squad' || participant.status !== 'pending_payment')
    throw new AppError('CONFLICT', 'Only a squad that is waiting for payment can invite teammates.', {
      reason: 'invite.not_waiting',
    });
  let invite = await em.findOne(SquadInvite, { participant });
  if (!invite) {
    await em
      .createQueryBuilder(SquadInvite)
      .insert({
        token: randomBytes(32).toString('base64url'),
        participant: participant.id,
        createdAt: new Date(),
      })
      .onConflict('participant')
      .ignore()
      .execute('run');
    invite = await em.findOneOrFail(SquadInvite, { participant });
  }
  return viewOf(em, invite.token, participant);
}

/** What anyone with the link sees: who invites, to which game, and how many places are left. */
export async function readInvite(em: EntityManager, token: string): Promise<InviteView> {
  const participant = await openSquad(em, token);
  return viewOf(em, token, participant);
}

/**
 * A teammate joins through the link with their own details (already checked with the teammate
 * rules, 18+ included) and gets their game credentials at once; they sign in once the captain has
 * paid. The registration is locked while joining, so the last place goes to one person only. A
 * phone or e-mail already in the squad is refused without credentials: the link and a teammate's
 * e-mail are all anyone would need to read that teammate's password otherwise (issue 24). The
 * teammate sees them again on their pass, signed in.
 */
export async function joinInvite(
  em: EntityManager,
  token: string,
  input: TeammateInput,
  box: SecretBox,
): Promise<{ name: string; gameUsername: string; gamePassword: string }> {
  const credentials = prepareCredentials(box);
  return em.transactional(async (tx) => {
    const participant = await openSquad(tx, token, LockMode.PESSIMISTIC_WRITE);
    const teammates = await tx.find(Teammate, { participant }, { orderBy: { position: 'asc' } });
    const email = input.email.toLowerCase();
    const again = teammates.find((mate) => mate.phone === input.phone || mate.email === email);
    if (again) throw new AppError('CONFLICT', ALREADY_JOINED, { reason: 'invite.already_joined' });
    if (teammatesStillNeeded(participant.game.teamSize, teammates.length) === 0)
      throw new AppError('CONFLICT', SQUAD_FULL, { reason: 'invite.squad_full' });
    const mate = tx.create(Teammate, {
      participant,
      position: (teammates.at(-1)?.position ?? -1) + 1,
      ...input,
      email,
    });
    await tx.flush();
    await issueCredentials(tx, participant, mate, credentials);
    await tellCaptain(tx, participant, mate, teammates.length + 1);
    const account = await tx.findOneOrFail(GameAccount, { teammate: mate });
    return {
      name: mate.name,
      gameUsername: account.username,
      gamePassword: box.open(account.passwordSealed),
    };
  });
}

/**
 * The captain hears each teammate joining, and when the squad is full (so it can pay). Teammates
 * have no accounts of their own before the pass is paid, so only the captain is told.
 */
async function tellCaptain(tx: EntityManager, participant: Participant, mate: Teammate, joined: number) {
  if (!participant.owner) return;
  const size = participant.game.teamSize;
  const common = { userIds: [participant.owner.id], path: CLIENT_PATHS.dashboard };
  await emit(tx, {
    ...common,
    type: 'squad.invite-accepted',
    key: `squad.invite-accepted:${mate.id}`,
    params: {
      player: mate.name.split(/\s+/)[0] ?? mate.name,
      game: participant.game.name,
      joined: 1 + joined,
      size,
    },
  });
  if (teammatesStillNeeded(size, joined) === 0)
    await emit(tx, {
      ...common,
      type: 'squad.complete',
      key: `squad.complete:${participant.id}`,
      params: { game: participant.game.name, size },
    });
}

async function openSquad(em: EntityManager, token: string, lockMode?: LockMode): Promise<Participant> {
  const invite = /^[\w-]{20,64}$/.test(token) ? await em.findOne(SquadInvite, token) : null;
  if (!invite) throw new AppError('NOT_FOUND', INVITE_GONE, { reason: 'invite.gone' });
  const participant = await em.findOne(Participant, invite.participant.id, lockMode ? { lockMode } : {});
  if (!participant || participant.status !== 'pending_payment')
    throw new AppError('NOT_FOUND', INVITE_GONE, { reason: 'invite.gone' });
  await em.populate(participant, ['game']);
  return participant;
}

async function viewOf(em: EntityManager, token: string, participant: Participant): Promise<InviteView> {
  const teammates = await em.count(Teammate, { participant });
  return {
    token,
    captain: participant.name.split(/\s+/)[0] ?? participant.name,
    game: participant.game.name,
    teamSize: participant.game.teamSize,
    players: 1 + teammates,
    placesLeft: teammatesStillNeeded(participant.game.teamSize, teammates),
  };
}
