import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { payFor, registerAndPay, registerSquad, soloPayload } from '../../../test/support/registration.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { AuditLog } from '../audit/entities.ts';
import { MatchCheckIn, MatchResult } from './entities.ts';
import { Migration20261127140200_MatchCheckIn } from '../db/migrations/Migration20261127140200_MatchCheckIn.ts';

// Check-in (docs/decisions/0025-championship-rules.md, "Check-in"): the window, who may check in,
// the room details only for checked-in entries, the organisers' re-admit and window, and no
// results for a no-show. The clock is the process's own (`Date`), set with fake timers so each
// window edge is tested to the millisecond; the match is put where it is wanted with PUT
// /admin/matches/{id}, as the organisers move it.

const { t, admin } = adminTestAppOfFile('games');
const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

/** Sets the clock the server reads (`new Date()`), and keeps it there. */
const clockAt = (moment: Date | number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(moment);
};

async function scheduled(participantId: string) {
  const res = await requestAs(t, admin, 'POST', '/admin/matches/schedule', { participantId });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().matches as { id: string; number: number }[]).sort((a, b) => a.number - b.number);
}

async function playerWithMatches(game: string) {
  const player = await createUser(t, { name: 'Check Player' });
  const participantId = await registerAndPay(t, player, soloPayload({ selectedGame: game }));
  return { player, participantId, matches: await scheduled(participantId) };
}

