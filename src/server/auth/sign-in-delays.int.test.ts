import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser } from '../../../test/support/auth.ts';
import { sql } from '../db/sql.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';
import { THROTTLE_RULES } from './login-throttle.ts';
import { SIGN_IN_DELAYS } from './sign-in-delays.ts';
import { siteUrl } from './setup.ts';

// Wrong passwords slow an account down (growing waits), never lock it: a correct password from a
// browser that signed in to the account before passes the wait (decisions/0020-sign-in-throttles.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { freeFailures, firstDelaySeconds } = SIGN_IN_DELAYS.account;
let ip = 0;
const nextIp = () => `198.51.${100 + (++ip >> 8)}.${ip & 255}`;

const login = (email: string, password: string, headers: Record<string, string> = {}, from = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    remoteAddress: from,
    headers,
  });

const provider = (url: string, payload: object, from = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: new URL(siteUrl(t.config)).origin },
    remoteAddress: from,
  });

/** The device cookie a successful sign-in set, as a request header. */
const deviceOf = (res: Awaited<ReturnType<typeof login>>) => {
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie, 'device cookie').toBeDefined();
  expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
  return { cookie: `${DEVICE_COOKIE}=${cookie!.value}` };
};

/** Ends the wait an account (or any key) is in, as if the time had passed. */
const endWait = (key: string) =>
  sql(
    t.db.orm.em.fork(),
    `update login_throttle set locked_until = now() - interval '1 second' where key = ?`,
    [key],
    'run',
  );

async function failFreely(email: string) {
  for (let i = 0; i < freeFailures; i++) expect((await login(email, 'wrong-password')).statusCode).toBe(401);
}

describe('growing delays per account', () => {
  it('holds the next attempt back for a while after the free failures, with Retry-After', async () => {
    const player = await createUser(t);
    await failFreely(player.email);
    const held = await login(player.email, player.password);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({
      // The first wait (30 s) in the words the client translates; Retry-After has the seconds.
      error: 'Too many sign-in attempts. Please try again in 1 minute.',
      code: 'TOO_MANY_REQUESTS',
    });
    const retryAfter = Number(held.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(firstDelaySeconds - 3);
    expect(retryAfter).toBeLessThanOrEqual(firstDelaySeconds);
    // Attempts during the wait do not make it longer; once it is over, the password works.
    await endWait(`account:${player.email}`);
    expect((await login(player.email, player.password)).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure, and a query string does not escape it', async () => {
    const player = await createUser(t);
    await failFreely(player.email);
    await endWait(`account:${player.email}`);
    expect((await login(player.email, 'wrong-password')).statusCode).toBe(401);
    const held = await provider('/api/auth/sign-in/email?again=1', {
      email: player.email,
      password: player.password,
    });
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(2 * firstDelaySeconds - 3);
  });

  it('lets a correct password from a known device through, and counts that device on its own', async () => {
    const player = await createUser(t);
    const device = deviceOf(await login(player.email, player.password));
    await failFreely(player.email);
    expect((await login(player.email, player.password)).statusCode).toBe(429);
    const known = await login(player.email, player.password, device);
    expect(known.statusCode).toBe(200);
    // Wrong passwords from the device slow down the device, not the account's owner elsewhere.
    for (let i = 0; i < freeFailures; i++)
      expect((await login(player.email, 'wrong-password', device)).statusCode).toBe(401);
    expect((await login(player.email, player.password, device)).statusCode).toBe(429);
  });

  it("does not let a device cookie of another account, or a forged one, pass an account's wait", async () => {
    const [player, other] = [await createUser(t), await createUser(t)];
    const otherDevice = deviceOf(await login(other.email, other.password));
    await failFreely(player.email);
    expect((await login(player.email, player.password, otherDevice)).statusCode).toBe(429);
    const forged = {
      cookie: `${DEVICE_COOKIE}=${'a'.repeat(24)}-${'b'.repeat(32)}.99999999999.${'c'.repeat(43)}`,
    };
    expect((await login(player.email, player.password, forged)).statusCode).toBe(429);
  });
});

describe('limits a carrier NAT can live with', () => {
  it('answers hundreds of wrong passwords from one address with 401, not a lock', async () => {
    expect(THROTTLE_RULES.ip.max).toBeGreaterThanOrEqual(200);
    const from = '100.64.0.1';
    const answers = [];
    for (let i = 0; i < 40; i++)
      answers.push((await login(`nat-${i}@example.in`, 'wrong-password', {}, from)).statusCode);
    expect(answers.every((s) => s === 401)).toBe(true);
  });

  it("lets more than ten sign-ins a minute through the provider's own per-IP limit", async () => {
    const from = '100.64.0.2';
    const answers = [];
    for (let i = 0; i < 15; i++)
      answers.push(
        (
          await provider(
            '/api/auth/sign-in/email',
            { email: `nat2-${i}@example.in`, password: 'wrong-pass' },
            from,
          )
        ).statusCode,
      );
    expect(answers.every((s) => s === 401)).toBe(true);
  });
});

describe('codes sent and checked count towards the same account', () => {
  it('holds back a password reset by code after wrong codes, and the sign-in with it', async () => {
    const player = await createUser(t);
    const reset = () =>
      provider('/api/auth/email-otp/reset-password', {
        email: player.email,
        otp: '000000',
        password: 'New-password-1',
      });
    for (let i = 0; i < freeFailures; i++) expect((await reset()).statusCode).toBe(400);
    expect((await reset()).statusCode).toBe(429);
    expect((await login(player.email, player.password)).statusCode).toBe(429);
  });

  it('counts codes asked for and checked under the e-mail they are for', async () => {
    const player = await createUser(t);
    const ask = () => provider('/api/auth/forget-password/email-otp', { email: player.email });
    const check = () =>
      provider('/api/auth/email-otp/check-verification-otp', {
        email: player.email,
        otp: '000000',
        type: 'forget-password',
      });
    for (let i = 0; i < freeFailures; i++) expect((await (i % 2 ? ask() : check())).statusCode).not.toBe(429);
    expect((await ask()).statusCode).toBe(429);
    expect(
      (await provider('/api/auth/email-otp/send-verification-otp', { email: player.email, type: 'sign-in' }))
        .statusCode,
    ).toBe(429);
  });
});

describe('passwords checked behind a session count too', () => {
  it('holds back password changes and deletions after wrong current passwords', async () => {
    const player = await createUser(t);
    const headers = { origin: new URL(siteUrl(t.config)).origin, ...player.headers };
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword, newPassword: 'Brand-new-password-1' },
        headers,
        remoteAddress: nextIp(),
      });
    for (let i = 0; i < freeFailures - 1; i++) expect((await change('wrong-password')).statusCode).toBe(400);
    const deletion = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/delete-user',
        payload: { password: 'wrong-password' },
        headers,
        remoteAddress: nextIp(),
      });
    expect((await deletion()).statusCode).toBe(400);
    expect((await deletion()).statusCode).toBe(429);
    expect((await change(player.password)).statusCode).toBe(429);
    expect((await login(player.email, player.password)).statusCode).toBe(429);
  });
});
