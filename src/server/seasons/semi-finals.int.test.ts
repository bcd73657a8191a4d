import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { admitAll } from '../../../test/support/matches.ts';
import { registerAndPay, soloPayload, squadPayload } from '../../../test/support/registration.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { indianMonth } from '../../shared/india-time.ts';
import { defaultPublicName } from '../../shared/users.ts';
import { tablesOf } from '../db/kysely.ts';
import type { Payment } from '../payments/entities.ts';
import type { PrizeAward } from '../prizes/entities.ts';
import type { GameAccount, Participant, Teammate } from '../registration/entities.ts';
import type { PoolStanding } from '../standings/entities.ts';
import type { AppUser } from '../users/entities.ts';
import type { SeasonScore } from './entities.ts';

// The Semi-Finals and the National Finals invitations (docs/decisions/0025-championship-rules.md,
// "The Semi-Finals as built"): accepting enters the free Semi-Finals pool once; its matches,
// check-in, results and standings are a pool's; its close awards nothing; its best go to the Finals.

const { t, admin } = adminTestAppOfFile('games');
const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  requestAs(t, user, method, url, payload);
const HOUR = 60 * 60 * 1000;
const ENDS_NOW = indianMonth(new Date(), 14);
const db = () =>
  tablesOf<
    | typeof Participant
    | typeof GameAccount
    | typeof Payment
    | typeof PrizeAward
    | typeof SeasonScore
    | typeof PoolStanding
    | typeof AppUser
  >(t.db.orm.em.fork());

