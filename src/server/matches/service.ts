import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { MATCHES_PER_MONTH } from '../../shared/registration-rules.ts';
import type { AdminMatch, AdminMatchDetail, matchResultInputSchema } from '../../shared/matches.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { AppError } from '../errors.ts';
import { notify } from '../notifications/service.ts';
import { firstMatchAfter, matchTimes } from '../qualifiers/index.ts';
import { findGroup } from '../qualifiers/service.ts';
import { paidGroupMembers, paidParticipantGroup, teammateNames } from '../registration/service.ts';
import { Match, MatchResult } from './entities.ts';
import { isUuid } from '../db/columns.ts';
import { recomputeStandings } from '../standings/index.ts';
import { invalidate } from '../cache/read-cache.ts';

const MATCH_NOT_FOUND = 'Match not found';

type ResultInput = z.output<typeof matchResultInputSchema>;

export async function listMatches(
  em: EntityManager,
  filter: { groupId?: string | undefined; participantId?: string | undefined },
): Promise<AdminMatch[]> {
  const groupId = filter.participantId
    ? (await paidParticipantGroup(em, filter.participantId)).id
    : filter.groupId;
  const matches = await em.find(Match, groupId ? { group: groupId } : {}, {
    populate: ['group.qualifier.game'],
    orderBy: { scheduledAt: 'asc' },
    limit: 500,
  });
  const counts = await resultCounts(
    em,
    matches.map((m) => m.id),
  );
  return matches.map((m) => toAdminMatch(m, counts.get(m.id) ?? 0));
}

