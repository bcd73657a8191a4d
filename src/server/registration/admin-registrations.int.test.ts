import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { registerAndPay, registerSolo, squadPayload } from '../../../test/support/registration.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';

// GET /admin/participants on a few registrations with known players: a paid BGMI squad of 4, an
// unpaid Valorant solo pass and an unpaid BGMI solo pass whose player's e-mail holds a `_` (LIKE's
// wildcard, which must match itself only).

const { t, admin } = adminTestAppOfFile('games');
let player: TestUser;
const ids = {} as Record<'squad' | 'valorant' | 'underscore', string>;

const get = (url: string, as: TestUser = admin) => t.app.inject({ method: 'GET', url, headers: as.headers });
const list = async (query: string) => {
  const res = await get(`/admin/participants?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: string; playerName: string }[]; total: number }>();
};
const idsOf = async (query: string) => (await list(query)).items.map((item) => item.id);

beforeAll(async () => {
  player = await createUser(t);
  const other = await createUser(t);
  ids.squad = await registerAndPay(
    t,
    player,
    squadPayload(3, { name: 'Ishaan Rao', email: 'ishaan.rao@adminlist.test' }),
  );
  ids.valorant = (
    await registerSolo(t, player, {
      name: 'Zoya Khan',
      email: 'zoya@adminlist.test',
      selectedGame: 'valorant',
      riskCategory: 'lr',
      priceCategory: '500',
    })
  ).id;
  ids.underscore = (
    await registerSolo(t, other, { name: 'Neel Shah', email: 'neel_s@adminlist.test', selectedGame: 'bgmi' })
  ).id;
});

describe('who may call', () => {
  it('answers 401 without a session and 403 to a player', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/participants' })).statusCode).toBe(401);
    expect((await get('/admin/participants', player)).statusCode).toBe(403);
  });
});

describe('the list', () => {
  it('is newest first by default, oldest first on asc, with the row an admin reads', async () => {
    expect(await idsOf('search=adminlist.test')).toEqual([ids.underscore, ids.valorant, ids.squad]);
    expect(await idsOf('search=adminlist.test&order=asc')).toEqual([ids.squad, ids.valorant, ids.underscore]);
    const squad = (await list('search=ishaan')).items[0];
    expect(squad).toMatchObject({
      id: ids.squad,
      gameSlug: 'bgmi',
      gameName: 'BGMI',
      playFormat: 'squad',
      riskCategory: 'hr',
      pass: 'vip',
      passPrice: 2000,
      status: 'paid',
      playerName: 'Ishaan Rao',
      playerEmail: 'ishaan.rao@adminlist.test',
      gameUsername: expect.any(String),
      teamSize: 4,
      paidAt: expect.any(String),
    });
    expect(JSON.stringify(squad)).not.toMatch(/password/i);
  });

  it('searches the name and e-mail in any case, and a game username of the pass', async () => {
    expect(await idsOf('search=ZOYA')).toEqual([ids.valorant]);
    expect(await idsOf('search=ishaan.rao@ADMINLIST')).toEqual([ids.squad]);
    const mine = (await get(`/api/participants/${ids.squad}`, player)).json();
    expect(await idsOf(`search=${mine.gameUsername}`)).toEqual([ids.squad]);
    expect(await idsOf(`search=${mine.teammates[2].gameUsername}`)).toEqual([ids.squad]);
    // `_` is itself, not any one character.
    expect(await idsOf('search=neel_s')).toEqual([ids.underscore]);
    expect(await idsOf('search=n_el')).toEqual([]);
  });

  it('filters by game, format and status, together with the search', async () => {
    const base = 'search=adminlist.test';
    expect(await idsOf(`${base}&game=bgmi`)).toEqual([ids.underscore, ids.squad]);
    expect(await idsOf(`${base}&game=valorant`)).toEqual([ids.valorant]);
    expect(await idsOf(`${base}&playFormat=squad`)).toEqual([ids.squad]);
    expect(await idsOf(`${base}&status=pending_payment`)).toEqual([ids.underscore, ids.valorant]);
    expect(await idsOf(`${base}&game=bgmi&playFormat=solo&status=pending_payment`)).toEqual([ids.underscore]);
    expect(await idsOf(`${base}&status=expired`)).toEqual([]);
    expect(await idsOf(`${base}&game=fortnite`)).toEqual([]);
  });

  it('pages, with the total of every match', async () => {
    const first = await list('search=adminlist.test&pageSize=2');
    const second = await list('search=adminlist.test&pageSize=2&page=2');
    expect([first.total, second.total]).toEqual([3, 3]);
    expect(first.items.map((i) => i.id)).toEqual([ids.underscore, ids.valorant]);
    expect(second.items.map((i) => i.id)).toEqual([ids.squad]);
    expect((await list('search=adminlist.test&page=9')).items).toEqual([]);
  });

  it("refuses what it does not know, with the field's message", async () => {
    for (const [query, message] of [
      ['status=refunded', 'The status is one of: pending_payment, paid, expired.'],
      ['playFormat=duo', 'The format is one of: solo, squad.'],
      ['game=BG%20MI', 'A game is named by its slug, such as bgmi.'],
      ['page=0', 'Pages start at 1.'],
      ['pageSize=500', 'At most 100 per page.'],
      ['order=up', 'The order is asc or desc.'],
    ]) {
      const res = await get(`/admin/participants?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
    }
  });
});
