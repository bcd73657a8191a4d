import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { databaseRateLimits } from './database-rate-limits.ts';

// What the sign-in limits fall back to while Redis is away (issue 30): Redis's fixed window, in
// the database, shared by every instance on it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rate limits counted in the database', () => {
  it('allows max requests in a window, refuses the next saying when the window ends, and starts afresh after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T10:00:00Z') });
    try {
      // Two instances' storages on one database count together.
      const [a, b] = [databaseRateLimits(t.db), databaseRateLimits(t.db)];
      const rule = { window: 60, max: 3 };
      const key = '10.9.8.7/sign-up/email';
      expect(await a.consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
      expect(await b.consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
      vi.setSystemTime(new Date('2026-11-29T10:00:20Z'));
      expect(await a.consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
      expect(await b.consume(key, rule)).toEqual({ allowed: false, retryAfter: 40 });
      // Another key is counted apart.
      expect(await a.consume('10.9.8.6/sign-up/email', rule)).toEqual({ allowed: true, retryAfter: null });

      vi.setSystemTime(new Date('2026-11-29T10:01:00Z'));
      expect(await b.consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts requests that come at once exactly', async () => {
    const limits = databaseRateLimits(t.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => limits.consume('10.9.8.5/sign-in/email', { window: 60, max: 5 })),
    );
    expect(answers.filter((a) => a.allowed)).toHaveLength(5);
  });
});