/** One match with its group's paid registrations (their squads) and the results recorded so far. */
export async function matchDetail(em: EntityManager, id: string): Promise<AdminMatchDetail> {
  const match = await findMatch(em, id);
  const members = await paidGroupMembers(em, match.group.id);
  const teammates = await teammateNames(
    em,
    members.map((m) => m.id),
  );
  const results = await em.find(MatchResult, { match: match.id }, { orderBy: { rank: 'asc' } });
  return {
    match: {
      ...toAdminMatch(match, results.length),
      roomId: match.roomPublishedAt ? (match.roomId ?? null) : null,
    },
    members: members
      .map((m) => ({
        participantId: m.id,
        name: m.name,
        teammates: teammates.get(m.id) ?? [],
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    results: results.map((r) => ({
      participantId: r.participant.id,
      rank: r.rank,
      points: r.points,
      prize: r.prize,
      outcome: r.outcome,
      finishes: r.finishes,
    })),
  };
}

/**
 * Schedules the matches of a group that has none yet (see qualifiers/schedule.ts), from `startAt`
 * or else from the evening after now. Idempotent: a group that has matches keeps them.
 */
export async function scheduleGroup(
  em: EntityManager,
  actor: Actor,
  target: { groupId?: string | undefined; participantId?: string | undefined },
  startAt?: Date,
): Promise<{ scheduled: boolean; matches: AdminMatch[] }> {
  const group = target.participantId
    ? await paidParticipantGroup(em, target.participantId)
    : await findGroup(em, target.groupId ?? '');
  if (!group) throw new AppError('NOT_FOUND', 'Qualifier group not found', { reason: 'group.not_found' });
  const scheduled = await em.transactional(async (tx) => {
    const first = startAt ?? firstMatchAfter(new Date());
    if (!(await scheduleNewGroup(tx, group.id, first))) return false;
    recordAudit(tx, actor, 'match.schedule', {
      entity: 'qualifier_group',
      entityId: group.id,
      before: null,
      after: { matches: MATCHES_PER_MONTH, from: first },
    });
    return true;
  });
  return { scheduled, matches: await listMatches(em, { groupId: group.id }) };
}

/**
 * Gives a group without matches its five, the first at `first`; false when it has matches already.
 * A payment that opens a group calls this in its transaction, so the dates the player was shown
 * before paying (qualifiers service, `nextQualifiers`) are the dates the group gets.
 */
export async function scheduleNewGroup(em: EntityManager, groupId: string, first: Date): Promise<boolean> {
  if (await em.count(Match, { group: groupId })) return false;
  for (const [i, scheduledAt] of matchTimes(first).entries()) {
    em.create(Match, { group: groupId, number: i + 1, scheduledAt });
  }
  await em.flush();
  return true;
}

export async function createMatch(
  em: EntityManager,
  actor: Actor,
  input: { groupId: string; number: number; scheduledAt: Date },
): Promise<AdminMatch> {
  const group = await findGroup(em, input.groupId);
  if (!group) throw new AppError('NOT_FOUND', 'Qualifier group not found', { reason: 'group.not_found' });
  if (await em.count(Match, { group, number: input.number }))
    throw new AppError('CONFLICT', `This group already has a match number ${input.number}.`, {
      reason: 'match.number_taken',
      params: { number: input.number },
    });
  const match = await em.transactional(async (tx) => {
    const created = tx.create(Match, {
      group: group.id,
      number: input.number,
      scheduledAt: input.scheduledAt,
    });
    await tx.flush();
    recordAudit(tx, actor, 'match.create', {
      entity: 'match',
      entityId: created.id,
      before: null,
      after: { number: input.number, scheduledAt: input.scheduledAt },
    });
    return created;
  });
  return (await listMatches(em, { groupId: group.id })).find((m) => m.id === match.id)!;
}

export async function updateMatch(
  em: EntityManager,
  actor: Actor,
  id: string,
  change: { scheduledAt?: Date; status?: 'cancelled' },
): Promise<AdminMatch> {
  await em.transactional(async (tx) => {
    const match = await findMatch(tx, id);
    if (match.status === 'completed')
      throw new AppError('CONFLICT', 'This match has results; it cannot be changed.', {
        reason: 'match.has_results',
      });
    const before = { scheduledAt: match.scheduledAt, status: match.status };
    if (change.scheduledAt) match.scheduledAt = change.scheduledAt;
    if (change.status) match.status = change.status;
    recordAudit(tx, actor, change.status ? 'match.cancel' : 'match.reschedule', {
      entity: 'match',
      entityId: id,
      before,
      after: { scheduledAt: match.scheduledAt, status: match.status },
    });
  });
  return matchView(em, id);
}

/** Publishes room details to the group's players (visible to them from 15 minutes before). */
export async function publishRoom(
  em: EntityManager,
  actor: Actor,
  box: SecretBox,
  id: string,
  room: { roomId: string; roomPassword: string },
): Promise<AdminMatch> {
  await em.transactional(async (tx) => {
    const match = await findMatch(tx, id);
    if (match.status !== 'scheduled')
      throw new AppError('CONFLICT', 'Room details can only be published for a scheduled match.', {
        reason: 'match.not_scheduled',
      });
    match.roomId = room.roomId;
    match.roomPasswordSealed = box.seal(room.roomPassword);
    match.roomPublishedAt = new Date();
    const game = match.group.qualifier.game.name;
    for (const participant of await paidGroupMembers(tx, match.group.id)) {
      // A deleted account's pass stays in its group, with no one to tell.
      if (!participant.owner) continue;
      notify(
        tx,
        participant.owner.id,
        'room',
        `Room details for ${game} match ${match.number}`,
        'Your room ID and password are on your dashboard from 15 minutes before the start.',
      );
    }
    recordAudit(tx, actor, 'match.room', {
      entity: 'match',
      entityId: id,
      before: null,
      after: { roomId: room.roomId, roomPassword: '••••' },
    });
  });
  return matchView(em, id);
}

/** Records (or corrects) results of a match and tells each player. Only members of the group count. */
export async function recordResults(
  em: EntityManager,
  actor: Actor,
  id: string,
  results: ResultInput[],
): Promise<AdminMatch> {
  await em.transactional(async (tx) => {
    const match = await findMatch(tx, id);
    if (match.status === 'cancelled')
      throw new AppError('CONFLICT', 'This match was cancelled.', { reason: 'match.cancelled' });
    const ids = results.map((r) => r.participantId);
    if (new Set(ids).size !== ids.length)
      throw new AppError('BAD_REQUEST', 'Each registration can have one result per match.', {
        reason: 'match.duplicate_result',
      });
    const members = await paidGroupMembers(tx, match.group.id, ids);
    const outsider = ids.find((pid) => !members.some((m) => m.id === pid));
    if (outsider)
      throw new AppError('BAD_REQUEST', `Registration ${outsider} does not play in this match's group.`, {
        reason: 'match.outside_group',
        params: { registration: outsider },
      });
    for (const result of results) {
      const existing = await tx.findOne(MatchResult, { match, participant: result.participantId });
      if (existing)
        tx.assign(existing, {
          rank: result.rank,
          points: result.points,
          prize: result.prize,
          outcome: result.outcome,
          finishes: result.finishes,
        });
      else
        tx.create(MatchResult, {
          match,
          participant: result.participantId,
          rank: result.rank,
          points: result.points,
          prize: result.prize,
          outcome: result.outcome,
          finishes: result.finishes,
        });
      const owner = members.find((m) => m.id === result.participantId)!.owner;
      if (owner)
        notify(
          tx,
          owner.id,
          'results',
          `Results of ${match.group.qualifier.game.name} match ${match.number}`,
          `You finished #${result.rank}${result.prize ? ` and won ₹${result.prize.toLocaleString('en-IN')}` : ''}.`,
        );
    }
    match.status = 'completed';
    await tx.flush();
    await recomputeStandings(tx, match.group.id);
    recordAudit(tx, actor, 'match.results', {
      entity: 'match',
      entityId: id,
      before: null,
      after: { results },
    });
  });
  // The pool's public leaderboard (and every hot answer) is read again once the results are in.
  invalidate(em, 'standings');
  return matchView(em, id);
}

async function findMatch(em: EntityManager, id: string, options: { refresh?: boolean } = {}): Promise<Match> {
  const match = isUuid(id)
    ? await em.findOne(Match, id, { populate: ['group.qualifier.game'], refresh: options.refresh ?? false })
    : null;
  if (!match) throw new AppError('NOT_FOUND', MATCH_NOT_FOUND, { reason: 'match.not_found' });
  return match;
}

async function matchView(em: EntityManager, id: string): Promise<AdminMatch> {
  // Read again after the write's own transaction; no fork, which would need a second connection.
  const match = await findMatch(em, id, { refresh: true });
  return toAdminMatch(match, (await resultCounts(em, [id])).get(id) ?? 0);
}

async function resultCounts(em: EntityManager, matchIds: string[]): Promise<Map<string, number>> {
  if (!matchIds.length) return new Map();
  const counts = await em.countBy(MatchResult, 'match', { where: { match: { $in: matchIds } } });
  return new Map(Object.entries(counts));
}

function toAdminMatch(match: Match, results: number): AdminMatch {
  return {
    id: match.id,
    groupId: match.group.id,
    groupNumber: match.group.number,
    game: match.group.qualifier.game.name,
    playFormat: match.group.qualifier.playFormat,
    number: match.number,
    scheduledAt: match.scheduledAt,
    status: match.status,
    roomPublished: match.roomPublishedAt != null,
    results,
  };
}
