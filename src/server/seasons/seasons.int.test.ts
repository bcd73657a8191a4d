import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { admitAll } from '../../../test/support/matches.ts';
import { registerAndPay, soloPayload, squadPayload } from '../../../test/support/registration.ts';
import { seasonMonths } from '../../shared/championship-rules.ts';
import { indianMonth } from '../../shared/india-time.ts';
import { tablesOf } from '../db/kysely.ts';
import { Game } from '../games/entities.ts';
import { PoolClose } from '../prizes/entities.ts';
import { Qualifier, QualifierGroup } from '../qualifiers/entities.ts';
import { Participant } from '../registration/entities.ts';
import type { PoolStanding } from '../standings/entities.ts';
import { AppUser } from '../users/entities.ts';
import { SeasonScore } from './entities.ts';

// Seasons, season points and the Semi-Finals invitations (docs/decisions/0025-championship-rules.md,
// "The road to the National Finals"). The games' seasons are set to end this month, so the pools
// played here are each season's 15th qualifier.

const { t, admin } = adminTestAppOfFile('games');

const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  requestAs(t, user, method, url, payload);

const HOUR = 60 * 60 * 1000;
/** A season whose 15th qualifier is this month's. */
const ENDS_NOW = indianMonth(new Date(), 14);

async function gameOf(slug: string) {
  return (await t.app.inject({ url: '/api/games' }))
    .json<{ id: string; slug: string; name: string; category: string }[]>()
    .find((g) => g.slug === slug)!;
}

async function setGame(slug: string, changes: object) {
  const game = await gameOf(slug);
  const res = await as(admin, 'PUT', `/admin/games/${game.id}`, {
    slug: game.slug,
    name: game.name,
    category: game.category,
    ...changes,
  });
  expect(res.statusCode, res.body).toBe(200);
  return game;
}

async function matchesOf(participantId: string) {
  const listed = await as(admin, 'GET', `/admin/matches?participantId=${participantId}`);
  return listed.json<{ id: string; number: number; groupId: string }[]>().sort((x, y) => x.number - y.number);
}

async function results(matchId: string, placements: [string, number][]) {
  await admitAll(
    t,
    admin,
    matchId,
    placements.map(([id]) => id),
  );
  await correct(matchId, placements);
}

