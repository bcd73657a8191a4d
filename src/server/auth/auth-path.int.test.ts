import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { registerAndPay } from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';
import { AppUser } from '../users/entities.ts';
import { AUTH_PATH_MESSAGE } from './auth-path.ts';
import { PASS_COOKIE } from './identity.ts';
import { siteUrl } from './setup.ts';

// Every check on /api/auth/* and the provider read one path (auth-path.ts): a path the two could
// read differently (dots, encoded characters, doubled or trailing slashes, capitals) is refused
// before anything runs, and a query string never changes which check applies.

let t: TestApp;
let player: TestUser;
let pass: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db.orm.em.fork());
  player = await createUser(t);
  const owner = await createUser(t);
  const id = await registerAndPay(t, owner);
  const view = (await t.app.inject({ url: `/api/participants/${id}`, headers: owner.headers })).json<{
    gameUsername: string;
    gamePassword: string;
  }>();
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: view.gameUsername, password: view.gamePassword },
    remoteAddress: '198.19.7.1',
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const cookie = signedIn.cookies.find((c) => c.name === PASS_COOKIE);
  pass = { cookie: `${PASS_COOKIE}=${cookie!.value}` };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/**
 * POSTs over a real connection: `app.inject` resolves `..` and `%2e` itself before the app sees
 * the URL, a client on the network does not.
 */
function post(url: string, payload: object, headers: Record<string, string> = {}) {
  const { port } = t.app.server.address() as AddressInfo;
  const body = JSON.stringify(payload);
  return new Promise<{ statusCode: number; json: () => unknown }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        headers: {
          'content-type': 'application/json',
          origin: new URL(siteUrl(t.config)).origin,
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ statusCode: res.statusCode ?? 0, json: () => (text ? JSON.parse(text) : null) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The same path written so that a URL parser, a router or a reader of the raw text may differ. */
function variants(path: string): string[] {
  const [first, ...rest] = path.replace('/api/auth/', '').split('/');
  const tail = rest.join('/');
  const joined = (head: string) => (tail ? `${head}/${tail}` : head);
  return [
    `/api/auth/x/../${path.slice(10)}`,
    `/api/auth/./${path.slice(10)}`,
    `/api/auth/x/%2e%2e/${path.slice(10)}`,
    `/api/auth/x/%2E%2E/${path.slice(10)}`,
    `/api/auth/%2E/${path.slice(10)}`,
    `/api/auth/x/.%2e/${path.slice(10)}`,
    `/api/auth//${path.slice(10)}`,
    tail ? `/api/auth/${first}//${tail}` : `/api/auth/${first}//`,
    `${path}/`,
    `/api/auth/${joined(first!.toUpperCase())}`,
    `/api/auth/${joined(first![0]!.toUpperCase() + first!.slice(1))}`,
    `/api/auth/${first}%2F${tail}`,
    `/api/auth/${first}${tail ? `%5C${tail}` : '%5C'}`,
    `/api/auth/${joined(`%${first!.charCodeAt(0).toString(16)}${first!.slice(1)}`)}`,
  ];
}

const GUARDED = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-in/email-otp',
  '/api/auth/sign-in/game-credentials',
  '/api/auth/delete-user',
  '/api/auth/email-otp/reset-password',
  '/api/auth/forget-password/email-otp',
  '/api/auth/email-otp/request-password-reset',
  '/api/auth/email-otp/send-verification-otp',
  '/api/auth/email-otp/check-verification-otp',
  '/api/auth/email-otp/verify-email',
  // Closed to game-credential sessions (OPEN_TO_PASS_SESSIONS in auth-routes.ts).
  '/api/auth/change-password',
  '/api/auth/list-sessions',
  '/api/auth/update-user',
];

const refused = { error: AUTH_PATH_MESSAGE, code: 'BAD_REQUEST' };

describe('one path for every check of /api/auth', () => {
  it.each(GUARDED)('refuses every other spelling of %s with 400, before anything runs', async (path) => {
    for (const url of variants(path)) {
      const res = await post(url, { email: player.email, password: player.password }, player.headers);
      expect([url, res.statusCode, res.json()]).toEqual([url, 400, expect.objectContaining(refused)]);
    }
  });

  it('refuses a path that climbs out of /api/auth and back, and one sent with a pass session', async () => {
    for (const url of [
      '/api/x/../auth/sign-in/email',
      '/api/%61uth/sign-in/email',
      '/api/auth/sign-in/../list-sessions',
    ]) {
      const res = await post(url, { email: player.email, password: player.password }, pass);
      expect([url, res.statusCode]).toEqual([url, 400]);
    }
  });

  it('keeps the account: deleting it by another spelling with {} changes nothing', async () => {
    const victim = await createUser(t);
    for (const url of variants('/api/auth/delete-user'))
      expect((await post(url, {}, victim.headers)).statusCode).toBe(400);
    expect(await t.db.orm.em.fork().count(AppUser, { id: victim.userId })).toBe(1);
  });

  it('applies the same check whatever the query string', async () => {
    const victim = await createUser(t);
    const deletion = await post('/api/auth/delete-user?x=1', {}, victim.headers);
    expect(deletion.statusCode).toBe(400);
    expect(deletion.json()).toMatchObject({
      error: 'Enter your password (or the code we e-mailed you) to delete your account.',
    });
    expect(await t.db.orm.em.fork().count(AppUser, { id: victim.userId })).toBe(1);

    const closed = await post('/api/auth/list-sessions?to=/api/auth/sign-in/', {}, pass);
    expect(closed.statusCode).toBe(403);
  });
});
