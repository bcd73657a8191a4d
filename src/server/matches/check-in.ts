import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CHECK_IN_WINDOW_MESSAGES,
  checkInPhase,
  checkInWindow,
  type CheckInStatus,
  type CheckInWindow,
} from '../../shared/check-in.ts';
import type { AdminCheckIn } from '../../shared/matches.ts';
import { INDIA_TIME_ZONE } from '../../shared/india-time.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import type { Identity } from '../auth/index.ts';
import { isUuid } from '../db/columns.ts';
import { tablesOf } from '../db/kysely.ts';
import { AppError } from '../errors.ts';
import { paidGroupMembers } from '../registration/service.ts';
import type { AppUser } from '../users/entities.ts';
import { Match, MatchCheckIn, MatchLineup } from './entities.ts';
import { scheduleReminders } from './reminders.ts';

// Check-in (docs/decisions/0025-championship-rules.md, "Check-in"). Each match has a window, the
// game's minutes before the start unless an organiser set the match's own times; it takes
// check-ins from its opening instant (inclusive) until its closing instant (exclusive), see
// shared/check-in.ts `checkInPhase`. The entry's player (a squad's captain) checks in in the
// window; an organiser may admit (re-admit) an entry at any time until the match starts. An entry
// that did not check in is a no-show: `recordResults` takes no result for it.

const MATCH_NOT_FOUND = 'Match not found';

const inIndia = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const indianTime = (moment: Date) => `${inIndia.format(moment)} IST`;

async function matchWithGame(em: EntityManager, id: string): Promise<Match> {
  const match = isUuid(id) ? await em.findOne(Match, id, { populate: ['group.qualifier.game'] }) : null;
  if (!match) throw new AppError('NOT_FOUND', MATCH_NOT_FOUND, { reason: 'match.not_found' });
  return match;
}

/** The window a match takes check-ins in: its own times, else its game's. */
export function windowOf(match: Match): CheckInWindow {
  return checkInWindow(match.scheduledAt, match.group.qualifier.game, match);
}

/** The paid entry of the match's group with this id, or null. */
async function entryOf(em: EntityManager, match: Match, participantId: string) {
  if (!isUuid(participantId)) return null;
  const [entry] = await paidGroupMembers(em, match.group.id, [participantId]);
  return entry ?? null;
}

/** Inserts the check-in unless the entry has one (then it stays as it was); answers the one kept. */
async function insertCheckIn(
  em: EntityManager,
  row: {
    matchId: string;
    participantId: string;
    at: Date;
    by: 'player' | 'organiser';
    admittedBy: string | null;
  },
): Promise<{ created: boolean; checkIn: MatchCheckIn }> {
  const inserted = await tablesOf<typeof MatchCheckIn>(em)
    .insertInto('match_check_in')
    .values({
      id: crypto.randomUUID(),
      match_id: row.matchId,
      participant_id: row.participantId,
      checked_in_at: row.at,
      by: row.by,
      admitted_by: row.admittedBy,
    })
    .onConflict((oc) => oc.columns(['match_id', 'participant_id']).doNothing())
    .returning('id')
    .execute();
  const checkIn = await em.findOneOrFail(
    MatchCheckIn,
    { match: row.matchId, participant: row.participantId },
    { refresh: true },
  );
  return { created: inserted.length > 0, checkIn };
}

const statusOf = (checkIn: MatchCheckIn): CheckInStatus => ({
  matchId: checkIn.match.id,
  participantId: checkIn.participant.id,
  checkedInAt: checkIn.checkedInAt,
  by: checkIn.by,
});

/**
 * The player checks an entry in: the registration's owner (a squad's captain, who registered it),
 * or a game-credential session of that entry's own player. A teammate's session may not. Checking
 * in twice is one check-in (the first stays, and is answered again).
 */
export async function checkIn(
  em: EntityManager,
  auth: Identity,
  matchId: string,
  participantId: string,
  now = new Date(),
): Promise<CheckInStatus> {
  const match = await matchWithGame(em, matchId);
  const entry = await entryOf(em, match, participantId);
  const mine =
    entry !== null && (auth.pass ? auth.pass.participantId === entry.id : entry.owner?.id === auth.userId);
  // Someone else's entry, or one not in this match: as if the match were not there.
  if (!mine) throw new AppError('NOT_FOUND', MATCH_NOT_FOUND, { reason: 'match.not_found' });
  if (auth.pass?.teammateId)
    throw new AppError('FORBIDDEN', 'Only your captain can check your squad in.', {
      reason: 'check_in.captain_only',
    });
  const existing = await em.findOne(MatchCheckIn, { match: match.id, participant: entry.id });
  if (existing) return statusOf(existing);
  if (match.status !== 'scheduled')
    throw new AppError(
      'CONFLICT',
      'This match is not taking check-ins: it was cancelled or has its results.',
      {
        reason: 'check_in.not_scheduled',
      },
    );
  const window = windowOf(match);
  const phase = checkInPhase(window, now);
  if (phase === 'before')
    throw new AppError('CONFLICT', `Check-in for this match opens at ${indianTime(window.opensAt)}.`, {
      reason: 'check_in.not_open',
      params: { opensAt: window.opensAt.toISOString() },
    });
  if (phase === 'closed')
    throw new AppError('CONFLICT', 'Check-in for this match has closed.', { reason: 'check_in.closed' });
  const { checkIn: kept } = await insertCheckIn(em, {
    matchId: match.id,
    participantId: entry.id,
    at: now,
    by: 'player',
    admittedBy: null,
  });
  return statusOf(kept);
}

