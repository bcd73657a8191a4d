import type { EntityManager } from '@mikro-orm/postgresql';
import { checkInWindow } from '../../shared/check-in.ts';
import { INDIA_TIME_ZONE } from '../../shared/india-time.ts';
import { tablesOf } from '../db/kysely.ts';
import type { Game } from '../games/entities.ts';
import { emit, type EventParams } from '../notifications/service.ts';
import type { QualifierGroup } from '../qualifiers/entities.ts';
import type { Participant } from '../registration/entities.ts';
import { ScheduledNotification, type Match, type MatchCheckIn } from './entities.ts';

// Match-time reminders (issue 28): check-in opening, check-in closing in 10 minutes (to entries
// not checked in), and the room details released (15 minutes before the start, the reveal of
// `upcomingMatchesOf`, or when the organiser publishes the room if later). Their rows are written
// in the transaction that schedules, moves or cancels the match; the match-reminders job tells
// each once at its time. A moved or cancelled match is told to its players at once.

const MINUTE = 60_000;
/** Room details are shown to players from this long before the start (player-reads.ts). */
export const ROOM_REVEAL_MINUTES = 15;
/** "Check-in closes in 10 minutes". */
export const CLOSING_REMINDER_MINUTES = 10;

type ReminderEvent = ScheduledNotification['event'];
type Timing = Pick<Match, 'id' | 'scheduledAt' | 'checkInOpensAt' | 'checkInClosesAt' | 'roomPublishedAt'>;
type CheckInMinutes = Pick<Game, 'checkInOpensMinutes' | 'checkInClosesMinutes'>;

/** When each reminder of a match is due; null: none (a window shorter than the closing reminder). */
export function reminderTimes(match: Timing, game: CheckInMinutes): Record<ReminderEvent, Date | null> {
  const window = checkInWindow(match.scheduledAt, game, match);
  const closing = new Date(window.closesAt.getTime() - CLOSING_REMINDER_MINUTES * MINUTE);
  const reveal = new Date(match.scheduledAt.getTime() - ROOM_REVEAL_MINUTES * MINUTE);
  const published = match.roomPublishedAt;
  return {
    'check-in.open': window.opensAt,
    'check-in.closing': closing.getTime() >= window.opensAt.getTime() ? closing : null,
    'room.released': published && published.getTime() > reveal.getTime() ? published : reveal,
  };
}

const reminderKey = (event: ReminderEvent, matchId: string) => `${event}:${matchId}`;

function createReminder(em: EntityManager, matchId: string, event: ReminderEvent, dueAt: Date): void {
  em.create(ScheduledNotification, { match: matchId, event, dueAt, key: reminderKey(event, matchId) });
}

/**
 * Writes the reminders of matches created in the caller's transaction, which can have none yet:
 * no read, and one insert for them all (a new pool's five matches are fifteen reminders).
 */
export async function scheduleNewReminders(
  em: EntityManager,
  matches: readonly { match: Timing; game: CheckInMinutes }[],
): Promise<void> {
  for (const { match, game } of matches)
    for (const [event, dueAt] of Object.entries(reminderTimes(match, game)) as [ReminderEvent, Date | null][])
      if (dueAt) createReminder(em, match.id, event, dueAt);
  await em.flush();
}

/**
 * Writes (or moves) a scheduled match's reminders, in the caller's transaction: pending ones take
 * their new time, sent ones stay sent, one that no longer applies is cancelled.
 */
export async function scheduleReminders(
  em: EntityManager,
  match: Timing,
  game: CheckInMinutes,
): Promise<void> {
  const times = reminderTimes(match, game);
  const existing = await em.find(ScheduledNotification, { match: match.id });
  for (const [event, dueAt] of Object.entries(times) as [ReminderEvent, Date | null][]) {
    const row = existing.find((r) => r.event === event);
    if (row?.status === 'sent') continue;
    if (!row) {
      if (dueAt) createReminder(em, match.id, event, dueAt);
      continue;
    }
    if (dueAt) Object.assign(row, { dueAt, status: 'pending' });
    else row.status = 'cancelled';
  }
  await em.flush();
}

/** Cancels the pending reminders of these matches, in the caller's transaction. */
export async function cancelReminders(em: EntityManager, matchIds: readonly string[]): Promise<void> {
  if (!matchIds.length) return;
  await em.nativeUpdate(
    ScheduledNotification,
    { match: { $in: [...matchIds] }, status: 'pending' },
    { status: 'cancelled' },
  );
}

type MatchWithGame = Match & { group: QualifierGroup & { qualifier: { game: Game } } };

const indiaDate = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, dateStyle: 'medium' });
const indiaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** What every match event's texts, SMS variables and WhatsApp parameters are made from. */
export function matchParams(match: MatchWithGame): EventParams {
  const game = match.group.qualifier.game;
  const window = checkInWindow(match.scheduledAt, game, match);
  return {
    game: game.name,
    match: match.number,
    pool: match.group.number,
    date: indiaDate.format(match.scheduledAt),
    time: indiaClock.format(match.scheduledAt),
    closesAt: indiaClock.format(window.closesAt),
  };
}

/** The page that shows a player's matches, with the room details once released. */
export const MATCH_PAGE = '/dashboard';

/**
 * The accounts a match's message goes to: the owners of the paid entries of its pool (a squad's
 * captain, who registered it), optionally only those not checked in. Teammates have no account of
 * their own on an entry (registration/entities.ts `Teammate`): the captain is told.
 */
