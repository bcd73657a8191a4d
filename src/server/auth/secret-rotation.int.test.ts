import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../test/support/test-app.ts';
import { createUser } from '../../../test/support/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// docs/decisions/0009-secret-rotation.md: Better Auth checks signatures with the current secret
// only, so a new APP_SECRET signs every session out once, even with the old one kept as previous.
it('a new APP_SECRET signs sessions out; signing in again works', async () => {
  const player = await createUser(t);
  expect((await t.app.inject({ url: '/auth/me', headers: player.headers })).statusCode).toBe(200);

  const rotated = await buildApp({
    config: t.config,
    db: t.db,
    keyring: { current: 'the-next-secret-of-enough-length-7890ab', previous: [TEST_SECRET] },
    clientDir: null,
    logger: false,
  });
  try {
    expect((await rotated.inject({ url: '/auth/me', headers: player.headers })).statusCode).toBe(401);
    const signIn = await rotated.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: player.email, password: player.password },
    });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.headers['set-auth-token'] as string;
    const me = await rotated.inject({ url: '/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().user).toMatchObject({ email: player.email });
  } finally {
    await rotated.close();
  }
});
