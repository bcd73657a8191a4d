import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

const REFUSED = 'This request came from another site and was refused.';
const json = { 'content-type': 'application/json' };

let signUps = 0;
/** A sign-up as a browser at `origin` would send it, to a server it reaches as `host`. */
function signUp(t: TestApp, origin: string, host: string, headers: Record<string, string> = {}) {
  signUps += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { ...json, origin, host, ...headers },
    remoteAddress: `10.200.0.${signUps}`,
    payload: { email: `origin${signUps}@example.in`, password: 'origin-check-123', name: 'Origin Check' },
  });
}

/** Signs `user` in over REST and returns their session cookie (`name=value`). */
async function sessionCookie(t: TestApp, user: TestUser): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: user.email, password: user.password },
  });
  const cookie = [res.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => /^(__Secure-)?arena\.session_token=/.test(c));
  if (!cookie) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return cookie.split(';')[0]!;
}

describe('without PUBLIC_URL the site is wherever the request reached it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up at the address the server prints, and from a phone on the LAN', async () => {
    expect((await signUp(t, 'http://127.0.0.1:3000', '127.0.0.1:3000')).statusCode).toBe(200);
    const lan = await signUp(t, 'http://192.168.1.20:3000', '192.168.1.20:3000', {
      'sec-fetch-site': 'same-origin',
    });
    expect(lan.statusCode).toBe(200);
  });

  it('still refuses a sign-up from an origin that is not the Host', async () => {
    const res = await signUp(t, 'https://evil.example', '127.0.0.1:3000');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
  });
});

describe('cookie-authenticated writes from another site', () => {
  let t: TestApp;
  let player: TestUser;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    player = await createUser(t);
    cookie = await sessionCookie(t, player);
  });
  afterAll(() => t.close());

  const host = '127.0.0.1:3000';
  const trpcMutation = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/trpc/notifications.markAllRead',
      headers: { ...json, host, ...headers },
      payload: '{}',
    });
  const restPost = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers: { ...json, host, ...headers }, payload: '{}' });

  it('refuses a tRPC mutation whose Origin is another site', async () => {
    const res = await trpcMutation({ cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.json).toMatchObject({ message: REFUSED, data: { code: 'FORBIDDEN' } });
  });

  it('refuses REST writes, /auth/logout and the provider endpoints with a JSON error', async () => {
    for (const url of ['/api/notifications/read-all', '/auth/logout', '/api/auth/sign-out']) {
      const res = await restPost(url, { cookie, origin: 'https://evil.example' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ error: REFUSED, code: 'FORBIDDEN' });
    }
    const me = await t.app.inject({ url: '/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it("refuses a write carrying a game-credential session's cookie from another site", async () => {
    const res = await restPost('/auth/logout', {
      cookie: 'arena.pass_session=pass_anything',
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: REFUSED, code: 'FORBIDDEN' });
  });

  it('goes by Sec-Fetch-Site when there is no Origin', async () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect((await trpcMutation({ cookie, 'sec-fetch-site': site })).statusCode, site).toBe(403);
    }
    expect((await trpcMutation({ cookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await trpcMutation({ cookie, origin: 'null' })).statusCode).toBe(403);
  });

  it("accepts the site's own origin, which is the request's Host when PUBLIC_URL is unset", async () => {
    expect((await trpcMutation({ cookie, origin: `http://${host}` })).statusCode).toBe(200);
    const rest = await restPost('/api/notifications/read-all', { cookie, origin: `http://${host}` });
    expect(rest.statusCode).toBe(200);
  });

  it('lets through reads, bearer tokens, callers that send neither header, and requests without a session', async () => {
    const read = await t.app.inject({
      url: '/api/notifications/unread-count',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    const bearer = await restPost('/api/notifications/read-all', {
      ...player.headers,
      origin: 'https://evil.example',
    });
    expect(bearer.statusCode).toBe(200);
    // curl, server-to-server: no browser, so no victim's cookie to abuse.
    expect((await restPost('/api/notifications/read-all', { cookie })).statusCode).toBe(200);
    // A gateway's callback posts cross-site without our session cookie.
    const noSession = await restPost('/auth/logout', {
      cookie: 'theme=dark',
      origin: 'https://evil.example',
    });
    expect(noSession.statusCode).toBe(200);
  });
});

describe('with PUBLIC_URL only its origin is the site', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://arena.example.in' });
    cookie = await sessionCookie(t, await createUser(t));
  });
  afterAll(() => t.close());

  const write = (origin: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { ...json, host: '127.0.0.1:3000', cookie, origin, ...headers },
      payload: '{}',
    });

  it('accepts PUBLIC_URL and refuses the Host it was reached at', async () => {
    expect((await write('https://arena.example.in')).statusCode).toBe(200);
    expect((await write('http://127.0.0.1:3000')).statusCode).toBe(403);
    // A browser that says the page is of this very origin is believed at any address.
    expect((await write('http://127.0.0.1:3000', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('refuses a sign-up from an address that is not PUBLIC_URL', async () => {
    const res = await signUp(t, 'http://127.0.0.1:3000', '127.0.0.1:3000');
    expect(res.statusCode).toBe(403);
    expect((await signUp(t, 'https://arena.example.in', '127.0.0.1:3000')).statusCode).toBe(200);
  });
});