async function correct(matchId: string, placements: [string, number][]) {
  const res = await as(admin, 'POST', `/admin/matches/${matchId}/results`, {
    results: placements.map(([participantId, rank]) => ({ participantId, rank })),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function closeNow(groupId: string) {
  await tablesOf<typeof PoolStanding>(t.db.orm.em.fork())
    .updateTable('pool_standing')
    .set({ updated_at: new Date(Date.now() - 25 * HOUR) })
    .where('group_id', '=', groupId)
    .execute();
  const res = await as(admin, 'POST', `/admin/pools/${groupId}/close`);
  expect(res.statusCode, res.body).toBe(200);
}

interface SeasonRow {
  accountId: string;
  rank: number;
  points: number;
  top3: number;
  qualifiersCompleted: number;
  invitation: string | null;
}
const season = async (slug: string, format: string) =>
  (await as(admin, 'GET', `/admin/seasons/${slug}/${format}`)).json<{
    finished: boolean;
    qualifiersClosed: number;
    start: string;
    end: string;
    ranking: SeasonRow[];
  }>();
const ranked = (rows: SeasonRow[]) => rows.map((r) => [r.accountId, r.rank, r.points]);

describe('a season', () => {
  const solo = {} as Record<'a' | 'b' | 'c' | 'd' | 'e', TestUser> & { ids: Record<string, string> };
  let groupId = '';
  let matches: { id: string }[] = [];

  it('scores a closed pool: qualifying entries only, ties at the best place, the best pass', async () => {
    // 4th and 5th score alike, so b and c can tie; three matches cancelled, two held.
    await setGame('bgmi', { seasonStart: ENDS_NOW, placementPoints: [10, 6, 5, 4, 4], pointsPerFinish: 1 });
    solo.ids = {};
    for (const key of ['a', 'b', 'c', 'd', 'e'] as const) {
      solo[key] = await createUser(t);
      solo.ids[key] = await registerAndPay(t, solo[key], soloPayload({ selectedGame: 'bgmi' }));
    }
    // a's second pass in the same qualifier: only a's best counts.
    solo.ids.a2 = await registerAndPay(t, solo.a, soloPayload({ selectedGame: 'bgmi' }));
    const { a, b, c, d, e, a2 } = solo.ids;
    const listed = await matchesOf(a!);
    matches = listed;
    groupId = listed[0]!.groupId;
    for (const match of matches.slice(2))
      expect((await as(admin, 'POST', `/admin/matches/${match.id}/cancel`)).statusCode).toBe(200);
    await results(matches[0]!.id, [
      [e!, 1],
      [a!, 2],
      [b!, 3],
      [c!, 4],
      [d!, 5],
      [a2, 6],
    ]);
    // e misses the second match: ranked 2nd on points, but no season points.
    await results(matches[1]!.id, [
      [a!, 1],
      [c!, 3],
      [b!, 4],
      [d!, 5],
      [a2, 6],
    ]);

    const refused = await as(admin, 'POST', '/admin/seasons/bgmi/solo/semi-final/invitations');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('season.not_finished');
    const before = await season('bgmi', 'solo');
    expect(before).toMatchObject({ finished: false, qualifiersClosed: 0, start: ENDS_NOW, ranking: [] });
    expect(before.end).toBe(seasonMonths(ENDS_NOW)[14]);

    await closeNow(groupId);
    const points = await tablesOf<typeof SeasonScore>(t.db.orm.em.fork())
      .selectFrom('season_score')
      .select(['participant_id', 'account_id', 'place', 'points'])
      .where('group_id', '=', groupId)
      .execute();
    const of = (id: string) => points.find((p) => p.participant_id === id);
    // Places among qualifying entries: a 1st, b and c share 2nd, d 4th, a2 5th (prize places: 28).
    expect([a, b, c, d, a2, e].map((id) => [of(id!)?.place, of(id!)?.points])).toEqual([
      [1, 100],
      [2, 80],
      [2, 80],
      [4, 30],
      [5, 30],
      [null, 0],
    ]);
    expect(of(a2)?.account_id).toBe(solo.a.userId);

    const after = await season('bgmi', 'solo');
    expect(after).toMatchObject({ finished: true, qualifiersClosed: 1 });
    expect(ranked(after.ranking)).toEqual([
      [solo.a.userId, 1, 100],
      ...[
        [solo.b.userId, 2, 80],
        [solo.c.userId, 2, 80],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
      [solo.d.userId, 4, 30],
    ]);
    expect(after.ranking[0]).toMatchObject({ top3: 1, qualifiersCompleted: 1 });
  });

  it('replaces the season points when a late result is closed again', async () => {
    const { d } = solo.ids;
    // d was 2nd in the second match, not 5th: 10 points, ahead of b and c.
    await correct(matches[1]!.id, [[d!, 2]]);
    const reopened = await season('bgmi', 'solo');
    expect(reopened.finished).toBe(false);
    expect(reopened.ranking.find((r) => r.accountId === solo.d.userId)?.points).toBe(30);
    await closeNow(groupId);
    const again = await season('bgmi', 'solo');
    expect(again.finished).toBe(true);
    expect(ranked(again.ranking).slice(0, 2)).toEqual([
      [solo.a.userId, 1, 100],
      [solo.d.userId, 2, 80],
    ]);
    expect(again.ranking.find((r) => r.accountId === solo.b.userId)).toMatchObject({ rank: 3, points: 65 });
  });

  it('invites the season to the Semi-Finals once, and the player answers', async () => {
    const url = '/admin/seasons/bgmi/solo/semi-final/invitations';
    const first = await as(admin, 'POST', url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ invited: 4, total: 4, changed: true });
    expect((await as(admin, 'POST', url)).json()).toEqual({ invited: 0, total: 4, changed: false });
    const game = await gameOf('bgmi');
    const audit = (await as(admin, 'GET', `/admin/audit?entityId=${game.id}`)).json();
    expect(
      audit.items.filter((i: { action: string }) => i.action === 'season.semi_final.invite'),
    ).toHaveLength(1);
    expect(JSON.stringify((await as(solo.b, 'GET', '/api/notifications')).json())).toContain(
      'You are invited to the BGMI Semi-Finals',
    );

    const [invitation, ...others] = (await as(solo.b, 'GET', '/api/invitations')).json();
    expect(others).toEqual([]);
    expect(invitation).toMatchObject({ stage: 'semi-final', status: 'invited', rank: 3, points: 65 });
    expect((await as(solo.e, 'GET', '/api/invitations')).json()).toEqual([]);
    const stranger = await as(solo.e, 'POST', `/api/invitations/${invitation.id}/accept`);
    expect([stranger.statusCode, stranger.json().reason]).toEqual([404, 'invitation.not_found']);
    const accepted = await as(solo.b, 'POST', `/api/invitations/${invitation.id}/accept`);
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    expect((await as(solo.b, 'POST', `/api/invitations/${invitation.id}/accept`)).statusCode).toBe(200);
    const changed = await as(solo.b, 'POST', `/api/invitations/${invitation.id}/decline`);
    expect([changed.statusCode, changed.json().reason]).toEqual([409, 'invitation.answered']);
    const [c] = (await as(solo.c, 'GET', '/api/invitations')).json();
    expect((await as(solo.c, 'POST', `/api/invitations/${c.id}/decline`)).json()).toMatchObject({
      status: 'declined',
    });
    const statuses = (await season('bgmi', 'solo')).ranking.map((r) => r.invitation);
    expect(statuses).toEqual(expect.arrayContaining(['invited', 'accepted', 'declined']));
  });

  it("gives a squad's points to its captain", async () => {
    const x = await createUser(t);
    const y = await createUser(t);
    const squadX = await registerAndPay(t, x, squadPayload(3));
    const squadY = await registerAndPay(t, y, squadPayload(3));
    const squadMatches = await matchesOf(squadX);
    for (const match of squadMatches.slice(1))
      expect((await as(admin, 'POST', `/admin/matches/${match.id}/cancel`)).statusCode).toBe(200);
    await results(squadMatches[0]!.id, [
      [squadY, 1],
      [squadX, 2],
    ]);
    await closeNow(squadMatches[0]!.groupId);
    expect(ranked((await season('bgmi', 'squad')).ranking)).toEqual([
      [y.userId, 1, 100],
      [x.userId, 2, 80],
    ]);
    const mine = (await as(x, 'GET', '/api/seasons/mine')).json();
    expect(mine).toEqual([
      {
        game: { slug: 'bgmi', name: 'BGMI' },
        playFormat: 'squad',
        seasonStart: ENDS_NOW,
        points: 80,
        rank: 2,
      },
    ]);
  });

  it('invites everyone tied at the last invited place', async () => {
    // Seeded: a closed 15th qualifier of a squad season with 18 captains; 14 ahead, 3 tied at 15th
    // (16 places: all three go), and one below them.
    const game = await setGame('valorant', { seasonStart: ENDS_NOW });
    const em = t.db.orm.em.fork();
    const qualifier = em.create(Qualifier, {
      game: game.id,
      playFormat: 'squad',
      month: seasonMonths(ENDS_NOW)[14]!,
      underfilledRule: 'play',
    });
    const group = em.create(QualifierGroup, {
      qualifier,
      number: 1,
      riskCategory: 'hr',
      priceCategory: '2000',
      capacity: 80,
    });
    em.create(PoolClose, {
      group,
      closedAt: new Date(),
      closedBy: 'test',
      closes: 1,
      matchesHeld: 5,
      awardedPaise: 0,
      unawardedPlaces: [],
    });
    const points = [...Array.from({ length: 14 }, (_, i) => 400 - i * 10), 100, 100, 100, 90];
    const captains: string[] = [];
    for (const [i, score] of points.entries()) {
      const user = em.create(AppUser, { email: `captain${i}@example.in`, firstName: `Captain ${i}` });
      const entry = em.create(Participant, {
        owner: user,
        name: `Captain ${i}`,
        phone: '9876543210',
        email: user.email!,
        state: 'Goa',
        city: 'Panaji',
        game: em.getReference(Game, game.id),
        gameCategory: 'tactical',
        playFormat: 'squad',
        riskCategory: 'hr',
        priceCategory: '2000',
        pass: 'vip',
        passPrice: 2000,
        status: 'paid',
        paidAt: new Date(),
        group,
      });
      em.create(SeasonScore, { group, participant: entry, account: user, place: i + 1, points: score });
      captains.push(user.id);
    }
    await em.flush();
    const res = await as(admin, 'POST', '/admin/seasons/valorant/squad/semi-final/invitations');
    expect(res.json()).toEqual({ invited: 17, total: 17, changed: true });
    const ranking = (await season('valorant', 'squad')).ranking;
    expect(
      ranking
        .filter((r) => r.invitation === 'invited')
        .map((r) => r.accountId)
        .sort(),
    ).toEqual(captains.slice(0, 17).sort());
    expect(ranking.at(-1)).toMatchObject({ accountId: captains[17], rank: 18, invitation: null });
    expect((await as(admin, 'GET', '/admin/seasons/no-such-game/solo')).statusCode).toBe(404);
  });
});
