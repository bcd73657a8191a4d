import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs } from '../../../test/support/auth.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { admitAll } from '../../../test/support/matches.ts';

const { t, admin } = adminTestAppOfFile('games');

const adminCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, user = admin) =>
  requestAs(t, user, method, url, payload);

async function paidPlayerWithSchedule(game = 'bgmi') {
  const player = await createUser(t);
  const participantId = await registerAndPay(t, player, soloPayload({ selectedGame: game }));
  const scheduled = await adminCall('POST', '/admin/matches/schedule', { participantId });
  expect(scheduled.statusCode).toBe(200);
  return { player, participantId, matches: scheduled.json().matches as { id: string; number: number }[] };
}

describe('admin match calls', () => {
  it('are for admins only', async () => {
    const { player, participantId, matches } = await paidPlayerWithSchedule('valorant');
    const calls: [string, string, object | undefined][] = [
      ['GET', `/admin/matches?participantId=${participantId}`, undefined],
      ['POST', '/admin/matches/schedule', { participantId }],
      ['PUT', `/admin/matches/${matches[0]!.id}`, { scheduledAt: new Date().toISOString() }],
      ['POST', `/admin/matches/${matches[0]!.id}/cancel`, {}],
      ['PUT', `/admin/matches/${matches[0]!.id}/room`, { roomId: 'R1', roomPassword: 'P1' }],
      [
        'POST',
        `/admin/matches/${matches[0]!.id}/results`,
        { results: [{ participantId, rank: 1, outcome: 'win' }] },
      ],
    ];
    for (const [method, url, payload] of calls) {
      expect((await adminCall(method as 'GET', url, payload, player)).statusCode, url).toBe(403);
      expect(
        (await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })).statusCode,
        url,
      ).toBe(401);
    }
  });
});

