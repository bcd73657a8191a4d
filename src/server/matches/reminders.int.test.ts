import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import { Notification } from '../notifications/entities.ts';
import { AppUser } from '../users/entities.ts';
import { ScheduledNotification } from './entities.ts';
import { sendDueReminders } from './reminders.ts';

// Match-time reminders (issue 28): written when a match is scheduled, moved with it, cancelled
// with it; the job tells each once at its time (the clock is handed to it); a room published late
// is told at once; the "closing" reminder only reaches entries not checked in. Every game's
// default window: check-in opens 60 minutes before the start and closes 15 minutes before.

const { t, admin } = adminTestAppOfFile('games');
const MINUTE = 60_000;

interface ScheduledMatch {
  id: string;
  number: number;
  scheduledAt: string;
}

/** Two solo players of one game's pool, paid, with the pool's matches, soonest first. */
async function poolOfTwo(game: string) {
  const players: TestUser[] = [];
  const entries: string[] = [];
  for (const name of ['Asha Rao', 'Vikram Sen']) {
    const player = await createUser(t, { name });
    players.push(player);
    entries.push(await registerAndPay(t, player, soloPayload({ selectedGame: game })));
  }
  const res = await requestAs(t, admin, 'POST', '/admin/matches/schedule', { participantId: entries[0] });
  expect(res.statusCode, res.body).toBe(200);
  const matches = (res.json().matches as ScheduledMatch[]).sort((a, b) => a.number - b.number);
  const first = matches[0]!;
  return { players, entries, match: first.id, start: new Date(first.scheduledAt).getTime() };
}

const remindersOf = async (matchId: string) => {
  const rows = await t.db.orm.em.fork().find(ScheduledNotification, { match: matchId });
  return Object.fromEntries(rows.map((r) => [r.event, { dueAt: r.dueAt.getTime(), status: r.status }]));
};

/** The bell's rows of an event for a player. */
const bell = (player: TestUser, eventKey: string) =>
  t.db.orm.em.fork().find(Notification, { user: player.userId, eventKey });

const runJob = (at: number) => sendDueReminders(t.db.orm.em.fork(), new Date(at));

