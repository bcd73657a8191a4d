import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.ts';
import type { Reason } from '../../shared/reasons.ts';
import { sql } from '../db/sql.ts';

/**
 * Growing delays per account and per game username (see login-throttle.ts for how attempts are
 * counted): they slow guessing down without ever locking the owner out, which anyone who knows an
 * e-mail address could otherwise do (decisions/0020-sign-in-throttles.md). Raw SQL on the
 * throttle table, as in login-throttle.ts.
 */
export interface DelayRule {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Quiet time after the last wait ended (or after the first failure) that forgets the count. */
  forgetAfterSeconds: number;
}

export const SIGN_IN_DELAYS = {
  // 5 free, then 30 s, 1, 2, 4, 8 min, then 15 min per guess: about 100 guesses a day at most.
  account: { freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 60 * 60 },
  // Six-digit passwords are a brute-force target: longer waits, up to an hour per guess.
  game: {
    freeFailures: 5,
    firstDelaySeconds: 60,
    maxDelaySeconds: 60 * 60,
    forgetAfterSeconds: 24 * 60 * 60,
  },
} satisfies Record<string, DelayRule>;

export type DelayKey = { key: string; rule: DelayRule };

export const gameKey = (username: string): DelayKey => ({
  key: `game:${username.trim().toUpperCase()}`,
  rule: SIGN_IN_DELAYS.game,
});
export const accountKey = (email: string): DelayKey => ({
  key: `account:${email.trim().toLowerCase()}`,
  rule: SIGN_IN_DELAYS.account,
});

/**
 * Counts an attempt at an account unless it is in a wait, which refuses it (429) uncounted, so
 * attempts made during a wait do not make it longer. One statement: concurrent attempts see
 * distinct counts, and the one that reaches the free failures starts the wait for the rest.
 */
export async function reserveDelayed(em: EntityManager, { key, rule }: DelayKey): Promise<void> {
  // The rule's numbers are written into the statement: constants of this file, never input.
  const n = (value: number) => String(Math.trunc(value));
  const waitAfter = (count: string) =>
    `case when ${count} >= ${n(rule.freeFailures)} then now() + make_interval(secs =>
       least(${n(rule.maxDelaySeconds)}, ${n(rule.firstDelaySeconds)} * power(2, least(${count} - ${n(rule.freeFailures)}, 30))))
     end`;
  const stale = `coalesce(t.locked_until, t.window_started_at) < now() - make_interval(secs => ${n(rule.forgetAfterSeconds)})`;
  const counted = await sql<unknown[]>(
    em,
    `insert into login_throttle as t (key, failures, window_started_at, locked_until)
     values (?, 1, now(), ${waitAfter('1')})
     on conflict (key) do update set
       failures = case when ${stale} then 1 else t.failures + 1 end,
       window_started_at = case when ${stale} then now() else t.window_started_at end,
       locked_until = case when ${stale} then ${waitAfter('1')} else ${waitAfter('t.failures + 1')} end
     where t.locked_until is null or t.locked_until <= now()
     returning failures`,
    [key],
  );
  if (counted.length > 0) return;
  const [row] = await sql<{ locked_until: Date | string | null }[]>(
    em,
    'select locked_until from login_throttle where key = ?',
    [key],
  );
  const until = row?.locked_until ? new Date(row.locked_until).getTime() : Date.now();
  throw tooManyAttempts('Too many sign-in attempts', Math.max(1, Math.ceil((until - Date.now()) / 1000)));
}

/** Takes back one counted attempt at an account; below the free failures, no wait is left. */
export async function giveBackDelayed(em: EntityManager, { key, rule }: DelayKey): Promise<void> {
  await takeBackAttempt(em, key, rule.freeFailures);
}

/** Takes back one counted attempt at any throttle key; below `waitsFrom` attempts, no wait is left. */
export async function takeBackAttempt(em: EntityManager, key: string, waitsFrom: number): Promise<void> {
  await sql(
    em,
    `update login_throttle set failures = greatest(failures - 1, 0),
       locked_until = case when failures - 1 < ? then null else locked_until end
     where key = ?`,
    [waitsFrom, key],
    'run',
  );
}

/**
 * The 429 for an attempt made too soon. The wait is said in whole minutes, rounded up (the
 * client translates this sentence); `Retry-After` carries the exact seconds.
 */
export function tooManyAttempts(refusal: Refusal, retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'TOO_MANY_REQUESTS',
    `${refusal}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfter: retryAfterSeconds, reason: THROTTLE_REASONS[refusal], params: { minutes } },
  );
}

/** What a throttle refuses, and the reason it sends. */
const THROTTLE_REASONS = {
  'Too many sign-in attempts': 'auth.too_many_sign_ins',
  'Too many wrong codes': 'auth.too_many_codes',
  'Too many squad joins from this network': 'invite.too_many_joins',
  'Too many codes sent': 'account.too_many_codes_sent',
} as const satisfies Record<string, Reason>;

export type Refusal = keyof typeof THROTTLE_REASONS;
