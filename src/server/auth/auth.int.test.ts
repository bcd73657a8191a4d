import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser } from '../../../test/support/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('local accounts', () => {
  it('signs up over HTTP and reads the user back with the bearer token', async () => {
    const player = await createUser(t, { name: 'Aarav Sharma' });
    const res = await t.app.inject({ url: '/auth/me', headers: player.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      identityMode: 'local',
      user: {
        id: player.userId,
        email: player.email,
        name: 'Aarav Sharma',
        firstName: 'Aarav',
        lastName: 'Sharma',
        role: 'user',
        emailVerified: false,
      },
    });
  });

  it('answers 401 without a token, and with a made-up one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const res = await t.app.inject({ url: '/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
    }
  });

  it('POST /auth/login returns a bearer token and sets an HttpOnly session cookie', async () => {
    const player = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: player.email, password: player.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe(player.email);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/arena\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    const me = await t.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json().user.id).toBe(player.userId);
    const viaCookie = await t.app.inject({ url: '/auth/me', headers: { cookie: cookie.split(';')[0]! } });
    expect(viaCookie.json().user.id).toBe(player.userId);
  });

  it('rejects a wrong password with a clear error', async () => {
    const player = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: player.email, password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'Invalid email or password.', code: 'UNAUTHORIZED' });
  });

  it('validates the login body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: '', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Email is required',
      code: 'BAD_REQUEST',
      fieldErrors: { email: 'Email is required' },
    });
  });

  it('logs out: the session stops working', async () => {
    const player = await createUser(t);
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: player.headers });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/auth/me', headers: player.headers })).statusCode).toBe(401);
  });
});

describe('admin check', () => {
  it('is 401 signed out, 403 for a player, 200 for an admin', async () => {
    expect((await t.app.inject('/auth/admin-check')).statusCode).toBe(401);
    const player = await createUser(t);
    const denied = await t.app.inject({ url: '/auth/admin-check', headers: player.headers });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ error: "You don't have admin privileges.", code: 'FORBIDDEN' });
    const admin = await createUser(t, { role: 'admin' });
    const granted = await t.app.inject({ url: '/auth/admin-check', headers: admin.headers });
    expect(granted.json()).toEqual({ isAdmin: true });
  });
});
