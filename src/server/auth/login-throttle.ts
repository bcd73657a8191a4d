import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { clientNetwork } from './client-network.ts';
import {
  giveBackDelayed,
  reserveDelayed,
  takeBackAttempt,
  tooManyAttempts,
  type Refusal,
  type DelayKey,
} from './sign-in-delays.ts';

/**
 * Attempts counted per key in the database, so the limits hold across restarts and across server
 * processes. Keys: `ip:<address or IPv6 /64>`, `account:<email>`, `game:<username>`,
 * `device:<id>` (a known device's attempts at its account, see device-cookie.ts), and the coupon
 * and squad-join keys below.
 *
 * Every attempt is counted (as a failure) before its secret is checked, in one statement per key
 * that increments and returns the count: of N parallel attempts only those the limit leaves room
 * for get checked, the rest are refused unchecked. Raw SQL on our own table: `on conflict` upserts
 * with time arithmetic in the database, which the ORM cannot write.
 *
 * Two kinds of rule. A window rule (per IP, coupons, squad joins) allows `max` in `windowSeconds`;
 * the attempt that reaches `max` starts a lock of `lockSeconds`. A delay rule (per account, per
 * game username) never locks: after `freeFailures`, each failure makes the next attempt wait,
 * twice as long as the one before, up to `maxDelaySeconds` (decisions/0020-sign-in-throttles.md).
 */
export interface ThrottleRule {
  max: number;
  windowSeconds: number;
  lockSeconds: number;
}

export const THROTTLE_RULES = {
  // High enough for hundreds of players behind one carrier NAT address; it stops a flood from one
  // address, while the per-account delays stop guessing at any one account.
  ip: { max: 300, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  // Wrong coupon codes per account: enough for typos, too few to find codes by guessing.
  coupon: { max: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  // Squad joins through invite links per network: a squad fills in a few, a flood does not get far.
  squadJoin: { max: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  // Wrong passwords typed to confirm a change (payout details) per account: a stolen session
  // cannot guess its way to the password.
  passwordCheck: { max: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  // Codes e-mailed to a signed-in account to confirm a change: enough for a lost mail or two,
  // too few for a stolen session to flood the player's inbox.
  identityCode: { max: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>;

export type ThrottleKey = { key: string; rule: ThrottleRule };

/** IPv6 clients are counted per /64 (one subscriber's network), IPv4-mapped ones as IPv4. */
const ipKey = (ip: string): ThrottleKey => ({ key: `ip:${clientNetwork(ip)}`, rule: THROTTLE_RULES.ip });
export const couponGuessKey = (userId: string): ThrottleKey => ({
  key: `coupon:${userId}`,
  rule: THROTTLE_RULES.coupon,
});

export const passwordCheckKey = (userId: string): ThrottleKey => ({
  key: `password-check:${userId}`,
  rule: THROTTLE_RULES.passwordCheck,
});

/** Counts one squad join from the client's network; past the limit, 429. */
export async function countSquadJoin(em: EntityManager, ip: string): Promise<void> {
  await reserve(
    em,
    { key: `squad-join:${clientNetwork(ip)}`, rule: THROTTLE_RULES.squadJoin },
    'Too many squad joins from this network',
  );
}

/** Counts one code e-mailed to the signed-in account (`sendIdentityCode`); past the limit, 429. */
export async function countIdentityCode(em: EntityManager, userId: string): Promise<void> {
  await reserve(
    em,
    { key: `identity-code:${userId}`, rule: THROTTLE_RULES.identityCode },
    'Too many codes sent',
  );
}

/**
 * One guess at a code under the throttle (a coupon): counted before it is checked, like a sign-in,
 * and given back when the guess was right, so only wrong guesses add up. `wrong` tells a wrong
 * guess from any other failure (which is given back too).
 */
export async function throttledGuess<T>(
  em: EntityManager,
  key: ThrottleKey,
  guess: () => Promise<T>,
  wrong: (error: unknown) => boolean,
): Promise<T> {
  await reserve(em, key, 'Too many wrong codes');
  try {
    const result = await guess();
    await giveBack(em, key);
    return result;
  } catch (error) {
    if (!wrong(error)) await giveBack(em, key);
    throw error;
  }
}

/** What a sign-in attempt says about its secret; `unknown` (e.g. the provider failed) counts as neither. */
export type AttemptOutcome = 'failure' | 'success' | 'unknown';

/**
 * Runs one sign-in attempt under the throttle: counted against the client's IP and the account
 * (or the known device, see device-cookie.ts) first, and refused without being tried when the IP
 * is over its limit or the account is in a wait. Afterwards a success clears the account's count
 * and gives the IP its attempt back; an unknown outcome gives both back.
 */
export async function throttled<T>(
  em: EntityManager,
  ip: string,
  account: DelayKey,
  attempt: () => Promise<T>,
  outcome: (result: T) => AttemptOutcome,
): Promise<T> {
  const network = ipKey(ip);
  await reserve(em, network);
  try {
    await reserveDelayed(em, account);
  } catch (error) {
    await giveBack(em, network);
    throw error;
  }
  let said: AttemptOutcome = 'unknown';
  try {
    const result = await attempt();
    said = outcome(result);
    return result;
  } finally {
    if (said === 'success') {
      await sql(em, 'delete from login_throttle where key = ?', [account.key], 'run');
      await giveBack(em, network);
    } else if (said === 'unknown') {
      await giveBack(em, network);
      await giveBackDelayed(em, account);
    }
  }
}

/**
 * Counts an attempt against the key and refuses it (429) when the count is over the limit. One
 * statement, so concurrent attempts see distinct counts. A window that ended (and whose lock, if
 * any, ended too) starts again at this attempt.
 */
async function reserve(
  em: EntityManager,
  { key, rule }: ThrottleKey,
  refusal: Refusal = 'Too many sign-in attempts',
): Promise<void> {
  const fresh = `login_throttle.window_started_at < now() - make_interval(secs => ?)
    and (login_throttle.locked_until is null or login_throttle.locked_until <= now())`;
  const [row] = await sql<{ failures: number; locked_until: Date | string | null }[]>(
    em,
    `insert into login_throttle (key, failures, window_started_at, locked_until)
     values (?, 1, now(), case when 1 >= ? then now() + make_interval(secs => ?) end)
     on conflict (key) do update set
       failures = case when ${fresh} then 1 else login_throttle.failures + 1 end,
       window_started_at = case when ${fresh} then now() else login_throttle.window_started_at end,
       locked_until = case
         when ${fresh} then case when 1 >= ? then now() + make_interval(secs => ?) end
         when login_throttle.failures + 1 = ? then now() + make_interval(secs => ?)
         else login_throttle.locked_until end
     returning failures, locked_until`,
    [
      key,
      rule.max,
      rule.lockSeconds,
      ...[rule.windowSeconds, rule.windowSeconds, rule.windowSeconds],
      rule.max,
      rule.lockSeconds,
      rule.max,
      rule.lockSeconds,
    ],
  );
  if (!row || row.failures <= rule.max) return;
  const until = row.locked_until ? new Date(row.locked_until).getTime() : Date.now();
  throw tooManyAttempts(refusal, Math.max(1, Math.ceil((until - Date.now()) / 1000)));
}

/** Takes back one counted attempt; below the limit again, the key is no longer locked. */
async function giveBack(em: EntityManager, { key, rule }: ThrottleKey): Promise<void> {
  await takeBackAttempt(em, key, rule.max);
}
