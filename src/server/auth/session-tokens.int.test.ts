import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser } from '../../../test/support/auth.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';
import { sql } from '../db/sql.ts';
import { siteUrl } from './setup.ts';

// docs/decisions/0022-sessions-and-data-at-rest.md: what the database keeps opens no session by
// itself. Account sessions are bearer tokens only when signed with the app secret; pass sessions
// are kept as a hash.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db.orm.em.fork());
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${token}` } });
const storedTokens = async (authUserId: string) =>
  (
    await sql<{ token: string }[]>(t.db.orm.em.fork(), 'select token from auth_session where "userId" = ?', [
      authUserId,
    ])
  ).map((row) => row.token);
const authUserOf = async (email: string) =>
  (
    await sql<{ id: string }[]>(t.db.orm.em.fork(), 'select id from auth_user where email = ?', [
      email.toLowerCase(),
    ])
  )[0]!.id;

describe('account session tokens', () => {
  it('open nothing as stored in the database; the signed form handed out works', async () => {
    const email = `tokens-${Date.now()}@example.in`;
    const site = { origin: new URL(siteUrl(t.config)).origin };
    // Sign-up signs no one in (decision 23); the password signs in.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: site,
      remoteAddress: '10.250.0.1',
      payload: { email, password: 'Secret-tokens-1', name: 'Token Holder' },
    });
    expect(signUp.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: site,
      remoteAddress: '10.250.0.1',
      payload: { email, password: 'Secret-tokens-1' },
    });
    expect(signIn.statusCode).toBe(200);
    const signed = signIn.headers['set-auth-token'] as string;
    expect((await me(signed)).statusCode).toBe(200);

    const [stored] = await storedTokens(await authUserOf(email));
    expect(stored).toBeDefined();
    expect(signed).not.toBe(stored);
    const refused = await me(stored!);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED', error: 'Please sign in to continue.' });
    // The answer's body carries the same signed token as the header, never the stored one.
    expect(signIn.json().token).toBe(signed);

    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '10.250.0.2',
      payload: { email, password: 'Secret-tokens-1' },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ token: string }>().token;
    expect((await storedTokens(await authUserOf(email))).includes(token)).toBe(false);
    expect((await me(token)).json().user).toMatchObject({ email });
    // The browser's cookie is signed too, and keeps working.
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    expect((await t.app.inject({ url: '/auth/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('a sign-in answers the signed token in its body as well', async () => {
    const player = await createUser(t);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: new URL(siteUrl(t.config)).origin },
      remoteAddress: '10.250.0.3',
      payload: { email: player.email, password: player.password },
    });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json<{ token: string }>().token;
    expect(token).toBe(signIn.headers['set-auth-token']);
    expect((await storedTokens(await authUserOf(player.email))).includes(token)).toBe(false);
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('pass session tokens', () => {
  it('are kept only as a hash', async () => {
    const owner = await createUser(t);
    const id = await registerAndPay(t, owner, soloPayload({ selectedGame: 'valorant' }));
    const pass = (await t.app.inject({ url: `/api/participants/${id}`, headers: owner.headers })).json();
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '10.250.0.4',
      payload: { email: pass.gameUsername, password: pass.gamePassword },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ token: string }>().token;
    expect(token).toMatch(/^pass_/);
    expect((await me(token)).statusCode).not.toBe(401);
    const rows = await sql<Record<string, unknown>[]>(t.db.orm.em.fork(), 'select * from pass_session');
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token.slice('pass_'.length));
  });
});
