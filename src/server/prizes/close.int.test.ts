import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { admitAll } from '../../../test/support/matches.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import type { Books } from '../../shared/books.ts';
import { DISPUTE_WINDOW_HOURS } from '../../shared/championship-rules.ts';
import { tablesOf } from '../db/kysely.ts';
import type { PoolStanding } from '../standings/entities.ts';
import type { PrizeAward } from './entities.ts';
import { closeDuePools } from './service.ts';

// Closing a pool and awarding its prizes (docs/decisions/0025-championship-rules.md, "Closing a
// pool and awarding prizes"): cash only for entries that played every held match, tied entries
// share their places' prizes, the close is idempotent and a late result is corrected visibly.

const { t, admin } = adminTestAppOfFile('games');

const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  requestAs(t, user, method, url, payload);

const HOUR = 60 * 60 * 1000;
const RUPEE = 100;

interface Pool {
  players: Record<'a' | 'b' | 'c' | 'd' | 'e', { id: string; user: TestUser }>;
  matches: { id: string; number: number }[];
  groupId: string;
}

/** A placement table whose 4th and 5th places score alike, so two entries can tie on everything. */
const TIED_TABLE = [10, 6, 5, 4, 4];

async function setPlacementPoints(slug: string, placementPoints: number[]) {
  const game = (await t.app.inject({ url: '/api/games' }))
    .json<{ id: string; slug: string; name: string; category: string }[]>()
    .find((g) => g.slug === slug)!;
  const res = await as(admin, 'PUT', `/admin/games/${game.id}`, {
    slug: game.slug,
    name: game.name,
    category: game.category,
    placementPoints,
    pointsPerFinish: 1,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Five solo High Risk ₹1,500 entries of one game's pool, its five matches scheduled. */
async function pool(game: string): Promise<Pool> {
  await setPlacementPoints(game, TIED_TABLE);
  const players = {} as Pool['players'];
  for (const key of ['a', 'b', 'c', 'd', 'e'] as const) {
    const user = await createUser(t);
    players[key] = { user, id: await registerAndPay(t, user, soloPayload({ selectedGame: game })) };
  }
  const listed = await as(admin, 'GET', `/admin/matches?participantId=${players.a.id}`);
  const matches = listed.json<{ id: string; number: number; groupId: string }[]>();
  matches.sort((x, y) => x.number - y.number);
  return { players, matches, groupId: matches[0]!.groupId };
}

async function results(match: { id: string }, placements: [string, number][]) {
  await admitAll(
    t,
    admin,
    match.id,
    placements.map(([participantId]) => participantId),
  );
  await correct(match, placements);
}

/** Records results of entries that checked in (also a correction of a played match). */
async function correct(match: { id: string }, placements: [string, number][]) {
  const res = await as(admin, 'POST', `/admin/matches/${match.id}/results`, {
    results: placements.map(([participantId, rank]) => ({ participantId, rank })),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The results of `pool`: e wins the four matches it plays and misses the fifth; b and c tie. */
async function playFiveMatches({ players: { a, b, c, d, e }, matches }: Pool) {
  const order = (first: string, second: string) => [first, second];
  for (const [i, match] of matches.slice(0, 4).entries()) {
    const [third, fourth] = i % 2 ? order(c.id, b.id) : order(b.id, c.id);
    await results(match, [
      [e.id, 1],
      [a.id, 2],
      [third!, 3],
      [fourth!, 4],
      [d.id, 5],
    ]);
  }
  // 4th and 5th score the same (see TIED_TABLE): b and c end level on every tie-break.
  await results(matches[4]!, [
    [a.id, 1],
    [d.id, 3],
    [b.id, 4],
    [c.id, 5],
  ]);
}

/** Moves the pool's last result `hours` into the past, as if time had passed since. */
async function resultsAgo(groupId: string, hours: number) {
  await tablesOf<typeof PoolStanding>(t.db.orm.em.fork())
    .updateTable('pool_standing')
    .set({ updated_at: new Date(Date.now() - hours * HOUR) })
    .where('group_id', '=', groupId)
    .execute();
}

describe('closing a pool', () => {
  it('waits for every match and the dispute window, then awards by the prize table', async () => {
    const p = await pool('bgmi');
    const early = await as(admin, 'GET', `/admin/pools/${p.groupId}/close`);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().blockers).toContain('Match 1 has no results yet.');
    const refused = await as(admin, 'POST', `/admin/pools/${p.groupId}/close`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('pool.not_closable');

    await playFiveMatches(p);
    const inWindow = (await as(admin, 'GET', `/admin/pools/${p.groupId}/close`)).json();
    expect(inWindow.blockers).toEqual([
      expect.stringMatching(/^The dispute window of the last result ends at /),
    ]);
    await resultsAgo(p.groupId, 25);

    const preview = (await as(admin, 'GET', `/admin/pools/${p.groupId}/close`)).json();
    expect(preview.blockers).toEqual([]);
    const { a, b, c, d, e } = p.players;
    // e ranks first but missed a match: no cash. b and c share 2nd and 3rd: (30,000 + 20,000) ÷ 2.
    expect(preview.awards).toEqual([
      expect.objectContaining({
        participantId: a.id,
        rank: 2,
        places: [1],
        amountPaise: 50_000 * RUPEE,
        change: 'new',
      }),
      expect.objectContaining({ participantId: b.id, rank: 3, places: [2, 3], amountPaise: 25_000 * RUPEE }),
      expect.objectContaining({ participantId: c.id, rank: 3, places: [2, 3], amountPaise: 25_000 * RUPEE }),
      expect.objectContaining({ participantId: d.id, rank: 5, places: [4], amountPaise: 3_000 * RUPEE }),
    ]);
    expect(preview.awards.map((award: { participantId: string }) => award.participantId)).not.toContain(e.id);
    expect(preview.awardedPaise).toBe(103_000 * RUPEE);
    const total = preview.awards.reduce(
      (sum: number, award: { amountPaise: number }) => sum + award.amountPaise,
      0,
    );
    expect(total).toBe(preview.awardedPaise);
    expect(preview.unawardedPlaces).toHaveLength(28 - 4);

    const closed = await as(admin, 'POST', `/admin/pools/${p.groupId}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ changed: true, closed: { closes: 1, reopenedAt: null } });

    // A double click, or the job: nothing changes.
    const again = (await as(admin, 'POST', `/admin/pools/${p.groupId}/close`)).json();
    expect(again).toMatchObject({ changed: false, closed: { closes: 1 } });
    expect(again.awards.every((award: { change: string }) => award.change === 'same')).toBe(true);
    expect(await awardsOf(p.groupId)).toHaveLength(4);

    const winner = (await as(a.user, 'GET', '/api/notifications')).json();
    expect(JSON.stringify(winner)).toContain('You won ₹50,000');
    // The pass card shows the award; an entry without one shows none.
    const [card] = (await trpcAs(t, a.user).dashboard.passes.query({})).items;
    expect(card?.award).toEqual({
      id: expect.any(String),
      amountPaise: 50_000 * RUPEE,
      rank: 2,
      status: 'awarded',
      claimable: true,
      paidAt: null,
      paymentFailure: null,
      payBy: expect.any(Date),
    });
    // The payout deadline we keep: the close + PAYOUT_DEADLINE_DAYS (30 by default).
    const closedAt = closed.json<{ closed: { closedAt: string } }>().closed.closedAt;
    expect(card!.award!.payBy!.getTime() - new Date(closedAt).getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    expect((await trpcAs(t, e.user).dashboard.passes.query({})).items[0]?.award).toBeNull();
    const audit = (await as(admin, 'GET', `/admin/audit?entityId=${p.groupId}`)).json();
    expect(audit.items.map((item: { action: string }) => item.action)).toEqual(['pool.close']);
  });

  it('voids and reissues the awards a late result changes, and keeps the rest', async () => {
    const p = await pool('free-fire-max');
    await playFiveMatches(p);
    await resultsAgo(p.groupId, 25);
    expect((await as(admin, 'POST', `/admin/pools/${p.groupId}/close`)).statusCode).toBe(200);
    const { a, b, c, d } = p.players;
    const first = await awardsOf(p.groupId);

    // A late dispute: b was 2nd in the last match, not 4th. b now takes 2nd place alone, c 3rd.
    await correct(p.matches[4]!, [[b.id, 2]]);
    const reopened = (await as(admin, 'GET', `/admin/pools/${p.groupId}/close`)).json();
    expect(reopened.closed.reopenedAt).not.toBeNull();
    await resultsAgo(p.groupId, 25);
    const preview = (await as(admin, 'GET', `/admin/pools/${p.groupId}/close`)).json();
    expect(
      preview.awards.map((award: { participantId: string; change: string }) => [
        award.participantId,
        award.change,
      ]),
    ).toEqual([
      [a.id, 'same'],
      [b.id, 'changed'],
      [c.id, 'changed'],
      [d.id, 'same'],
    ]);
    expect(preview.voids.map((v: { participantId: string }) => v.participantId).sort()).toEqual(
      [b.id, c.id].sort(),
    );

    const reclosed = (await as(admin, 'POST', `/admin/pools/${p.groupId}/close`)).json();
    expect(reclosed).toMatchObject({ changed: true, closed: { closes: 2, reopenedAt: null } });
    const after = await awardsOf(p.groupId);
    const live = after.filter((award) => award.status !== 'voided');
    expect(live.map((award) => [award.participant_id, award.amount_paise])).toEqual(
      expect.arrayContaining([
        [a.id, 50_000 * RUPEE],
        [b.id, 30_000 * RUPEE],
        [c.id, 20_000 * RUPEE],
        [d.id, 3_000 * RUPEE],
      ]),
    );
    // The pass card shows the reissued award, never the voided one.
    const [card] = (await trpcAs(t, c.user).dashboard.passes.query({})).items;
    expect(card?.award).toEqual({
      id: expect.any(String),
      amountPaise: 20_000 * RUPEE,
      rank: 4,
      status: 'awarded',
      claimable: true,
      paidAt: null,
      paymentFailure: null,
      payBy: expect.any(Date),
    });
    const voided = after.filter((award) => award.status === 'voided');
    expect(voided).toHaveLength(2);
    expect(voided.every((award) => award.void_reason?.startsWith('Results changed after the close'))).toBe(
      true,
    );
    // Every replacement names the award it replaced; the unchanged awards are the same records.
    const replacedIds = live.flatMap((award) => (award.replaces ? [award.replaces] : []));
    expect(replacedIds.sort()).toEqual(voided.map((award) => award.id).sort());
    expect(live.filter((award) => first.some((old) => old.id === award.id))).toHaveLength(2);
    // The books (decision 26): the voided awards booked as voided, their replacements as awarded.
    const books = (await as(admin, 'GET', '/admin/books')).json<Books>();
    expect(books.reconciliation.checks.filter((check) => !check.ok)).toEqual([]);
    expect(books.reconciliation.checks.find((check) => check.check === 'prizes_voided')).toMatchObject({
      ledgerPaise: voided.reduce((sum, award) => sum + award.amount_paise, 0),
    });
    const audit = (await as(admin, 'GET', `/admin/audit?entityId=${p.groupId}`)).json();
    expect(audit.items.map((item: { action: string }) => item.action)).toEqual([
      'pool.reclose',
      'pool.close',
    ]);
  });

  it('closes by itself a day after it became closable, counting only the matches held', async () => {
    const p = await pool('team-fight-tactics');
    const { a, b, c, d, e } = p.players;
    // The organisers cancelled four matches: one held match, and everyone who played it qualifies.
    for (const match of p.matches.slice(1))
      expect((await as(admin, 'POST', `/admin/matches/${match.id}/cancel`)).statusCode).toBe(200);
    await results(p.matches[0]!, [
      [a.id, 1],
      [b.id, 2],
      [c.id, 3],
      [d.id, 4],
    ]);
    const em = t.db.orm.em.fork();
    await resultsAgo(p.groupId, 30);
    expect(await closeDuePools(em, 24, DISPUTE_WINDOW_HOURS)).not.toContain(p.groupId);
    await resultsAgo(p.groupId, 49);
    expect(await closeDuePools(em, 24, DISPUTE_WINDOW_HOURS)).toContain(p.groupId);
    const awards = await awardsOf(p.groupId);
    expect(awards.map((award) => award.participant_id)).toEqual(
      expect.arrayContaining([a.id, b.id, c.id, d.id]),
    );
    expect(awards.map((award) => award.participant_id)).not.toContain(e.id);
    expect(await closeDuePools(em, 24, DISPUTE_WINDOW_HOURS)).not.toContain(p.groupId);
  });

  it('is for organisers only, and names an unknown pool', async () => {
    const player = await createUser(t);
    expect(
      (await as(player, 'POST', '/admin/pools/00000000-0000-4000-8000-000000000000/close')).statusCode,
    ).toBe(403);
    const unknown = await as(admin, 'POST', '/admin/pools/00000000-0000-4000-8000-000000000000/close');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().reason).toBe('pool.not_found');
    expect((await as(admin, 'GET', '/admin/pools/not-a-pool/close')).statusCode).toBe(404);
  });
});

function awardsOf(groupId: string) {
  return tablesOf<typeof PrizeAward>(t.db.orm.em.fork())
    .selectFrom('prize_award')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy('created_at')
    .execute();
}
