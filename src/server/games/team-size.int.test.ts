import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import {
  initiatePayment,
  payFor,
  register,
  registerSolo,
  registerSquad,
  squadPayload,
} from '../../../test/support/registration.ts';
import { seedGames } from './seed.ts';

let t: TestApp;
let admin: TestUser;
let player: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db.orm.em.fork());
  admin = await createUser(t, { role: 'admin' });
  player = await createUser(t);
});
afterAll(() => t.close());

const gamesList = async () =>
  (await t.app.inject({ url: '/api/games' })).json<{ slug: string; id: string; teamSize: number }[]>();
const count = async (table: string) =>
  Number(
    (await t.db.orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from ${table}`))[0]!.n,
  );
const putGame = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/admin/games/${id}`, headers: admin.headers, payload });

describe('team size is game data', () => {
  it('is listed for every game, as the catalogue seeds it', async () => {
    const sizes = Object.fromEntries((await gamesList()).map((g) => [g.slug, g.teamSize]));
    expect(sizes).toMatchObject({
      bgmi: 4,
      'free-fire-max': 4,
      valorant: 5,
      'call-of-duty-mobile': 5,
      'dota-2': 5,
      'league-of-legends': 5,
      'pokemon-unite': 5,
      'team-fight-tactics': 2,
    });
  });
});

describe('a squad follows its game', () => {
  it('refuses more teammates than the game has room for, and writes nothing', async () => {
    const before = await count('participant');
    const res = await register(t, player, squadPayload(2, { selectedGame: 'team-fight-tactics' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'A Team Fight Tactics squad has 2 players: you and at most 1 teammate.',
      code: 'BAD_REQUEST',
    });
    expect(await count('participant')).toBe(before);
  });

  it('refuses to take payment for an incomplete squad, and writes nothing', async () => {
    const tft = await registerSquad(t, player, 0, { selectedGame: 'team-fight-tactics' });
    const bgmi = await registerSquad(t, player, 1);
    const payments = await count('payment');
    const one = await initiatePayment(t, player, tft.id);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({
      error: 'This squad needs 1 more teammate before it can pay.',
      code: 'CONFLICT',
    });
    const two = await initiatePayment(t, player, bgmi.id, { amount: 2000 });
    expect(two.json()).toMatchObject({ error: 'This squad needs 2 more teammates before it can pay.' });
    expect(await count('payment')).toBe(payments);
  });

  it('takes payment for a complete squad, and solo passes are unaffected', async () => {
    const squad = await registerSquad(t, player, 4, { selectedGame: 'valorant' });
    await payFor(t, player, squad.id);
    const solo = await registerSolo(t, player, { selectedGame: 'team-fight-tactics' });
    await payFor(t, player, solo.id);
    for (const id of [squad.id, solo.id]) {
      const view = await t.app.inject({ url: `/api/participants/${id}`, headers: player.headers });
      expect(view.json()).toMatchObject({ status: 'paid' });
    }
  });
});

describe('an admin sets the team size', () => {
  it('changes it, keeps it when an update leaves it out, and the squad rule follows', async () => {
    const game = (await gamesList()).find((g) => g.slug === 'free-fire-max')!;
    const base = { slug: 'free-fire-max', name: 'Free Fire Max', category: 'battle_royale' };
    const changed = await putGame(game.id, { ...base, teamSize: 2 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ teamSize: 2 });
    expect((await putGame(game.id, base)).json()).toMatchObject({ teamSize: 2 });

    const duo = await registerSquad(t, player, 1, { selectedGame: 'free-fire-max' });
    await payFor(t, player, duo.id);
    const trio = await register(t, player, squadPayload(2, { selectedGame: 'free-fire-max' }));
    expect(trio.json()).toMatchObject({
      error: 'A Free Fire Max squad has 2 players: you and at most 1 teammate.',
    });
  });

  it('gives a new game 4 players unless told otherwise', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/games',
      headers: admin.headers,
      payload: { slug: 'apex-mobile', name: 'Apex Mobile', category: 'battle_royale' },
    });
    expect(res.json()).toMatchObject({ teamSize: 4 });
  });

  it('refuses a team size outside 2 to 6, and changes nothing', async () => {
    const game = (await gamesList()).find((g) => g.slug === 'dota-2')!;
    const base = { slug: 'dota-2', name: 'Dota 2', category: 'moba' };
    for (const teamSize of [1, 7, 4.5, '5']) {
      const res = await putGame(game.id, { ...base, teamSize });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(
        'Team size is the number of players in a squad, captain included: a whole number from 2 to 6.',
      );
    }
    expect((await gamesList()).find((g) => g.slug === 'dota-2')!.teamSize).toBe(5);
  });
});