export async function matchRecipients(
  em: EntityManager,
  match: Pick<Match, 'id'> & { group: Pick<QualifierGroup, 'id'> },
  options: { notCheckedIn?: boolean } = {},
): Promise<string[]> {
  let query = tablesOf<typeof Participant | typeof MatchCheckIn>(em)
    .selectFrom('participant as p')
    .select('p.owner_id')
    .distinct()
    .where('p.group_id', '=', match.group.id)
    .where('p.status', '=', 'paid')
    .where('p.owner_id', 'is not', null);
  if (options.notCheckedIn)
    query = query.where((w) =>
      w.not(
        w.exists(
          w
            .selectFrom('match_check_in as ci')
            .select('ci.id')
            .whereRef('ci.participant_id', '=', 'p.id')
            .where('ci.match_id', '=', match.id),
        ),
      ),
    );
  const rows = await query.execute();
  return rows.map((r) => r.owner_id!);
}

/** Tells a match's players it moved to its (new) time; a second move is told again. */
export async function tellMoved(em: EntityManager, match: MatchWithGame): Promise<void> {
  await emit(em, {
    type: 'match.moved',
    key: `match.moved:${match.id}:${match.scheduledAt.toISOString()}`,
    userIds: await matchRecipients(em, match),
    params: matchParams(match),
    path: MATCH_PAGE,
  });
}

/** Cancels a match's reminders and tells its players it will not be played. */
export async function tellCancelled(em: EntityManager, match: MatchWithGame): Promise<void> {
  await cancelReminders(em, [match.id]);
  await emit(em, {
    type: 'match.cancelled',
    key: `match.cancelled:${match.id}`,
    userIds: await matchRecipients(em, match),
    params: matchParams(match),
    path: MATCH_PAGE,
  });
}

/**
 * The room of a match was published: a released reminder already due (publishing after the
 * reveal) is told now; else it stays for the reveal. Published again once told, it is told again:
 * a new room ID to everyone, the same one only to players who joined since (the event's key
 * carries the room ID). In the caller's transaction.
 */
export async function roomPublished(em: EntityManager, match: MatchWithGame, now: Date): Promise<void> {
  await scheduleReminders(em, match, match.group.qualifier.game);
  const row = await em.findOne(ScheduledNotification, { match: match.id, event: 'room.released' });
  if (!row || row.status === 'cancelled' || row.dueAt.getTime() > now.getTime()) return;
  if (row.status === 'pending' || stillUseful(row, match, now)) await tell(em, row, match, now);
}

/** Tells one reminder to its recipients and marks it sent, in the caller's transaction. */
async function tell(em: EntityManager, row: ScheduledNotification, match: MatchWithGame, now: Date) {
  const params = matchParams(match);
  if (row.event === 'room.released') params.roomId = match.roomId ?? '';
  await emit(em, {
    type: row.event,
    // Each room ID is news of its own (a corrected room reaches those told the old one).
    key: row.event === 'room.released' ? `${row.key}:${match.roomId ?? ''}` : row.key,
    userIds: await matchRecipients(em, match, { notCheckedIn: row.event === 'check-in.closing' }),
    params,
    path: MATCH_PAGE,
  });
  row.status = 'sent';
  row.sentAt = now;
  await em.flush();
}

/** Whether a reminder still means something at `now`: check-in not closed, the match not begun. */
function stillUseful(row: ScheduledNotification, match: MatchWithGame, now: Date): boolean {
  if (match.status !== 'scheduled') return false;
  if (row.event === 'room.released') return now.getTime() < match.scheduledAt.getTime();
  const window = checkInWindow(match.scheduledAt, match.group.qualifier.game, match);
  return now.getTime() < window.closesAt.getTime();
}

/**
 * The match-reminders job: tells every pending reminder due by `now`, a few at a time, each in
 * its own transaction holding its row (SKIP LOCKED, so two instances never tell one twice). A room
 * not yet published waits for its publication (`roomPublished`). A reminder whose moment has
 * passed (the job was down until check-in closed or the match began) is cancelled untold.
 * Returns how many were told.
 */
export async function sendDueReminders(em: EntityManager, now = new Date()): Promise<number> {
  let told = 0;
  for (;;) {
    const batch = await em.transactional(async (tx) => {
      const due = await tablesOf<typeof ScheduledNotification | typeof Match>(tx)
        .selectFrom('scheduled_notification as s')
        .innerJoin('match as m', 'm.id', 's.match_id')
        .select('s.id')
        .where('s.status', '=', 'pending')
        .where('s.due_at', '<=', now)
        .where((w) => w.or([w('s.event', '<>', 'room.released'), w('m.room_published_at', 'is not', null)]))
        .orderBy('s.due_at')
        .limit(20)
        .forUpdate('s')
        .skipLocked()
        .execute();
      let sent = 0;
      for (const { id } of due) {
        const row = await tx.findOneOrFail(ScheduledNotification, id, {
          populate: ['match.group.qualifier.game'],
          refresh: true,
        });
        const match = row.match as MatchWithGame;
        if (!stillUseful(row, match, now)) {
          row.status = 'cancelled';
          continue;
        }
        await tell(tx, row, match, now);
        sent++;
      }
      await tx.flush();
      return { rows: due.length, sent };
    });
    told += batch.sent;
    if (batch.rows < 20) return told;
  }
}
