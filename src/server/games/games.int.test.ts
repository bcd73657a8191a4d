import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { register, soloPayload } from '../../../test/support/registration.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const addGame = async (slug: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/games',
    headers: admin.headers,
    payload: { slug, name: `Game ${slug}`, category: 'moba' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
};
const deleteGame = (id: string) =>
  t.app.inject({ method: 'DELETE', url: `/admin/games/${id}`, headers: admin.headers });

describe('deleting a game', () => {
  it('works while nobody registered for it', async () => {
    const id = await addGame('unplayed');
    expect((await deleteGame(id)).json()).toEqual({ ok: true });
    const games = await t.app.inject({ url: '/admin/games', headers: admin.headers });
    expect(games.json().map((g: { slug: string }) => g.slug)).not.toContain('unplayed');
  });

  it('is refused once a player registered: the game is closed instead', async () => {
    const id = await addGame('played');
    const player = await createUser(t);
    expect((await register(t, player, soloPayload({ selectedGame: 'played' }))).statusCode).toBe(200);
    const res = await deleteGame(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'This game has registrations. Close it for registration instead of deleting it.',
      code: 'CONFLICT',
    });
  });
});

describe('editing a game', () => {
  it('shows its place in the list, so an edit can send it back unchanged', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/games',
      headers: admin.headers,
      payload: { slug: 'ordered', name: 'Ordered', category: 'fps', sortOrder: 7 },
    });
    const game = created.json();
    expect(game).toMatchObject({ slug: 'ordered', sortOrder: 7 });
    const { id, ...rest } = game;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/admin/games/${id}`,
      headers: admin.headers,
      payload: { ...rest, name: 'Ordered Renamed', openForRegistration: false },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ ...game, name: 'Ordered Renamed', openForRegistration: false });
    const listed = (await t.app.inject({ url: '/api/games' })).json();
    expect(listed.find((g: { id: string }) => g.id === id)).toMatchObject({ sortOrder: 7 });
  });
});
