import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { RateLimitStorage } from '../cache/redis.ts';

/**
 * The sign-in and sign-up rate limits counted in the database's `auth_rate_limit` (the table Better
 * Auth counts in when no Redis is configured), as Redis counts them (cache/redis.ts): one fixed
 * window per key, started by its first request, in one atomic statement, so every instance on the
 * database counts together. What the limits fall back to while Redis cannot be reached (issue 30).
 */
export function databaseRateLimits(db: Database): RateLimitStorage {
  return {
    async consume(key, rule) {
      const now = Date.now();
      const windowMs = rule.window * 1000;
      const startedBefore = now - windowMs;
      const [row] = await db.orm.em.getConnection().execute<{ count: number; started: string }[]>(
        `insert into auth_rate_limit (id, key, count, "lastRequest") values (?, ?, 1, ?)
         on conflict (key) do update set
           count = case when auth_rate_limit."lastRequest" <= ? then 1 else auth_rate_limit.count + 1 end,
           "lastRequest" = case when auth_rate_limit."lastRequest" <= ? then excluded."lastRequest"
             else auth_rate_limit."lastRequest" end
         returning count, "lastRequest" as started`,
        [randomUUID(), key, now, startedBefore, startedBefore],
      );
      if (row!.count <= rule.max) return { allowed: true, retryAfter: null };
      return {
        allowed: false,
        retryAfter: Math.max(1, Math.ceil((Number(row!.started) + windowMs - now) / 1000)),
      };
    },
  };
}
