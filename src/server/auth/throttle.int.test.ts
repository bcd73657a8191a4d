import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, TEST_KEYRING, type TestApp } from '../../../test/support/test-app.ts';
import { createUser } from '../../../test/support/auth.ts';
import { THROTTLE_RULES } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (
  app: TestApp['app'],
  email: string,
  password: string,
  remoteAddress = '203.0.113.7',
  headers = {},
) => app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress, headers });

describe('sign-in throttling', () => {
  it('locks an account after repeated wrong passwords, with a retry-after, even for the right password', async () => {
    const player = await createUser(t);
    for (let i = 0; i < THROTTLE_RULES.account.max; i++) {
      expect((await login(t.app, player.email, 'wrong', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    const locked = await login(t.app, player.email, player.password, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      error: 'Too many sign-in attempts. Please try again in 15 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('keeps the lock across a restart of the server', async () => {
    const player = await createUser(t);
    for (let i = 0; i < THROTTLE_RULES.account.max; i++) await login(t.app, player.email, 'wrong');
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
    for (let i = 0; i < THROTTLE_RULES.ip.max; i++) {
      await login(t.app, `nobody${i}@example.in`, 'wrong', ip, { 'x-forwarded-for': `10.9.${i}.1` });
    }
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
    for (let i = 0; i < 6; i++) statuses.push((await signUp(i)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
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
    for (let i = 0; i < THROTTLE_RULES.account.max; i++)
      expect((await attempt('wrong')).statusCode).toBe(401);
    expect((await attempt(player.password)).statusCode).toBe(429);
  });

  it('a successful sign-in clears the account count', async () => {
    const player = await createUser(t);
    for (let i = 0; i < THROTTLE_RULES.account.max - 1; i++)
      await login(t.app, player.email, 'wrong', '198.51.100.77');
    expect((await login(t.app, player.email, player.password, '198.51.100.77')).statusCode).toBe(200);
    expect((await login(t.app, player.email, 'wrong', '198.51.100.77')).statusCode).toBe(401);
    expect((await login(t.app, player.email, player.password, '198.51.100.77')).statusCode).toBe(200);
  });
});