const moveMatch = async (id: string, scheduledAt: Date) => {
  const res = await requestAs(t, admin, 'PUT', `/admin/matches/${id}`, {
    scheduledAt: scheduledAt.toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
};

const checkIn = (
  user: TestUser | { headers: Record<string, string> },
  matchId: string,
  participantId: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/matches/${matchId}/check-in`,
    headers: user.headers,
    payload: { participantId },
  });

const detail = async (matchId: string) =>
  (await requestAs(t, admin, 'GET', `/admin/matches/${matchId}`)).json();

let ip = 0;
/** A game-credential session (bearer) of these credentials. */
async function passSession({ gameUsername, gamePassword }: { gameUsername: string; gamePassword: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: gameUsername, password: gamePassword },
    remoteAddress: `198.19.7.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { headers: { authorization: `Bearer ${res.json().token}` } };
}

describe('the check-in window', () => {
  it('opens at exactly 60 minutes before the start and closes at exactly 15 minutes before (the game’s)', async () => {
    const { player, participantId, matches } = await playerWithMatches('bgmi');
    const start = new Date(Math.ceil((Date.now() + 3 * 24 * 60 * MINUTE) / MINUTE) * MINUTE);
    const starts = matches.map((_, i) => new Date(start.getTime() + i * 24 * 60 * MINUTE));
    for (const [i, match] of matches.entries()) await moveMatch(match.id, starts[i]!);
    const [m1, m2, m3] = [matches[0]!, matches[1]!, matches[2]!];

    clockAt(starts[0]!.getTime() - 60 * MINUTE - 1);
    const early = await checkIn(player, m1.id, participantId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CONFLICT',
      reason: 'check_in.not_open',
      params: { opensAt: new Date(starts[0]!.getTime() - 60 * MINUTE).toISOString() },
    });
    expect(early.json().error).toMatch(/^Check-in for this match opens at .+ IST\.$/);

    clockAt(starts[0]!.getTime() - 60 * MINUTE);
    const atOpen = await checkIn(player, m1.id, participantId);
    expect(atOpen.statusCode, atOpen.body).toBe(200);
    expect(atOpen.json()).toEqual({
      matchId: m1.id,
      participantId,
      checkedInAt: new Date(starts[0]!.getTime() - 60 * MINUTE).toISOString(),
      by: 'player',
    });

    clockAt(starts[1]!.getTime() - 15 * MINUTE - 1);
    expect((await checkIn(player, m2.id, participantId)).statusCode).toBe(200);

    clockAt(starts[2]!.getTime() - 15 * MINUTE);
    const atClose = await checkIn(player, m3.id, participantId);
    expect(atClose.statusCode).toBe(409);
    expect(atClose.json()).toMatchObject({
      reason: 'check_in.closed',
      error: 'Check-in for this match has closed.',
    });
    expect((await detail(m3.id)).checkIn.entries).toEqual([
      expect.objectContaining({ participantId, checkedInAt: null, by: null }),
    ]);
  });

  it('is one check-in however often it is sent', async () => {
    const { player, participantId, matches } = await playerWithMatches('valorant');
    const match = matches[0]!;
    await moveMatch(match.id, new Date(Date.now() + 30 * MINUTE));
    const first = await checkIn(player, match.id, participantId);
    const second = await checkIn(player, match.id, participantId);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    const rows = await t.db.orm.em
      .fork()
      .count(MatchCheckIn, { match: match.id, participant: participantId });
    expect(rows).toBe(1);
  });
});

describe('who checks an entry in', () => {
  it("the registration's owner or its own player's game-credential session; no one else, not a teammate", async () => {
    const captain = await createUser(t, { name: 'Squad Captain' });
    const squad = await registerSquad(t, captain, 3, { selectedGame: 'bgmi' });
    await payFor(t, captain, squad.id);
    const matches = await scheduled(squad.id);
    for (const match of matches.slice(0, 3)) await moveMatch(match.id, new Date(Date.now() + 30 * MINUTE));
    const view = (await requestAs(t, captain, 'GET', `/api/participants/${squad.id}`)).json();

    const stranger = await createUser(t);
    const refused = await checkIn(stranger, matches[0]!.id, squad.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: 'Match not found', reason: 'match.not_found' });
    expect((await checkIn(admin, matches[0]!.id, squad.id)).statusCode).toBe(404);

    const mate = await passSession(view.teammates[0]);
    const byMate = await checkIn(mate, matches[0]!.id, squad.id);
    expect(byMate.statusCode).toBe(403);
    expect(byMate.json()).toMatchObject({
      error: 'Only your captain can check your squad in.',
      reason: 'check_in.captain_only',
    });
    // The teammate sees the match and its check-in, but no button of their own.
    const mateUpcoming = await t.app.inject({ url: '/trpc/dashboard.upcoming', headers: mate.headers });
    expect(mateUpcoming.json().result.data.json[0].checkIn).toMatchObject({
      checkedInAt: null,
      allowed: false,
    });

    const leader = await passSession(view);
    expect((await checkIn(leader, matches[0]!.id, squad.id)).statusCode).toBe(200);
    expect((await checkIn(captain, matches[1]!.id, squad.id)).statusCode).toBe(200);
    const entries = (await detail(matches[0]!.id)).checkIn.entries;
    expect(entries.find((e: { participantId: string }) => e.participantId === squad.id)).toMatchObject({
      name: view.name,
      by: 'player',
      admittedBy: null,
    });
  });

  it('refuses a cancelled match, and an unknown one', async () => {
    const { player, participantId, matches } = await playerWithMatches('dota-2');
    await moveMatch(matches[0]!.id, new Date(Date.now() + 30 * MINUTE));
    await requestAs(t, admin, 'POST', `/admin/matches/${matches[0]!.id}/cancel`, {});
    const cancelled = await checkIn(player, matches[0]!.id, participantId);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({ reason: 'check_in.not_scheduled' });
    expect((await checkIn(player, 'nope', participantId)).statusCode).toBe(404);
    const bad = await checkIn(player, matches[1]!.id, 'not-an-id');
    expect(bad.statusCode).toBe(400);
  });
});

describe('room details', () => {
  it('are shown only to a checked-in entry; the organisers may re-admit one that missed the window', async () => {
    const { player, participantId, matches } = await playerWithMatches('free-fire-max');
    const match = matches[0]!;
    await requestAs(t, admin, 'PUT', `/admin/matches/${match.id}/room`, {
      roomId: 'FF-77',
      roomPassword: 'lotus',
    });
    // Ten minutes to go: the room is released, but the player did not check in (the window closed).
    await moveMatch(match.id, new Date(Date.now() + 10 * MINUTE));
    const api = trpcAs(t, player);
    let [upcoming] = await api.dashboard.upcoming.query();
    expect(upcoming).toMatchObject({
      matchId: match.id,
      room: null,
      checkIn: { checkedInAt: null, allowed: true },
    });
    expect((await checkIn(player, match.id, participantId)).json()).toMatchObject({
      reason: 'check_in.closed',
    });

    const admitted = await requestAs(t, admin, 'POST', `/admin/matches/${match.id}/check-ins`, {
      participantId,
    });
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect(admitted.json()).toMatchObject({ participantId, by: 'organiser' });
    [upcoming] = await api.dashboard.upcoming.query();
    expect(upcoming!.room).toEqual({ roomId: 'FF-77', roomPassword: 'lotus' });
    expect(upcoming!.checkIn.checkedInAt).not.toBeNull();
  });
});