describe('a paid player’s dashboard', () => {
  it('shows the pass, its transaction and the upcoming matches, with room details only in the window and only to the group', async () => {
    const { player, participantId, matches } = await paidPlayerWithSchedule();
    expect(matches).toHaveLength(5);
    const outsider = await createUser(t);
    await registerAndPay(t, outsider, soloPayload({ selectedGame: 'dota-2' }));

    const api = trpcAs(t, player);
    const passes = await api.dashboard.passes.query({});
    expect(passes.items).toEqual([
      expect.objectContaining({
        id: participantId,
        game: 'BGMI',
        mode: 'solo',
        price: 1500,
        type: 'max',
        riskCategory: 'hr',
        matchesCompleted: 0,
        matchesRequired: 5,
        matchesNeeded: 5,
        currentRank: null,
        totalParticipants: 1,
        groupNumber: 1,
        // Its pool neither merged nor cancelled at its start (decision 25).
        poolStart: null,
        // Its pool's public leaderboard (docs/decisions/0025-championship-rules.md, "Standings").
        leaderboardPath: expect.stringMatching(/^\/leaderboards\/bgmi\/\d{4}-\d{2}\/solo\/high-1500\/1$/),
      }),
    ]);
    // The owner's own game credentials, the same the registration shows.
    const view = (
      await t.app.inject({ url: `/api/participants/${participantId}`, headers: player.headers })
    ).json();
    expect(view.gameUsername).toMatch(/^ARENA\d{5}$/);
    expect(passes.items[0]!.credentials).toEqual({
      gameUsername: view.gameUsername,
      gamePassword: view.gamePassword,
    });
    const txs = await api.dashboard.transactions.query({});
    expect(txs.items).toEqual([
      expect.objectContaining({
        amount: 1500,
        status: 'completed',
        passType: 'Max Pass',
        mode: 'solo',
        riskCategory: 'hr',
        description: 'Max Pass for BGMI (Solo, High Risk)',
      }),
    ]);

    let upcoming = await api.dashboard.upcoming.query();
    expect(upcoming.map((m) => m.matchNumber)).toEqual([1, 2, 3, 4, 5]);
    expect(upcoming.every((m) => m.room === null)).toBe(true);

    const first = matches[0]!.id;
    expect(
      (
        await adminCall('PUT', `/admin/matches/${first}/room`, {
          roomId: 'ROOM-4411',
          roomPassword: 'tiger77',
        })
      ).statusCode,
    ).toBe(200);
    upcoming = await api.dashboard.upcoming.query();
    expect(upcoming[0]!.room).toBeNull(); // published, but the match is tomorrow

    // In the check-in window (60 to 15 minutes before) the player checks in.
    await adminCall('PUT', `/admin/matches/${first}`, {
      scheduledAt: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
    });
    expect(await api.matches.checkIn.mutate({ id: first, participantId })).toMatchObject({ by: 'player' });
    await adminCall('PUT', `/admin/matches/${first}`, {
      scheduledAt: new Date(Date.now() + 10 * 60 * 1000).toISOString(),
    });
    upcoming = await api.dashboard.upcoming.query();
    expect(upcoming[0]).toMatchObject({
      matchNumber: 1,
      room: { roomId: 'ROOM-4411', roomPassword: 'tiger77' },
    });
    const theirs = await trpcAs(t, outsider).dashboard.upcoming.query();
    expect(theirs.some((m) => m.matchId === first)).toBe(false);
  });

  it('shows recorded results under Past Matches, with a notification, and counts matches still needed', async () => {
    const { player, participantId, matches } = await paidPlayerWithSchedule('free-fire-max');
    // Three more in the pool, so that placements 2 to 4 are in range.
    for (let i = 0; i < 3; i++)
      await registerAndPay(t, await createUser(t), soloPayload({ selectedGame: 'free-fire-max' }));
    for (const [i, match] of matches.slice(0, 3).entries()) {
      await admitAll(t, admin, match.id, [participantId]);
      const res = await adminCall('POST', `/admin/matches/${match.id}/results`, {
        results: [{ participantId, rank: i + 2, finishes: i }],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const api = trpcAs(t, player);
    const past = await api.dashboard.pastMatches.query({});
    // Points from the default table (2nd 6, 3rd 5, 4th 4) plus a point a finish; no prize per match.
    expect(
      past.items.map((m) => [m.rank, m.finishes, m.points, m.outcome, m.prize, m.scoringFormat]),
    ).toEqual([
      [4, 2, 6, 'loss', 0, 'placement'],
      [3, 1, 6, 'loss', 0, 'placement'],
      [2, 0, 6, 'loss', 0, 'placement'],
    ]);
    const [pass] = (await api.dashboard.passes.query({})).items;
    expect(pass).toMatchObject({
      matchesCompleted: 3,
      matchesNeeded: 2,
      currentRank: 1,
      totalParticipants: 4,
    });
    const overview = await api.dashboard.overview.query();
    // A Top 3 finish is a final rank in a closed pool, not a match's placement: none yet.
    expect(overview.membership).toEqual({
      annualFee: 24000,
      top3Achievements: 0,
      activeMonths: 0,
      activeMonthsRequired: 6,
      eligible: false,
    });
    expect(overview.activePasses).toEqual([
      expect.objectContaining({ id: participantId, type: 'max', matchesCompleted: 3, matchesNeeded: 2 }),
    ]);

    const { count } = await api.notifications.unreadCount.query();
    expect(count).toBe(5); // payment, registration, three results
    const list = await api.notifications.list.query({});
    expect(list.items[0]).toMatchObject({ kind: 'results', read: false });
    expect(await api.notifications.markRead.mutate({ ids: [list.items[0]!.id] })).toEqual({ count: 4 });
    expect(await api.notifications.unreadCount.query()).toEqual({ count: 4 });
  });

  it('rejects results for a registration outside the match group', async () => {
    const { matches } = await paidPlayerWithSchedule('dota-2');
    const other = await createUser(t);
    const otherId = await registerAndPay(t, other, soloPayload({ selectedGame: 'league-of-legends' }));
    const res = await adminCall('POST', `/admin/matches/${matches[0]!.id}/results`, {
      results: [{ participantId: otherId, rank: 1, outcome: 'win' }],
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('isolation between players', () => {
  it("never shows one player's passes, payments, matches or notifications to another", async () => {
    const { player } = await paidPlayerWithSchedule('team-fight-tactics');
    const stranger = trpcAs(t, await createUser(t));
    const lists = {
      'dashboard.passes': () => stranger.dashboard.passes.query({}),
      'dashboard.transactions': () => stranger.dashboard.transactions.query({}),
      'dashboard.pastMatches': () => stranger.dashboard.pastMatches.query({}),
      'notifications.list': () => stranger.notifications.list.query({}),
    };
    for (const [path, list] of Object.entries(lists)) {
      expect((await list()).items, path).toEqual([]);
    }
    expect(await stranger.dashboard.upcoming.query()).toEqual([]);
    const own = trpcAs(t, player);
    const mine = (await own.notifications.list.query({})).items.map((n) => n.id);
    expect(await stranger.notifications.markRead.mutate({ ids: mine })).toEqual({ count: 0 });
    expect((await own.notifications.unreadCount.query()).count).toBe(mine.length);
    expect((await t.app.inject('/trpc/dashboard.overview')).statusCode).toBe(401);
  });
});
