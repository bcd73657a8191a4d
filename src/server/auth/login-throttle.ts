import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.ts';
import { LoginThrottle } from './login-throttle-entity.ts';
import { sql } from '../db/sql.ts';

/**
 * Failed sign-in attempts counted per key in the database, so the limits hold across restarts and
 * across server processes. A key is locked for `lockSeconds` once it reaches `max` failures within
 * `windowSeconds`. Keys: `ip:<address>`, `account:<email>`, `game:<username>`.
 */
export interface ThrottleRule {
  max: number;
  windowSeconds: number;
  lockSeconds: number;
}

export const THROTTLE_RULES = {
  ip: { max: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  account: { max: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  // Six-digit passwords are a brute-force target: few tries, long lock.
  game: { max: 5, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>;

export type ThrottleKey = { key: string; rule: ThrottleRule };

const ipKey = (ip: string): ThrottleKey => ({ key: `ip:${ip}`, rule: THROTTLE_RULES.ip });
export const gameKey = (username: string): ThrottleKey => ({
  key: `game:${username.trim().toUpperCase()}`,
  rule: THROTTLE_RULES.game,
});
export const accountKey = (email: string): ThrottleKey => ({
  key: `account:${email.trim().toLowerCase()}`,
  rule: THROTTLE_RULES.account,
});

/** What a sign-in attempt says about its secret; `unknown` (e.g. the provider failed) counts as neither. */
export type AttemptOutcome = 'failure' | 'success' | 'unknown';

/**
 * Runs one sign-in attempt under the throttle: refused while the client's IP or the account is
 * locked; afterwards a failure counts against both, a success clears the account's count.
 */
export async function throttled<T>(
  em: EntityManager,
  ip: string,
  account: ThrottleKey,
  attempt: () => Promise<T>,
  outcome: (result: T) => AttemptOutcome,
): Promise<T> {
  const keys = [ipKey(ip), account];
  await assertNotLocked(em, keys);
  const result = await attempt();
  const said = outcome(result);
  if (said === 'failure') await recordFailure(em, keys);
  else if (said === 'success') await recordSuccess(em, account);
  return result;
}

/** Throws 429 with a retry-after when any of the keys is locked. */
async function assertNotLocked(em: EntityManager, keys: ThrottleKey[]): Promise<void> {
  const rows = await em.find(LoginThrottle, {
    key: { $in: keys.map((k) => k.key) },
    lockedUntil: { $gt: new Date() },
  });
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  if (until > Date.now()) throw tooManyAttempts(Math.ceil((until - Date.now()) / 1000));
}

/** Counts a failure against every key, atomically; locks the keys that reach their limit. */
async function recordFailure(em: EntityManager, keys: ThrottleKey[]): Promise<void> {
  for (const { key, rule } of keys) {
    await sql(
      em,
      `insert into login_throttle (key, failures, window_started_at, locked_until) values (?, 1, now(), null)
       on conflict (key) do update set
         failures = case when login_throttle.window_started_at < now() - make_interval(secs => ?) then 1 else login_throttle.failures + 1 end,
         window_started_at = case when login_throttle.window_started_at < now() - make_interval(secs => ?) then now() else login_throttle.window_started_at end,
         locked_until = case
           when login_throttle.window_started_at >= now() - make_interval(secs => ?) and login_throttle.failures + 1 >= ?
           then now() + make_interval(secs => ?) else login_throttle.locked_until end`,
      [key, rule.windowSeconds, rule.windowSeconds, rule.windowSeconds, rule.max, rule.lockSeconds],
      'run',
    );
  }
}

/** A successful sign-in clears the account's count (not the IP's). */
async function recordSuccess(em: EntityManager, key: ThrottleKey): Promise<void> {
  await em.nativeDelete(LoginThrottle, { key: key.key });
}

function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfter: retryAfterSeconds },
  );
}
