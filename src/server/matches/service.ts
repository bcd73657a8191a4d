import type { EntityManager } from '@mikro-orm/postgresql';
import { MATCHES_PER_MONTH } from '../../shared/registration-rules.ts';
import {
  type AdminMatch,
  type AdminMatchDetail,
  type MatchResultInput,
  type ResultImportPreview,
  type ScoredResult,
} from '../../shared/matches.ts';
import { HEAD_TO_HEAD_POINTS, lobbyPoints } from '../../shared/championship-rules.ts';
import type { ScoringFormat } from '../../shared/registration-rules.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { AppError } from '../errors.ts';
import { emit } from '../notifications/service.ts';
import { CLIENT_PATHS } from '../../shared/client-routes.ts';
import { firstMatchAfter, matchTimes } from '../qualifiers/index.ts';
import { findGroup } from '../qualifiers/service.ts';
import { paidGroupMembers, paidParticipantGroup, teammateNames } from '../registration/service.ts';
import { Match, MatchResult } from './entities.ts';
import { isUuid } from '../db/columns.ts';
import { poolStandings, recomputeStandings } from '../standings/index.ts';
import { reopenIfClosed } from '../prizes/index.ts';
import { checkedIn, checkInList, windowOf } from './check-in.ts';
import { lockMatch, openDisputes } from './disputes.ts';
import { checkResults, lineupOf, refuseUnpaired, withByeWin } from './lineup.ts';
import {
  roomPublished,
  scheduleNewReminders,
  scheduleReminders,
  tellCancelled,
  tellMoved,
} from './reminders.ts';

export { admitEntry } from './check-in.ts';
import { confirmedResults, previewOf, readResultFile, scoredOf } from './result-import.ts';
import { invalidate } from '../cache/read-cache.ts';

