import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { clerkKeys } from '../../../test/support/clerk.ts';
import type { TestUser } from '../../../test/support/auth.ts';
import { payFor, registerAndPay, registerSolo } from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';

const keys = clerkKeys();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    CLERK_PUBLISHABLE_KEY: 'pk_test_Y2xlcmsuYXJlbmEudGVzdCQ',
    CLERK_SECRET_KEY: 'sk_test_offline',
    CLERK_JWT_KEY: keys.jwtKey,
    CLERK_AUTHORIZED_PARTIES: 'http://localhost:3000',
  });
  await seedGames(t.db.orm.em.fork());
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('Clerk mode, verified offline with the instance public key', () => {
  it('accepts a token signed by the instance key and syncs the user', async () => {
    const token = keys.sign({ sub: 'user_2abc' });
    const me = await t.app.inject({ url: '/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ identityMode: 'clerk', user: { role: 'user', email: null } });

    const sync = await t.app.inject({
      method: 'POST',
      url: '/api/clerk-sync/sync-user',
      headers: bearer(token),
      payload: {
        clerkId: 'user_2abc',
        email: 'kabir@example.in',
        firstName: 'Kabir',
        lastName: 'Rao',
        phone: '9876543210',
      },
    });
    expect(sync.statusCode).toBe(200);
    expect(sync.json().user).toMatchObject({
      email: 'kabir@example.in',
      name: 'Kabir Rao',
      phone: '9876543210',
    });
  });

  it("reads the session from Clerk's __session cookie too", async () => {
    const me = await t.app.inject({
      url: '/auth/me',
      headers: { cookie: `__session=${keys.sign({ sub: 'user_cookie' })}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('takes the admin role from public metadata', async () => {
    const admin = keys.sign({ sub: 'user_admin', metadata: { role: 'admin' } });
    expect((await t.app.inject({ url: '/auth/admin-check', headers: bearer(admin) })).json()).toEqual({
      isAdmin: true,
    });
    const player = keys.sign({ sub: 'user_player', metadata: { role: 'user' } });
    expect((await t.app.inject({ url: '/auth/admin-check', headers: bearer(player) })).statusCode).toBe(403);
  });

  it('rejects expired, wrongly signed, tampered and foreign-party tokens', async () => {
    const tokens = [
      keys.sign({ sub: 'user_late', expiresIn: -120 }),
      keys.sign({ sub: 'user_forged' }, keys.otherKey),
      keys
        .sign({ sub: 'user_x' })
        .replace(
          /\.[^.]+\./,
          `.${Buffer.from(JSON.stringify({ sub: 'user_admin', metadata: { role: 'admin' } })).toString('base64url')}.`,
        ),
      keys.sign({ sub: 'user_elsewhere', azp: 'https://evil.example' }),
    ];
    for (const token of tokens) {
      const res = await t.app.inject({ url: '/auth/me', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    }
  });

  it("allows the instance's Frontend API in the Content-Security-Policy", async () => {
    const csp = String((await t.app.inject('/healthz')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://clerk.arena.test https://img.clerk.com");
  });

  it('has no password sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'a@b.in', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: {} })).statusCode,
    ).toBe(404);
  });

  it('signs in with game credentials to a session confined to the pass', async () => {
    const owner = { headers: bearer(keys.sign({ sub: 'user_pass_owner', expiresIn: 300 })) } as TestUser;
    const id = await registerAndPay(t, owner);
    const { gameUsername, gamePassword } = (
      await t.app.inject({ url: `/api/participants/${id}`, headers: owner.headers })
    ).json();
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: gameUsername, password: gamePassword },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: null, pass: { participantId: id, gameUsername } });
    const passHeaders = bearer(login.json().token);
    const pass = await t.app.inject({ url: '/trpc/dashboard.pass', headers: passHeaders });
    expect(pass.json().result.data.json).toMatchObject({ participantId: id, gamePassword });
    expect((await t.app.inject({ url: '/auth/me', headers: passHeaders })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/participants', headers: passHeaders })).statusCode).toBe(403);
  });

  it("moves money only with Clerk's second factor verified within 10 minutes (the fva claim)", async () => {
    const player = { headers: bearer(keys.sign({ sub: 'user_refund_player', expiresIn: 300 })) } as TestUser;
    const { paymentId } = await payFor(t, player, (await registerSolo(t, player)).id);
    const refund = (fva?: [number, number]) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/payments/${paymentId}/refund`,
        headers: bearer(
          keys.sign({ sub: 'user_money_admin', metadata: { role: 'admin' }, ...(fva ? { fva } : {}) }),
        ),
        payload: { amount: 100, reason: 'Goodwill' },
      });
    const none = await refund();
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ reason: 'two_factor.required' });
    const never = await refund([1, -1]);
    expect(never.json()).toMatchObject({ reason: 'two_factor.required' });
    const stale = await refund([1, 25]);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ reason: 'two_factor.code_required' });
    const fresh = await refund([1, 3]);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ amount: 100 });
  });
});