/** Refuses a change of a match's entries once its line-up is built (lineup.ts): it would leave one out. */
async function refuseOnceLinedUp(em: EntityManager, match: Match, what: string) {
  if (await em.count(MatchLineup, { match: match.id }))
    throw new AppError('CONFLICT', `This match's line-up is built: ${what} no longer.`, {
      reason: 'lineup.built',
    });
}

function refuseAfterStart(match: Match, now: Date, what: string) {
  if (match.status !== 'scheduled')
    throw new AppError('CONFLICT', 'This match was cancelled or has its results.', {
      reason: 'match.not_scheduled',
    });
  if (now.getTime() >= match.scheduledAt.getTime())
    throw new AppError('CONFLICT', `This match has started: ${what} only until the start.`, {
      reason: 'match.started',
    });
}

/**
 * An organiser admits an entry (re-admits one that missed check-in): a check-in by the organiser,
 * until the match starts, audited. An entry checked in already stays as it was (nothing audited).
 */
export async function admitEntry(
  em: EntityManager,
  actor: Actor,
  matchId: string,
  participantId: string,
  now = new Date(),
): Promise<CheckInStatus> {
  return em.transactional(async (tx) => {
    const match = await matchWithGame(tx, matchId);
    const entry = await entryOf(tx, match, participantId);
    if (!entry)
      throw new AppError(
        'BAD_REQUEST',
        `Registration ${participantId} does not play in this match's group.`,
        {
          reason: 'match.outside_group',
          params: { registration: participantId },
        },
      );
    refuseAfterStart(match, now, 'entries can be re-admitted');
    // An entry checked in already is answered as it is, also once the line-up is built.
    if (!(await checkedIn(tx, match.id, [entry.id])).has(entry.id))
      await refuseOnceLinedUp(tx, match, 'entries can be re-admitted');
    const { created, checkIn: kept } = await insertCheckIn(tx, {
      matchId: match.id,
      participantId: entry.id,
      at: now,
      by: 'organiser',
      admittedBy: actor.userId,
    });
    if (created)
      recordAudit(tx, actor, 'match.check_in_admit', {
        entity: 'match',
        entityId: match.id,
        before: null,
        after: { participantId: entry.id, name: entry.name, checkedInAt: now },
      });
    return statusOf(kept);
  });
}

/**
 * Sets a match's own check-in window (an edge not given keeps its current time), e.g. extends an
 * open window: until the start, closing at the latest at the start, opening before it closes.
 * Audited with the window before and after.
 */
export async function setCheckInWindow(
  em: EntityManager,
  actor: Actor,
  matchId: string,
  change: { opensAt?: Date | undefined; closesAt?: Date | undefined },
  now = new Date(),
): Promise<CheckInWindow> {
  return em.transactional(async (tx) => {
    const match = await matchWithGame(tx, matchId);
    refuseAfterStart(match, now, 'check-in can be changed');
    await refuseOnceLinedUp(tx, match, 'check-in can be changed');
    const before = windowOf(match);
    const after = { opensAt: change.opensAt ?? before.opensAt, closesAt: change.closesAt ?? before.closesAt };
    if (after.closesAt.getTime() > match.scheduledAt.getTime())
      throw new AppError('BAD_REQUEST', CHECK_IN_WINDOW_MESSAGES.afterStart, {
        reason: 'match.check_in_after_start',
      });
    if (after.opensAt.getTime() >= after.closesAt.getTime())
      throw new AppError('BAD_REQUEST', CHECK_IN_WINDOW_MESSAGES.order, { reason: 'match.check_in_order' });
    match.checkInOpensAt = after.opensAt;
    match.checkInClosesAt = after.closesAt;
    // Its check-in reminders follow the new window.
    await scheduleReminders(tx, match, match.group.qualifier.game);
    recordAudit(tx, actor, 'match.check_in_window', { entity: 'match', entityId: match.id, before, after });
    return after;
  });
}

/** The ids of the entries checked in to a match, among `participantIds`. */
export async function checkedIn(
  em: EntityManager,
  matchId: string,
  participantIds: string[],
): Promise<Set<string>> {
  if (!participantIds.length) return new Set();
  const rows = await em.find(MatchCheckIn, { match: matchId, participant: { $in: participantIds } });
  return new Set(rows.map((r) => r.participant.id));
}

/** Every paid entry of the match's group with its check-in (or none), for the console. */
export async function checkInList(
  em: EntityManager,
  match: Match,
  members: { id: string; name: string }[],
): Promise<AdminCheckIn[]> {
  const rows = await em.find(MatchCheckIn, { match: match.id });
  const byEntry = new Map(rows.map((r) => [r.participant.id, r]));
  const admins = await organiserNames(
    em,
    rows.flatMap((r) => (r.admittedBy && isUuid(r.admittedBy) ? [r.admittedBy] : [])),
  );
  const nameOf = (id: string | null | undefined) => (id ? (admins.get(id) ?? id) : null);
  return members
    .map((m) => {
      const row = byEntry.get(m.id);
      return {
        participantId: m.id,
        name: m.name,
        checkedInAt: row?.checkedInAt ?? null,
        by: row?.by ?? null,
        admittedBy: row?.by === 'organiser' ? nameOf(row.admittedBy) : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Organisers' names (else their e-mail) by account id. */
async function organiserNames(em: EntityManager, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await tablesOf<typeof AppUser>(em)
    .selectFrom('app_user as u')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('u.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((u) => [u.id, [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email || u.id]),
  );
}
