import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { AuditLog } from '../audit/entities.ts';
import { GAME_SPRAY, GAME_SPRAY_AUDIT_ACTION } from './game-spray.ts';

// One common password tried over many game usernames is slowed for everyone once failed game
// sign-ins pass a global limit per minute, and the admins see it in the audit log.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = (i: number, url = '/auth/login') =>
  t.app.inject({
    method: 'POST',
    url,
    payload:
      url === '/auth/login'
        ? { email: `ARN${String(10000 + i)}`, password: '123456' }
        : { username: `ARN${String(10000 + i)}`, password: '123456' },
    headers: { origin: 'http://localhost:3000' },
    remoteAddress: `198.18.${i >> 8}.${i & 255}`,
  });

const alerts = () => t.db.orm.em.fork().count(AuditLog, { action: GAME_SPRAY_AUDIT_ACTION });

describe('a global limit on failed game sign-ins', () => {
  it('slows every game sign-in once it is passed, and writes one alert per trip', async () => {
    for (let i = 0; i < GAME_SPRAY.maxFailures; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect(await alerts()).toBe(1);
    for (const url of ['/auth/login', '/api/auth/sign-in/game-credentials']) {
      const held = await attempt(1000, url);
      expect(held.statusCode).toBe(429);
      expect(held.json()).toMatchObject({
        error: 'Too many sign-in attempts. Please try again in 1 minute.',
        code: 'TOO_MANY_REQUESTS',
      });
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await alerts()).toBe(1);
  });
});