const admin$ = async (method: 'POST' | 'PUT', url: string, payload: object = {}) => {
  const res = await requestAs(t, admin, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('match-time reminders', () => {
  it('are written with the match and told once each, at their time, closing only to those not checked in', async () => {
    const { players, entries, match, start } = await poolOfTwo('valorant');
    const [asha, vikram] = players as [TestUser, TestUser];
    await t.db.orm.em.fork().nativeUpdate(AppUser, { id: vikram.userId }, { language: 'hi' });
    expect(await remindersOf(match)).toEqual({
      'check-in.open': { dueAt: start - 60 * MINUTE, status: 'pending' },
      'check-in.closing': { dueAt: start - 25 * MINUTE, status: 'pending' },
      'room.released': { dueAt: start - 15 * MINUTE, status: 'pending' },
    });

    await runJob(start - 61 * MINUTE);
    expect(await bell(asha, `check-in.open:${match}`)).toHaveLength(0);

    await runJob(start - 60 * MINUTE);
    const [opened] = await bell(asha, `check-in.open:${match}`);
    expect(opened).toMatchObject({
      kind: 'room',
      path: '/dashboard',
      title: 'Valorant: check in for match 1',
    });
    expect(opened!.body).toContain('open until 18:45 IST');
    const [hindi] = await bell(vikram, `check-in.open:${match}`);
    expect(hindi!.title).toBe('Valorant: मैच 1 के लिए चेक-इन करें');
    expect(await runJob(start - 60 * MINUTE)).toBe(0);

    // Vikram's entry is checked in (admitted by the organisers): only Asha hears check-in closing.
    await admin$('POST', `/admin/matches/${match}/check-ins`, { participantId: entries[1] });
    await runJob(start - 25 * MINUTE);
    expect(await bell(asha, `check-in.closing:${match}`)).toHaveLength(1);
    expect(await bell(vikram, `check-in.closing:${match}`)).toHaveLength(0);

    // The room published ahead of the reveal is told at the reveal, with its ID, never the password.
    await admin$('PUT', `/admin/matches/${match}/room`, { roomId: 'VAL-778', roomPassword: 'hush-hush' });
    expect(await bell(asha, `room.released:${match}:VAL-778`)).toHaveLength(0);
    await runJob(start - 15 * MINUTE);
    const [released] = await bell(asha, `room.released:${match}:VAL-778`);
    expect(released!.body).toContain('VAL-778');
    expect(released!.body).not.toContain('hush-hush');
    expect(await bell(vikram, `room.released:${match}:VAL-778`)).toHaveLength(1);

    expect(await runJob(start - 14 * MINUTE)).toBe(0);
    for (const player of players)
      for (const key of [`check-in.open:${match}`, `room.released:${match}:VAL-778`])
        expect(await bell(player, key)).toHaveLength(1);
    expect(Object.values(await remindersOf(match)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('move with a rescheduled match, which its players are told, again at a second move', async () => {
    const { players, match, start } = await poolOfTwo('call-of-duty-mobile');
    const [asha] = players as [TestUser];
    await runJob(start - 60 * MINUTE);
    expect(await bell(asha, `check-in.open:${match}`)).toHaveLength(1);

    const later = new Date(start + 120 * MINUTE);
    await admin$('PUT', `/admin/matches/${match}`, { scheduledAt: later.toISOString() });
    expect(await remindersOf(match)).toEqual({
      // Told already: it stays told.
      'check-in.open': { dueAt: start - 60 * MINUTE, status: 'sent' },
      'check-in.closing': { dueAt: later.getTime() - 25 * MINUTE, status: 'pending' },
      'room.released': { dueAt: later.getTime() - 15 * MINUTE, status: 'pending' },
    });
    const [moved] = await bell(asha, `match.moved:${match}:${later.toISOString()}`);
    expect(moved!.title).toContain(': match 1 has a new time');
    expect(moved!.body).toContain('21:00 IST');

    // The old closing time tells nothing; the new one does.
    await runJob(start - 25 * MINUTE);
    expect(await bell(asha, `check-in.closing:${match}`)).toHaveLength(0);
    await runJob(later.getTime() - 25 * MINUTE);
    expect(await bell(asha, `check-in.closing:${match}`)).toHaveLength(1);

    const again = new Date(later.getTime() + 30 * MINUTE);
    await admin$('PUT', `/admin/matches/${match}`, { scheduledAt: again.toISOString() });
    expect(await bell(asha, `match.moved:${match}:${again.toISOString()}`)).toHaveLength(1);
    // Moved to the same time: nothing new to tell.
    await admin$('PUT', `/admin/matches/${match}`, { scheduledAt: again.toISOString() });
    const moves = await t.db.orm.em
      .fork()
      .count(Notification, { user: asha.userId, eventKey: { $like: `match.moved:${match}:%` } });
    expect(moves).toBe(2);
  });

  it('are cancelled with their match, whose players are told', async () => {
    const { players, match, start } = await poolOfTwo('team-fight-tactics');
    await admin$('POST', `/admin/matches/${match}/cancel`);
    expect(Object.values(await remindersOf(match)).map((r) => r.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    for (const player of players) {
      const [cancelled] = await bell(player, `match.cancelled:${match}`);
      expect(cancelled!.title).toContain(': match 1 is cancelled');
    }
    await runJob(start);
    for (const player of players)
      expect(
        await t.db.orm.em
          .fork()
          .count(Notification, { user: player.userId, eventKey: { $like: `%:${match}%` } }),
      ).toBe(1);
  });

  it('tell a room published after its reveal at once, and wait for one not published', async () => {
    const { players, match } = await poolOfTwo('league-of-legends');
    const [asha] = players as [TestUser];
    // The match starts in 10 minutes: its reveal has passed and no room is out yet.
    const soon = new Date(Date.now() + 10 * MINUTE);
    await admin$('PUT', `/admin/matches/${match}`, { scheduledAt: soon.toISOString() });
    await runJob(Date.now());
    const told = (player: TestUser) =>
      t.db.orm.em
        .fork()
        .find(
          Notification,
          { user: player.userId, eventKey: { $like: `room.released:${match}:%` } },
          { orderBy: { createdAt: 'asc', id: 'asc' } },
        );
    expect(await told(asha)).toHaveLength(0);
    expect((await remindersOf(match))['room.released']!.status).toBe('pending');

    await admin$('PUT', `/admin/matches/${match}/room`, { roomId: 'LOL-42', roomPassword: 'pass-42' });
    for (const player of players) {
      const [released] = await told(player);
      expect(released!.body).toContain('LOL-42');
    }
    expect((await remindersOf(match))['room.released']!.status).toBe('sent');
    await runJob(Date.now());
    expect(await told(asha)).toHaveLength(1);

    // Published again as it was: nothing new. With a corrected room ID: everyone hears it.
    await admin$('PUT', `/admin/matches/${match}/room`, { roomId: 'LOL-42', roomPassword: 'pass-43' });
    expect(await told(asha)).toHaveLength(1);
    await admin$('PUT', `/admin/matches/${match}/room`, { roomId: 'LOL-43', roomPassword: 'pass-43' });
    for (const player of players) {
      const rooms = await told(player);
      expect(rooms.map((n) => n.eventKey)).toEqual([
        `room.released:${match}:LOL-42`,
        `room.released:${match}:LOL-43`,
      ]);
      expect(rooms[1]!.body).toContain('LOL-43');
    }
  });
});