async function ok(res: { statusCode: number; body: string; json: () => unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { [key: string]: never };
}

async function matchesOf(query: string) {
  const listed = await as(admin, 'GET', `/admin/matches?${query}`);
  return listed.json<{ id: string; number: number; groupId: string }[]>().sort((x, y) => x.number - y.number);
}

async function play(matchId: string, placements: string[]) {
  await admitAll(t, admin, matchId, placements);
  const res = await as(admin, 'POST', `/admin/matches/${matchId}/results`, {
    results: placements.map((participantId, i) => ({ participantId, rank: i + 1 })),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function close(groupId: string) {
  await db()
    .updateTable('pool_standing')
    .set({ updated_at: new Date(Date.now() - 25 * HOUR) })
    .where('group_id', '=', groupId)
    .execute();
  return as(admin, 'POST', `/admin/pools/${groupId}/close`);
}

const season = async () => (await as(admin, 'GET', '/admin/seasons/bgmi/solo')).json();
const SEMI_PATH = `/leaderboards/bgmi/${ENDS_NOW}/solo/semi-finals`;
/** The season's Semi-Finals leaderboard as its public page reads it. */
const semiBoard = () =>
  trpcAs(t, admin).leaderboards.pool.query({
    game: 'bgmi',
    month: ENDS_NOW,
    format: 'solo',
    category: 'semi-finals',
    pool: 1,
  });
/** The name a leaderboard shows for the account: its public name, else the default one. */
async function publicNameOf(user: TestUser) {
  const row = await db()
    .selectFrom('app_user')
    .select(['public_name', 'first_name', 'last_name'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return row.public_name ?? defaultPublicName([row.first_name, row.last_name].filter(Boolean).join(' '));
}

describe('the Semi-Finals', () => {
  const players: TestUser[] = [];
  const passes: string[] = [];
  let semiPool = '';
  const entryOf = async (user: TestUser) =>
    db()
      .selectFrom('participant')
      .selectAll()
      .where('owner_id', '=', user.userId)
      .where('pass', 'is', null)
      .execute();

  it('accepting enters the free Semi-Finals pool once, with credentials and no sale', async () => {
    const game = (await (await t.app.inject({ url: '/api/games' })).json()).find(
      (g: { slug: string }) => g.slug === 'bgmi',
    );
    await ok(
      await as(admin, 'PUT', `/admin/games/${game.id}`, {
        slug: game.slug,
        name: game.name,
        category: game.category,
        seasonStart: ENDS_NOW,
      }),
    );
    for (let i = 0; i < 3; i++) {
      players.push(await createUser(t));
      passes.push(await registerAndPay(t, players[i]!, soloPayload({ selectedGame: 'bgmi' })));
    }
    const qualifier = await matchesOf(`participantId=${passes[0]}`);
    for (const match of qualifier.slice(1))
      await ok(await as(admin, 'POST', `/admin/matches/${match.id}/cancel`));
    await play(qualifier[0]!.id, passes);
    await ok(await close(qualifier[0]!.groupId));
    expect(
      (await ok(await as(admin, 'POST', '/admin/seasons/bgmi/solo/semi-final/invitations'))).invited,
    ).toBe(3);
    const payments = await db().selectFrom('payment').select('id').execute();
    const metrics = async () => (await as(admin, 'GET', '/admin/dashboard/metrics')).json().registrations;
    const sales = await metrics();

    const [a, b, c] = players as [TestUser, TestUser, TestUser];
    const [invitationA] = (await as(a, 'GET', '/api/invitations')).json();
    await ok(await as(a, 'POST', `/api/invitations/${invitationA.id}/accept`));
    await ok(await as(a, 'POST', `/api/invitations/${invitationA.id}/accept`));
    const refused = await as(a, 'POST', `/api/invitations/${invitationA.id}/decline`);
    expect([refused.statusCode, refused.json().reason]).toEqual([409, 'invitation.answered']);
    const [entry, ...more] = await entryOf(a);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      pass_price: 0,
      risk_category: null,
      price_category: null,
      status: 'paid',
      play_format: 'solo',
    });
    semiPool = entry!.group_id!;
    const accounts = await db()
      .selectFrom('game_account')
      .select('id')
      .where('participant_id', '=', entry!.id)
      .execute();
    expect(accounts).toHaveLength(1);
    // No payment, no sale: the payments are those of the qualifier's passes.
    expect(await db().selectFrom('payment').select('id').execute()).toHaveLength(payments.length);
    expect(await metrics()).toEqual(sales);

    const [invitationB] = (await as(b, 'GET', '/api/invitations')).json();
    await ok(await as(b, 'POST', `/api/invitations/${invitationB.id}/accept`));
    const [invitationC] = (await as(c, 'GET', '/api/invitations')).json();
    await ok(await as(c, 'POST', `/api/invitations/${invitationC.id}/decline`));
    expect(await entryOf(c)).toEqual([]);
    expect((await entryOf(b))[0]!.group_id).toBe(semiPool);

    // The pass card names it "Semi-Finals" and links the season's Semi-Finals leaderboard.
    const cards = await trpcAs(t, a).dashboard.passes.query({});
    const card = cards.items.find((p: { id: string }) => p.id === entry!.id);
    expect(card).toMatchObject({
      type: 'semi-final',
      price: 0,
      riskCategory: null,
      leaderboardPath: SEMI_PATH,
    });
    const view = await ok(await as(a, 'GET', `/api/participants/${entry!.id}`));
    expect(view.pool).toMatchObject({ number: 1, leaderboardPath: SEMI_PATH });
    expect(await semiBoard()).toMatchObject({
      stage: 'semi-final',
      month: ENDS_NOW,
      tier: null,
      pass: null,
      pool: 1,
      entries: 2,
      rows: [],
    });
    expect((await season()).semiFinal).toMatchObject({
      poolId: semiPool,
      entries: 2,
      matchesScheduled: 0,
      closed: false,
    });
    const pools = (await as(admin, 'GET', `/admin/pools?month=${ENDS_NOW}`)).json();
    expect(pools.find((p: { id: string }) => p.id === semiPool)).toMatchObject({
      stage: 'semi-final',
      riskCategory: null,
      priceCategory: null,
      filled: 2,
    });
    const early = await as(admin, 'POST', '/admin/seasons/bgmi/solo/final/invitations');
    expect([early.statusCode, early.json().reason]).toEqual([409, 'semi_final.not_closed']);
  });

  it('plays its matches, closes without cash and invites its best to the National Finals', async () => {
    // The first match in half an hour: its check-in window is open.
    const startAt = new Date(Date.now() + 30 * 60 * 1000);
    const scheduled = await ok(
      await as(admin, 'POST', '/admin/matches/schedule', {
        groupId: semiPool,
        startAt: startAt.toISOString(),
      }),
    );
    expect(scheduled.scheduled).toBe(true);
    const matches = await matchesOf(`groupId=${semiPool}`);
    expect(matches).toHaveLength(5);
    expect((await season()).semiFinal).toMatchObject({ matchesScheduled: 5 });
    const [a, b] = players as [TestUser, TestUser];
    const [entryA] = await entryOf(a);
    const [entryB] = await entryOf(b);
    // The player sees the match in Upcoming and checks in, as for any pass.
    const upcoming = await trpcAs(t, a).dashboard.upcoming.query();
    expect(upcoming.map((u) => [u.matchId, u.participantId])).toContainEqual([matches[0]!.id, entryA!.id]);
    const checkedIn = await as(a, 'POST', `/api/matches/${matches[0]!.id}/check-in`, {
      participantId: entryA!.id,
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    for (const match of matches) await play(match.id, [entryB!.id, entryA!.id]);
    const standings = await db()
      .selectFrom('pool_standing')
      .select(['participant_id', 'rank', 'matches_played'])
      .where('group_id', '=', semiPool)
      .orderBy('rank')
      .execute();
    expect(standings).toEqual([
      { participant_id: entryB!.id, rank: 1, matches_played: 5 },
      { participant_id: entryA!.id, rank: 2, matches_played: 5 },
    ]);
    // Its public leaderboard shows the new standings at once (the cached read was dropped), by
    // public name; no other path names it.
    const board = await semiBoard();
    expect(board!.rows.map((row) => [row.rank, row.name, row.matchesPlayed])).toEqual([
      [1, await publicNameOf(b), 5],
      [2, await publicNameOf(a), 5],
    ]);
    expect(board).toMatchObject({ ranked: 2, entries: 2 });
    const pub = trpcAs(t, a).leaderboards.pool;
    const input = {
      game: 'bgmi',
      month: ENDS_NOW,
      format: 'solo' as const,
      category: 'semi-finals',
      pool: 1,
    };
    expect(await pub.query({ ...input, format: 'squad' })).toBeNull();
    expect(await pub.query({ ...input, pool: 2 })).toBeNull();
    expect(await pub.query({ ...input, month: '2020-01' })).toBeNull();

    const preview = (await as(admin, 'GET', `/admin/pools/${semiPool}/close`)).json();
    expect(preview).toMatchObject({ awards: [], awardedPaise: 0 });
    expect(preview.noCash).toContain('No cash is awarded at the Semi-Finals');
    await ok(await close(semiPool));
    expect(
      await db().selectFrom('prize_award').select('id').where('group_id', '=', semiPool).execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom('season_score').select('id').where('group_id', '=', semiPool).execute(),
    ).toEqual([]);
    // The Semi-Finals count as no qualifier of the season.
    expect((await season()).qualifiersClosed).toBe(1);

    const url = '/admin/seasons/bgmi/solo/final/invitations';
    expect(await ok(await as(admin, 'POST', url))).toEqual({ invited: 2, total: 2, changed: true });
    expect(await ok(await as(admin, 'POST', url))).toEqual({ invited: 0, total: 2, changed: false });
    expect((await season()).semiFinal).toMatchObject({ closed: true, finalists: 2, finalInvitations: 2 });
    expect(JSON.stringify((await as(b, 'GET', '/api/notifications')).json())).toContain(
      'You are invited to the BGMI National Finals',
    );
    const finals = (await as(b, 'GET', '/api/invitations'))
      .json()
      .filter((i: { stage: string }) => i.stage === 'final');
    expect(finals).toMatchObject([{ rank: 1, status: 'invited' }]);
    expect(await ok(await as(b, 'POST', `/api/invitations/${finals[0].id}/accept`))).toMatchObject({
      status: 'accepted',
    });
    const game = (await (await t.app.inject({ url: '/api/games' })).json()).find(
      (g: { slug: string }) => g.slug === 'bgmi',
    );
    const audit = (await as(admin, 'GET', `/admin/audit?entityId=${game.id}`)).json();
    expect(audit.items.filter((i: { action: string }) => i.action === 'season.final.invite')).toHaveLength(1);
  });
});

describe("a squad's Semi-Finals entry", () => {
  it("copies the roster of the captain's latest paid squad entry of the season, with their credentials", async () => {
    const captain = await createUser(t);
    const other = await createUser(t);
    const earlier = await registerAndPay(t, captain, squadPayload(3));
    // The earlier entry's roster differs: the latest one's is copied.
    await tablesOf<typeof Teammate>(t.db.orm.em.fork())
      .updateTable('teammate')
      .set({ name: 'Old Teammate' })
      .where('participant_id', '=', earlier)
      .execute();
    const latest = await registerAndPay(t, captain, squadPayload(3));
    const rival = await registerAndPay(t, other, squadPayload(3));
    const matches = await matchesOf(`participantId=${latest}`);
    for (const match of matches.slice(1))
      await ok(await as(admin, 'POST', `/admin/matches/${match.id}/cancel`));
    const entries = (
      await db()
        .selectFrom('participant')
        .select('id')
        .where('group_id', '=', matches[0]!.groupId)
        .where('status', '=', 'paid')
        .execute()
    ).map((e) => e.id);
    await play(matches[0]!.id, [latest, rival, ...entries.filter((id) => id !== latest && id !== rival)]);
    await ok(await close(matches[0]!.groupId));
    await ok(await as(admin, 'POST', '/admin/seasons/bgmi/squad/semi-final/invitations'));
    const [invitation] = (await as(captain, 'GET', '/api/invitations')).json();
    await ok(await as(captain, 'POST', `/api/invitations/${invitation.id}/accept`));
    const [entry] = await db()
      .selectFrom('participant')
      .select(['id', 'pass_price', 'play_format'])
      .where('owner_id', '=', captain.userId)
      .where('pass', 'is', null)
      .execute();
    expect(entry).toMatchObject({ pass_price: 0, play_format: 'squad' });
    const names = async (participantId: string) =>
      (
        await tablesOf<typeof Teammate>(t.db.orm.em.fork())
          .selectFrom('teammate')
          .select(['name', 'position'])
          .where('participant_id', '=', participantId)
          .orderBy('position')
          .execute()
      ).map((m) => m.name);
    expect(await names(entry!.id)).toEqual(await names(latest));
    expect(await names(entry!.id)).toHaveLength(3);
    expect(await names(entry!.id)).not.toContain('Old Teammate');
    const accounts = await db()
      .selectFrom('game_account')
      .select('id')
      .where('participant_id', '=', entry!.id)
      .execute();
    expect(accounts).toHaveLength(4);
  });
});
