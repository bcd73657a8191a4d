import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, TEST_KEYRING, type TestApp } from '../../../test/support/test-app.ts';
import { createUser } from '../../../test/support/auth.ts';
import { registerAndPay } from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';
import { sql } from '../db/sql.ts';
import { clientNetwork } from './client-network.ts';
import { AUTH_RATE_LIMITS } from './local-auth.ts';
import { THROTTLE_RULES } from './login-throttle.ts';
import { SIGN_IN_DELAYS } from './sign-in-delays.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db.orm.em.fork());
});
afterAll(() => t.close());

const login = (
  app: TestApp['app'],
  email: string,
  password: string,
  remoteAddress = '203.0.113.7',
  headers = {},
) => app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress, headers });

/** Counts `failures` attempts from the client's network at once, as that many sign-ins would. */
const countFrom = (ip: string, failures: number) =>
  sql(
    t.db.orm.em.fork(),
    `insert into login_throttle (key, failures, window_started_at, locked_until)
     values (?, ?, now(), case when ? >= ? then now() + interval '15 minutes' end)`,
    [`ip:${clientNetwork(ip)}`, failures, failures, THROTTLE_RULES.ip.max],
    'run',
  );

describe('sign-in throttling', () => {
  it('holds an account back after repeated wrong passwords, with a retry-after, even for the right password', async () => {
    const player = await createUser(t);
    for (let i = 0; i < SIGN_IN_DELAYS.account.freeFailures; i++) {
      expect((await login(t.app, player.email, 'wrong', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    const locked = await login(t.app, player.email, player.password, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      // The first wait (30 s) in the words the client translates; Retry-After has the seconds.
      error: 'Too many sign-in attempts. Please try again in 1 minute.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the wait across a restart of the server', async () => {
    const player = await createUser(t);
    for (let i = 0; i < SIGN_IN_DELAYS.account.freeFailures; i++) await login(t.app, player.email, 'wrong');
    const restarted = await buildApp({
      config: t.config,
      db: t.db,
      keyring: TEST_KEYRING,
      clientDir: null,
      logger: false,
    });
    try {
      expect((await login(restarted, player.email, player.password)).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('counts per IP, and a rotated X-Forwarded-For does not help (TRUST_PROXY is off)', async () => {
    const ip = '192.0.2.55';
    await countFrom(ip, THROTTLE_RULES.ip.max - 1);
    const last = await login(t.app, 'nobody@example.in', 'wrong', ip, { 'x-forwarded-for': '10.9.0.1' });
    expect(last.statusCode).toBe(401);
    const res = await login(t.app, 'someone-else@example.in', 'whatever', ip, {
      'x-forwarded-for': '10.10.10.10',
    });
    expect(res.statusCode).toBe(429);
  });

  it("ignores a client-sent copy of the header that hands the provider the client's IP", async () => {
    const signUp = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: `spoof${i}@example.in`, password: 'Secret-password-1', name: 'Spoof' },
        headers: { origin: 'http://localhost:3000', 'x-arena-client-ip': `10.77.0.${i}` },
        remoteAddress: '192.0.2.200',
      });
    const statuses = [];
    const max = AUTH_RATE_LIMITS['/sign-up/email'].max;
    for (let i = 0; i <= max; i++) statuses.push((await signUp(i)).statusCode);
    expect(statuses).toEqual([...Array<number>(max).fill(200), 429]);
  });

  it("throttles the provider's own sign-in endpoint the same way", async () => {
    const player = await createUser(t);
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: player.email, password },
        headers: { origin: 'http://localhost:3000' },
        remoteAddress: '198.51.100.200',
      });
    for (let i = 0; i < SIGN_IN_DELAYS.account.freeFailures; i++)
      expect((await attempt('wrong')).statusCode).toBe(401);
    expect((await attempt(player.password)).statusCode).toBe(429);
  });

  it('a successful sign-in clears the account count', async () => {
    const player = await createUser(t);
    for (let i = 0; i < SIGN_IN_DELAYS.account.freeFailures - 1; i++)
      await login(t.app, player.email, 'wrong', '198.51.100.77');
    expect((await login(t.app, player.email, player.password, '198.51.100.77')).statusCode).toBe(200);
    expect((await login(t.app, player.email, 'wrong', '198.51.100.77')).statusCode).toBe(401);
    expect((await login(t.app, player.email, player.password, '198.51.100.77')).statusCode).toBe(200);
  });
});

describe('the throttle cannot be outrun or sidestepped', () => {
  /** A paid pass's game credentials. */
  async function gameCredentials() {
    const buyer = await createUser(t);
    const id = await registerAndPay(t, buyer);
    const view = await t.app.inject({ url: `/api/participants/${id}`, headers: buyer.headers });
    return view.json<{ gameUsername: string; gamePassword: string }>();
  }
  const wrongFor = (password: string) => (password === '111111' ? '222222' : '111111');

  it('tries at most 5 of 25 parallel wrong guesses on one game username, then refuses the right one', async () => {
    const { gameUsername, gamePassword } = await gameCredentials();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        login(t.app, gameUsername, wrongFor(gamePassword), `198.18.${i}.1`),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // A 401 is a guess that was checked against the password.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(SIGN_IN_DELAYS.game.freeFailures);
    expect((await login(t.app, gameUsername, gamePassword, '198.18.100.1')).statusCode).toBe(429);
  });

  it('checks at most 5 of 25 parallel wrong passwords of one account', async () => {
    const player = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(t.app, player.email, 'wrong', `198.18.200.${i + 1}`)),
    );
    expect(answers.filter((res) => res.statusCode === 401).length).toBeLessThanOrEqual(
      SIGN_IN_DELAYS.account.freeFailures,
    );
    expect((await login(t.app, player.email, player.password, '198.18.201.1')).statusCode).toBe(429);
  });

  it('keys a game-credentials sign-in by its username, whatever extra e-mail the body carries', async () => {
    const { gameUsername, gamePassword } = await gameCredentials();
    const attempt = (password: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/game-credentials',
        payload: { username: gameUsername, password, email: `decoy${i}@example.in` },
        headers: { origin: 'http://localhost:3000' },
        remoteAddress: `198.18.150.${i + 1}`,
      });
    for (let i = 0; i < SIGN_IN_DELAYS.game.freeFailures; i++)
      expect((await attempt(wrongFor(gamePassword), i)).statusCode).toBe(401);
    expect((await attempt(gamePassword, 99)).statusCode).toBe(429);
  });

  it('does not count successful sign-ins against the IP', async () => {
    const player = await createUser(t);
    const ip = '198.18.250.1';
    await countFrom(ip, THROTTLE_RULES.ip.max - 1);
    for (let i = 0; i < 3; i++)
      expect((await login(t.app, player.email, player.password, ip)).statusCode).toBe(200);
    expect((await login(t.app, 'miss-last@example.in', 'wrong', ip)).statusCode).toBe(401);
    expect((await login(t.app, player.email, player.password, ip)).statusCode).toBe(429);
  });

  it('counts IPv6 clients per /64, and an IPv4-mapped address as its IPv4 address', async () => {
    await countFrom('2001:db8:77:1:1::7', THROTTLE_RULES.ip.max);
    const sameNet = await login(t.app, 'v6-other@example.in', 'wrong', '2001:db8:77:1:ffff:1:2:3');
    expect(sameNet.statusCode).toBe(429);
    const nextNet = await login(t.app, 'v6-other@example.in', 'wrong', '2001:db8:77:2::1');
    expect(nextNet.statusCode).toBe(401);

    await countFrom('192.0.2.177', THROTTLE_RULES.ip.max);
    expect((await login(t.app, 'v4-x@example.in', 'wrong', '::ffff:192.0.2.177')).statusCode).toBe(429);
  });
});
