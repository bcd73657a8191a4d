import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import type { FastifyRequest } from 'fastify';
import { cachedSessions, forgetSessions } from './session-cache.ts';

// docs/decisions/0029-where-a-player-s-time-goes.md: a token's identity is kept for a few seconds,
// so a burst of calls looks the session up once; whatever ends a session or changes a role is
// refused on the very next call all the same.

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const me = (authorization: string) => t.app.inject({ url: '/auth/me', headers: { authorization } });

/** A second device of `user`: its own session, signed in with the password. */
async function anotherSession(user: TestUser): Promise<string> {
  const res = await t.app.services.localAuth!.api.signInEmail({
    body: { email: user.email, password: user.password },
    asResponse: true,
  });
  return `Bearer ${res.headers.get('set-auth-token')!}`;
}

describe('identities kept per session token', () => {
  it('a burst of calls with one token looks its session up once', async () => {
    const player = await createUser(t);
    const lookUp = vi.spyOn(t.app.services.localAuth!.api, 'getSession');
    try {
      const answers = await Promise.all([1, 2, 3].map(() => me(player.headers.authorization)));
      answers.push(await me(player.headers.authorization), await me(player.headers.authorization));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.every((a) => a.json().user.id === player.userId)).toBe(true);
      expect(lookUp).toHaveBeenCalledTimes(1);
    } finally {
      lookUp.mockRestore();
    }
  });

  it('a token that opens nothing is refused every time and is not kept', async () => {
    const forged = 'Bearer not-a-session.c2lnbmF0dXJl';
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me(forged)).statusCode).toBe(401);
    // No credentials at all: nobody, without asking the provider.
    expect((await t.app.inject({ url: '/auth/me' })).statusCode).toBe(401);
  });

  it('a session signed out is refused on the next call', async () => {
    const player = await createUser(t);
    const token = player.headers.authorization;
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { authorization: token },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('sessions revoked from another device are refused on their next call', async () => {
    const player = await createUser(t);
    const phone = player.headers.authorization;
    const laptop = await anotherSession(player);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(200);
    const revoke = await t.app.services.localAuth!.api.revokeOtherSessions({
      headers: new Headers({ authorization: laptop }),
    });
    expect(revoke).toMatchObject({ status: true });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('an admin whose role is revoked is refused on the next call', async () => {
    const organiser = await createUser(t, { role: 'admin' });
    expect((await requestAs(t, organiser, 'GET', '/admin/users')).statusCode).toBe(200);
    const revoked = await requestAs(t, admin, 'PUT', `/admin/users/${organiser.userId}/role`, {
      role: 'user',
    });
    expect(revoked.json()).toMatchObject({ changed: true });
    expect((await requestAs(t, organiser, 'GET', '/admin/users')).statusCode).toBe(403);
  });

  it('an account deleted is refused on the next call', async () => {
    const player = await createUser(t);
    expect((await me(player.headers.authorization)).statusCode).toBe(200);
    await t.app.services.localAuth!.api.deleteUser({
      body: { password: player.password },
      headers: new Headers({ authorization: player.headers.authorization }),
    });
    expect((await me(player.headers.authorization)).statusCode).toBe(401);
  });
});

describe('the cache itself', () => {
  const request = (key: string | null) => ({ headers: { key } }) as unknown as FastifyRequest;
  const keyOf = (req: FastifyRequest) => (req.headers.key as string | null) ?? null;
  const identity = { userId: 'u1', role: 'user' as const, pass: null };

  it('keeps a session no longer than it is valid, and never one that was not found', async () => {
    let lookUps = 0;
    let endsInMs = 150;
    const cached = cachedSessions(t.db.orm.em, keyOf, async (req) => {
      lookUps++;
      return req.headers.key === 'none' ? null : { identity, expiresAt: new Date(Date.now() + endsInMs) };
    });
    try {
      expect(await cached(request('a'))).toEqual(identity);
      expect(await cached(request('a'))).toEqual(identity);
      expect(lookUps).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      endsInMs = 60_000;
      await cached(request('a'));
      expect(lookUps).toBe(2);
      expect(await cached(request('none'))).toBeNull();
      expect(await cached(request('none'))).toBeNull();
      expect(lookUps).toBe(4);
      expect(await cached(request(null))).toBeNull();
      expect(lookUps).toBe(4);
    } finally {
      cached.close();
    }
  });

  it('does not keep a lookup that began before the sessions were forgotten', async () => {
    let lookUps = 0;
    let release = () => {};
    const cached = cachedSessions(t.db.orm.em, keyOf, async () => {
      lookUps++;
      if (lookUps === 1) await new Promise<void>((resolve) => (release = resolve));
      return { identity, expiresAt: new Date(Date.now() + 60_000) };
    });
    try {
      const first = cached(request('a'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      forgetSessions(t.db.orm.em);
      release();
      expect(await first).toEqual(identity);
      await cached(request('a'));
      expect(lookUps).toBe(2);
      await cached(request('a'));
      expect(lookUps).toBe(2);
    } finally {
      cached.close();
    }
  });
});
