import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { seedGames } from './seed.ts';

// Game cards say where a game is played (Mobile or PC): game data, seeded and admin-editable.

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db.orm.em.fork());
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const games = async () =>
  (await t.app.inject({ url: '/api/games' })).json<{ slug: string; id: string; platform: string }[]>();
const admin$ = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: admin.headers, payload });

describe('where a game is played', () => {
  it('is seeded for every game', async () => {
    expect(Object.fromEntries((await games()).map((g) => [g.slug, g.platform]))).toEqual({
      bgmi: 'mobile',
      'free-fire-max': 'mobile',
      'call-of-duty-mobile': 'mobile',
      'pokemon-unite': 'mobile',
      valorant: 'pc',
      'dota-2': 'pc',
      'league-of-legends': 'pc',
      'team-fight-tactics': 'pc',
      fortnite: 'pc',
    });
  });

  it('is mobile for a new game unless said, kept on an update that leaves it out, and checked', async () => {
    const created = await admin$('POST', '/admin/games', {
      slug: 'clash-royale',
      name: 'Clash Royale',
      category: 'strategy',
    });
    expect(created.json()).toMatchObject({ platform: 'mobile' });
    const id = created.json<{ id: string }>().id;
    const toPc = await admin$('PUT', `/admin/games/${id}`, {
      slug: 'clash-royale',
      name: 'Clash Royale',
      category: 'strategy',
      platform: 'pc',
    });
    expect(toPc.json()).toMatchObject({ platform: 'pc' });
    const kept = await admin$('PUT', `/admin/games/${id}`, {
      slug: 'clash-royale',
      name: 'Clash Royale',
      category: 'strategy',
    });
    expect(kept.json()).toMatchObject({ platform: 'pc' });

    const bad = await admin$('PUT', `/admin/games/${id}`, {
      slug: 'clash-royale',
      name: 'Clash Royale',
      category: 'strategy',
      platform: 'console',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Choose where the game is played: mobile or pc.' });
    expect((await games()).find((g) => g.id === id)?.platform).toBe('pc');
  });
});