const MATCH_NOT_FOUND = 'Match not found';

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
  const window = windowOf(match);
  return {
    match: {
      ...toAdminMatch(match, results.length),
      roomId: match.roomPublishedAt ? (match.roomId ?? null) : null,
      scoringFormat: match.group.qualifier.game.scoringFormat,
      placementPoints: match.group.qualifier.game.placementPoints,
      pointsPerFinish: match.group.qualifier.game.pointsPerFinish,
    },
    members: members
      .map((m) => ({
        participantId: m.id,
        name: m.name,
        teammates: teammates.get(m.id) ?? [],
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    results: results.map((r) => ({ ...scoredOf(r), points: r.points })),
    checkIn: {
      ...window,
      custom: match.checkInOpensAt != null || match.checkInClosesAt != null,
      entries: await checkInList(em, match, members),
    },
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
  const matches = matchTimes(first).map((scheduledAt, i) =>
    em.create(Match, { group: groupId, number: i + 1, scheduledAt }),
  );
  await em.flush();
  await remindOf(em, matches);
  return true;
}

/** Writes the reminders of new matches (reminders.ts), in the caller's transaction. */
async function remindOf(em: EntityManager, matches: Match[]): Promise<void> {
  await em.populate(matches, ['group.qualifier.game']);
  await scheduleNewReminders(
    em,
    matches.map((match) => ({ match, game: match.group.qualifier.game })),
  );
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
    await remindOf(tx, [created]);
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
  now = new Date(),
): Promise<AdminMatch> {
  await em.transactional(async (tx) => {
    const match = await findMatch(tx, id);
    if (match.status === 'completed')
      throw new AppError('CONFLICT', 'This match has results; it cannot be changed.', {
        reason: 'match.has_results',
      });
    const before = { scheduledAt: match.scheduledAt, status: match.status };
    const moved =
      change.scheduledAt !== undefined && change.scheduledAt.getTime() !== match.scheduledAt.getTime();
    if (change.scheduledAt) {
      // A window the organisers set for the match moves with it, as the game's does.
      const shift = (at: Date | null | undefined) =>
        at ? new Date(at.getTime() + change.scheduledAt!.getTime() - match.scheduledAt.getTime()) : null;
      match.checkInOpensAt = shift(match.checkInOpensAt);
      match.checkInClosesAt = shift(match.checkInClosesAt);
      match.scheduledAt = change.scheduledAt;
    }
    if (change.status) match.status = change.status;
    await tellPlayers(tx, match, now, {
      moved,
      cancelled: change.status === 'cancelled' && before.status !== 'cancelled',
    });
    recordAudit(tx, actor, change.status ? 'match.cancel' : 'match.reschedule', {
      entity: 'match',
      entityId: id,
      before,
      after: { scheduledAt: match.scheduledAt, status: match.status },
    });
  });
  return matchView(em, id);
}

/**
 * A scheduled match moved or was cancelled: its reminders move (or are cancelled) and its players
 * are told, in the change's transaction (reminders.ts).
 */
async function tellPlayers(
  tx: EntityManager,
  match: Match,
  now: Date,
  change: { moved: boolean; cancelled: boolean },
) {
  await tx.flush();
  if (change.cancelled) return tellCancelled(tx, match);
  if (!change.moved || match.status !== 'scheduled') return;
  await scheduleReminders(tx, match, match.group.qualifier.game);
  // A match moved into the past is a correction of the record (the demo's schedule): nothing to tell.
  if (match.scheduledAt.getTime() > now.getTime()) await tellMoved(tx, match);
}

/**
 * Publishes room details to the group's players: shown to them, and told (room.released), from 15
 * minutes before, or at once when published later than that (reminders.ts).
 */
export async function publishRoom(
  em: EntityManager,
  actor: Actor,
  box: SecretBox,
  id: string,
  room: { roomId: string; roomPassword: string },
  now = new Date(),
): Promise<AdminMatch> {
  await em.transactional(async (tx) => {
    const match = await findMatch(tx, id);
    if (match.status !== 'scheduled')
      throw new AppError('CONFLICT', 'Room details can only be published for a scheduled match.', {
        reason: 'match.not_scheduled',
      });
    match.roomId = room.roomId;
    match.roomPasswordSealed = box.seal(room.roomPassword);
    match.roomPublishedAt = now;
    await tx.flush();
    await roomPublished(tx, match, now);
    recordAudit(tx, actor, 'match.room', {
      entity: 'match',
      entityId: id,
      before: null,
      after: { roomId: room.roomId, roomPassword: '••••' },
    });
  });
  return matchView(em, id);
}

/**
 * Records (or corrects) results of a match and tells each player. Only members of the group count.
 * What a result gives follows the game's scoring format, and its points are computed here
 * (docs/decisions/0025-championship-rules.md, "Results and scoring").
 */
export async function recordResults(
  em: EntityManager,
  actor: Actor,
  id: string,
  results: MatchResultInput[],
): Promise<AdminMatch> {
  await em.transactional(async (tx) => {
    const match = await findMatch(tx, id);
    await writeResults(tx, actor, match, results, 'match.results');
  });
  // The pool's public leaderboard (and every hot answer) is read again once the results are in.
  invalidate(em, 'standings');
  return matchView(em, id);
}

/**
 * Checks results against the match's game and group, then stores them with their points, tells
 * each player, completes the match and recomputes the pool's standings, all in the caller's
 * transaction. Refused as a whole, with each problem named, when one result is wrong.
 */
export async function writeResults(
  tx: EntityManager,
  actor: Actor,
  match: Match,
  given: MatchResultInput[],
  action: 'match.results' | 'match.import' | 'dispute.decision',
): Promise<ScoredResult[]> {
  if (match.status === 'cancelled')
    throw new AppError('CONFLICT', 'This match was cancelled.', { reason: 'match.cancelled' });
  const ids = given.map((r) => r.participantId);
  if (new Set(ids).size !== ids.length)
    throw new AppError('BAD_REQUEST', 'Each registration can have one result per match.', {
      reason: 'match.duplicate_result',
    });
  const members = await paidGroupMembers(tx, match.group.id);
  const named = [...ids, ...given.flatMap((r) => (r.opponentId ? [r.opponentId] : []))];
  const outsider = named.find((pid) => !members.some((m) => m.id === pid));
  if (outsider)
    throw new AppError('BAD_REQUEST', `Registration ${outsider} does not play in this match's group.`, {
      reason: 'match.outside_group',
      params: { registration: outsider },
    });
  const game = match.group.qualifier.game;
  const existing = await tx.find(MatchResult, { match }, { orderBy: { rank: 'asc' } });
  // A built line-up (lineup.ts) decides each lobby's placements and each pairing; its bye wins.
  const lineup = await lineupOf(tx, match.id);
  const recorded = existing.map(scoredOf);
  const inputs = withByeWin(given, lineup, recorded);
  const { results, issues, unpaired } = checkResults(game.scoringFormat, inputs, members, recorded, lineup);
  refuseUnpaired(unpaired, inputs, members);
  if (issues.length) {
    const nameOf = (index: number) => members.find((m) => m.id === inputs[index]!.participantId)!.name;
    throw new AppError(
      'BAD_REQUEST',
      issues
        .slice(0, 5)
        .map((issue) => `${nameOf(issue.index)}: ${issue.message}`)
        .join('; ') + (issues.length > 5 ? `; and ${issues.length - 5} more` : ''),
      { reason: 'match.invalid_results' },
    );
  }
  // A no-show (docs/decisions/0025-championship-rules.md, "Check-in") scores nothing and the
  // match does not count for it: only checked-in entries get results.
  const present = await checkedIn(tx, match.id, ids);
  const noShows = members.filter((m) => ids.includes(m.id) && !present.has(m.id)).map((m) => m.name || m.id);
  if (noShows.length)
    throw new AppError(
      'BAD_REQUEST',
      `Not checked in to this match: ${noShows.join(', ')}. A no-show gets no result; leave ${noShows.length === 1 ? 'it' : 'them'} out, or re-admit before the start.`,
      { reason: 'match.no_show', params: { entries: noShows.join(', ') } },
    );
  const scoring = { placementPoints: game.placementPoints, pointsPerFinish: game.pointsPerFinish };
  const before = [];
  const after = [];
  for (const result of results) {
    const points =
      game.scoringFormat === 'placement'
        ? lobbyPoints({ placement: result.rank, finishes: result.finishes }, scoring)
        : HEAD_TO_HEAD_POINTS[result.outcome];
    const values = {
      rank: result.rank,
      points,
      outcome: result.outcome,
      finishes: result.finishes,
      opponent: result.opponentId,
      scoreFor: result.scoreFor,
      scoreAgainst: result.scoreAgainst,
    };
    const old = existing.find((r) => r.participant.id === result.participantId);
    if (old) {
      before.push({ ...scoredOf(old), points: old.points });
      // A correction keeps a prize recorded per match before prizes went to the pool's close.
      tx.assign(old, values);
    } else tx.create(MatchResult, { match, participant: result.participantId, prize: 0, ...values });
    after.push({ ...result, points });
  }
  match.status = 'completed';
  await tx.flush();
  const ranksBefore = await poolRanks(tx, match.group.id);
  await recomputeStandings(tx, match.group.id);
  await tellResults(tx, match, members, after, ranksBefore);
  await reopenIfClosed(tx, match.group.id);
  // Results the organisers enter are checked against the players' reports; a decision is final.
  if (action !== 'dispute.decision') {
    await lockMatch(tx, match.id);
    await openDisputes(tx, actor, match);
  }
  recordAudit(tx, actor, action, {
    entity: 'match',
    entityId: match.id,
    before: before.length ? { results: before } : null,
    after: { results: after },
  });
  return results;
}

async function poolRanks(tx: EntityManager, groupId: string): Promise<Map<string, number>> {
  return new Map((await poolStandings(tx, groupId)).map((row) => [row.participantId, row.rank]));
}

/**
 * Tells each player their result and their rank in the pool after it ("rank changed" when it
 * moved). A correction is told again; the same result written twice is told once.
 */
async function tellResults(
  tx: EntityManager,
  match: Match,
  members: Awaited<ReturnType<typeof paidGroupMembers>>,
  results: (ScoredResult & { points: number })[],
  ranksBefore: Map<string, number>,
): Promise<void> {
  const ranksAfter = await poolRanks(tx, match.group.id);
  for (const result of results) {
    const owner = members.find((m) => m.id === result.participantId)!.owner;
    if (!owner) continue;
    await emit(tx, {
      type: 'result.recorded',
      key: `result.recorded:${match.id}:${result.participantId}:${result.rank}:${result.points}`,
      userIds: [owner.id],
      params: {
        game: match.group.qualifier.game.name,
        match: match.number,
        ...resultParams(match.group.qualifier.game.scoringFormat, result),
        poolRank: ranksAfter.get(result.participantId) ?? '',
        previousRank: ranksBefore.get(result.participantId) ?? '',
      },
      path: CLIENT_PATHS.dashboard,
    });
  }
}

/** What the result's sentence is made from (texts/results.ts). */
function resultParams(format: ScoringFormat, result: ScoredResult & { points: number }) {
  const base = { rank: result.rank, points: result.points, finishes: result.finishes };
  if (format === 'placement') return { ...base, outcome: 'placement', score: '' };
  if (!result.opponentId) return { ...base, outcome: 'bye', score: '' };
  const score = result.scoreFor + result.scoreAgainst > 0 ? `${result.scoreFor}–${result.scoreAgainst}` : '';
  return { ...base, outcome: result.outcome, score };
}

/** Reads and checks a lobby's result file for a match; writes nothing (see result-import.ts). */
export async function previewResultImport(
  em: EntityManager,
  id: string,
  file: string,
): Promise<ResultImportPreview> {
  return previewOf(await readResultFile(em, await findMatch(em, id), file));
}

/**
 * Imports a lobby's result file the organiser previewed: read and checked again in the transaction
 * that writes it, and refused as a whole, with its problems by line, unless it has none.
 */
export async function importResults(
  em: EntityManager,
  actor: Actor,
  id: string,
  file: string,
): Promise<AdminMatch> {
  await em.transactional(async (tx) => {
    const match = await findMatch(tx, id);
    if (match.status === 'cancelled')
      throw new AppError('CONFLICT', 'This match was cancelled.', { reason: 'match.cancelled' });
    await writeResults(
      tx,
      actor,
      match,
      confirmedResults(await readResultFile(tx, match, file)),
      'match.import',
    );
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