describe('the organisers', () => {
  it('re-admit and extend the window until the start, audited; after it, refused', async () => {
    const { player, participantId, matches } = await playerWithMatches('league-of-legends');
    const match = matches[0]!;
    const start = new Date(Date.now() + 10 * MINUTE);
    await moveMatch(match.id, start);
    expect((await checkIn(player, match.id, participantId)).statusCode).toBe(409);

    // Extend: check-in now closes 2 minutes before the start, so the player is in time.
    const closesAt = new Date(start.getTime() - 2 * MINUTE);
    const extended = await requestAs(t, admin, 'PUT', `/admin/matches/${match.id}/check-in`, {
      closesAt: closesAt.toISOString(),
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toEqual({
      opensAt: new Date(start.getTime() - 60 * MINUTE).toISOString(),
      closesAt: closesAt.toISOString(),
    });
    expect((await detail(match.id)).checkIn).toMatchObject({
      closesAt: closesAt.toISOString(),
      custom: true,
    });
    expect((await checkIn(player, match.id, participantId)).json()).toMatchObject({ by: 'player' });

    const em = t.db.orm.em.fork();
    const windowAudit = await em.find(AuditLog, { action: 'match.check_in_window', entityId: match.id });
    expect(windowAudit).toHaveLength(1);
    expect(windowAudit[0]!.actorId).toBe(admin.userId);
    expect(windowAudit[0]!.after).toMatchObject({ closesAt: closesAt.toISOString() });

    // A close after the start, or before the opening, is refused and changes nothing.
    const late = await requestAs(t, admin, 'PUT', `/admin/matches/${match.id}/check-in`, {
      closesAt: new Date(start.getTime() + MINUTE).toISOString(),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      error: 'Check-in must close at the latest when the match starts.',
      reason: 'match.check_in_after_start',
    });
    const backwards = await requestAs(t, admin, 'PUT', `/admin/matches/${match.id}/check-in`, {
      opensAt: closesAt.toISOString(),
    });
    expect(backwards.json()).toMatchObject({ reason: 'match.check_in_order' });
    expect((await requestAs(t, admin, 'PUT', `/admin/matches/${match.id}/check-in`, {})).statusCode).toBe(
      400,
    );
    expect((await detail(match.id)).checkIn.closesAt).toBe(closesAt.toISOString());

    // Re-admit another entry of the same group (one that never checked in): audited once.
    const other = await createUser(t, { name: 'Late Comer' });
    const otherId = await registerAndPay(
      t,
      other,
      soloPayload({ name: 'Late Comer', selectedGame: 'league-of-legends' }),
    );
    const otherInGroup = (await detail(match.id)).members.some(
      (m: { participantId: string }) => m.participantId === otherId,
    );
    expect(otherInGroup).toBe(true);
    for (let i = 0; i < 2; i++) {
      const res = await requestAs(t, admin, 'POST', `/admin/matches/${match.id}/check-ins`, {
        participantId: otherId,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const admits = await em.find(AuditLog, { action: 'match.check_in_admit', entityId: match.id });
    expect(admits).toHaveLength(1);
    expect(admits[0]!.after).toMatchObject({ participantId: otherId, name: 'Late Comer' });
    const listed = (await detail(match.id)).checkIn.entries.find(
      (e: { participantId: string }) => e.participantId === otherId,
    );
    expect(listed).toMatchObject({ by: 'organiser', admittedBy: 'Test Player' });

    // The match has started: neither re-admit nor a new window.
    await moveMatch(match.id, new Date(Date.now() - MINUTE));
    const tooLate = await requestAs(t, admin, 'POST', `/admin/matches/${match.id}/check-ins`, {
      participantId,
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({ reason: 'match.started' });
    const windowLate = await requestAs(t, admin, 'PUT', `/admin/matches/${match.id}/check-in`, {
      closesAt: new Date().toISOString(),
    });
    expect(windowLate.statusCode).toBe(409);
    expect(await em.count(AuditLog, { action: { $like: 'match.check_in%' }, entityId: match.id })).toBe(2);

    // Both are for admins only.
    expect(
      (await requestAs(t, player, 'POST', `/admin/matches/${match.id}/check-ins`, { participantId }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await requestAs(t, player, 'PUT', `/admin/matches/${match.id}/check-in`, {
          closesAt: new Date().toISOString(),
        })
      ).statusCode,
    ).toBe(403);
  });

  it("move a match's own window with the match", async () => {
    const { matches } = await playerWithMatches('pokemon-unite');
    const match = matches[0]!;
    const start = new Date(Date.now() + 2 * 60 * MINUTE);
    await moveMatch(match.id, start);
    await requestAs(t, admin, 'PUT', `/admin/matches/${match.id}/check-in`, {
      opensAt: new Date(start.getTime() - 90 * MINUTE).toISOString(),
      closesAt: new Date(start.getTime() - 5 * MINUTE).toISOString(),
    });
    await moveMatch(match.id, new Date(start.getTime() + 60 * MINUTE));
    expect((await detail(match.id)).checkIn).toMatchObject({
      opensAt: new Date(start.getTime() - 30 * MINUTE).toISOString(),
      closesAt: new Date(start.getTime() + 55 * MINUTE).toISOString(),
    });
  });
});

describe('results', () => {
  it('are refused for a no-show, naming it, and nothing is written', async () => {
    const first = await createUser(t);
    const present = await registerAndPay(
      t,
      first,
      soloPayload({ name: 'Here Player', selectedGame: 'call-of-duty-mobile' }),
    );
    const absent = await registerAndPay(
      t,
      await createUser(t),
      soloPayload({ name: 'Gone Player', selectedGame: 'call-of-duty-mobile' }),
    );
    const match = (await scheduled(present))[0]!;
    await moveMatch(match.id, new Date(Date.now() + 30 * MINUTE));
    expect((await checkIn(first, match.id, present)).statusCode).toBe(200);

    const refused = await requestAs(t, admin, 'POST', `/admin/matches/${match.id}/results`, {
      results: [
        { participantId: present, outcome: 'win' },
        { participantId: absent, outcome: 'win' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error:
        'Not checked in to this match: Gone Player. A no-show gets no result; leave it out, or re-admit before the start.',
      reason: 'match.no_show',
      params: { entries: 'Gone Player' },
    });
    expect((await detail(match.id)).match).toMatchObject({ status: 'scheduled', results: 0 });

    const saved = await requestAs(t, admin, 'POST', `/admin/matches/${match.id}/results`, {
      results: [{ participantId: present, outcome: 'win' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'completed', results: 1 });
  });
});

describe('results from before check-in', () => {
  it('count as checked in by the organisers when the migration runs', async () => {
    const { participantId, matches } = await playerWithMatches('team-fight-tactics');
    const match = matches[0]!;
    await requestAs(t, admin, 'POST', `/admin/matches/${match.id}/check-ins`, { participantId });
    const saved = await requestAs(t, admin, 'POST', `/admin/matches/${match.id}/results`, {
      results: [{ participantId, rank: 1 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // As it was before the migration: a result and no check-in.
    const em = t.db.orm.em.fork();
    await em.nativeDelete(MatchCheckIn, { match: match.id });

    const migration = new Migration20261127140200_MatchCheckIn(em.getDriver(), t.db.orm.config);
    await migration.up();
    const backfill = migration
      .getQueries()
      .map(String)
      .find((query) => query.startsWith('insert into "match_check_in"'))!;
    await em.getConnection().execute(backfill);

    const result = await em.findOneOrFail(MatchResult, { match: match.id, participant: participantId });
    const row = await em.findOneOrFail(MatchCheckIn, { match: match.id, participant: participantId });
    expect(row).toMatchObject({ by: 'organiser', admittedBy: null, checkedInAt: result.createdAt });
    // Run again (another result, the same backfill): nothing doubles.
    await em.getConnection().execute(backfill);
    expect(await em.count(MatchCheckIn, { match: match.id })).toBe(1);
  });
});
