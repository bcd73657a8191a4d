import type { EntityManager } from '@mikro-orm/postgresql';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { sql } from '../db/sql.ts';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import type { Identity } from './identity.ts';
import type { LocalAuth } from './local-auth.ts';
import { matchingStep } from './totp.ts';

/**
 * Money out needs a second factor (docs/decisions/0026-prize-payouts.md, "Payout"): an organiser
 * who approves, releases, refunds or overrides has two-factor sign-in on, and a release, a refund
 * or an override carries a fresh code (`secondFactorCode` in the request body): a code of the
 * authenticator app, within one 30-second step of now and newer than the last one spent, or an
 * unused backup code, which is then spent. A stolen session alone moves no money. In Clerk mode
 * Clerk's own second factor counts instead, verified within the last ten minutes.
 */
export const SECOND_FACTOR_MESSAGES = {
  required:
    'Turn on two-factor sign-in in the account panel (Account, Two-factor sign-in) before moving money.',
  codeRequired: 'Enter a code from your authenticator app (or a backup code) to confirm this.',
  codeInvalid: 'That code is wrong or was already used. Enter a new code from your authenticator app.',
  locked: 'Too many wrong codes. Try again in 15 minutes.',
  clerkRequired:
    'Turn on two-step verification for your account (Manage account, Security) before moving money.',
  clerkStale:
    'Verify your second factor again (sign out and in) to confirm this; it must be within 10 minutes.',
} as const;

/** How long ago Clerk's second factor may have been verified for a money-out call. */
export const CLERK_SECOND_FACTOR_MAX_AGE_MINUTES = 10;
/** Wrong codes in a row before the account's codes are refused for a while (as the plugin does). */
const MAX_FAILURES = 10;
const LOCK_MINUTES = 15;

/**
 * Clerk's `fva` claim: minutes since the session last verified a first and a second factor, -1
 * for never. `enrolled`: the session was opened with a second factor; `fresh`: within the limit.
 */
export function clerkSecondFactor(
  fva: unknown,
  maxAgeMinutes: number = CLERK_SECOND_FACTOR_MAX_AGE_MINUTES,
): { enrolled: boolean; fresh: boolean } {
  const age = Array.isArray(fva) && typeof fva[1] === 'number' && Number.isFinite(fva[1]) ? fva[1] : -1;
  return { enrolled: age >= 0, fresh: age >= 0 && age <= maxAgeMinutes };
}

type SecondFactorReason = 'two_factor.required' | 'two_factor.code_required' | 'two_factor.code_invalid';
const refuse = (message: string, reason: SecondFactorReason) =>
  new AppError('FORBIDDEN', message, { reason });

interface TwoFactorRow {
  id: string;
  secret: string;
  backupCodes: string;
  lockedUntil: Date | string | null;
}

/** The caller's verified two-factor record, when two-factor sign-in is on for their account. */
async function twoFactorOf(em: EntityManager, authUserId: string | undefined): Promise<TwoFactorRow | null> {
  if (!authUserId) return null;
  // Raw SQL: the local provider's own tables, with no entity (local-auth.ts).
  const rows = await sql<TwoFactorRow[]>(
    em,
    `select t.id, t.secret, t."backupCodes", t."lockedUntil" from auth_two_factor t
       join auth_user u on u.id = t."userId"
      where t."userId" = ? and u."twoFactorEnabled" is true and t.verified is not false`,
    [authUserId],
  );
  return rows[0] ?? null;
}

/** Approving payouts: the organiser has a second factor (nothing to enter). */
export async function requireSecondFactor(
  em: EntityManager,
  services: Pick<AppServices, 'identityMode'>,
  identity: Identity,
): Promise<void> {
  if (services.identityMode === 'clerk') {
    if (!clerkSecondFactor(identity.clerkFactorAges).enrolled)
      throw refuse(SECOND_FACTOR_MESSAGES.clerkRequired, 'two_factor.required');
    return;
  }
  if (!(await twoFactorOf(em, identity.authUserId)))
    throw refuse(SECOND_FACTOR_MESSAGES.required, 'two_factor.required');
}

/**
 * Releasing a payout, refunding or overriding a payment: a second factor and a fresh code of it.
 * The code is spent before the call goes on, so a refused call after it still needs a new one.
 */
export async function requireFreshSecondFactor(
  em: EntityManager,
  services: Pick<AppServices, 'identityMode' | 'localAuth'>,
  identity: Identity,
  code: string | undefined,
): Promise<void> {
  if (services.identityMode === 'clerk') {
    const clerk = clerkSecondFactor(identity.clerkFactorAges);
    if (!clerk.enrolled) throw refuse(SECOND_FACTOR_MESSAGES.clerkRequired, 'two_factor.required');
    if (!clerk.fresh) throw refuse(SECOND_FACTOR_MESSAGES.clerkStale, 'two_factor.code_required');
    return;
  }
  const row = await twoFactorOf(em, identity.authUserId);
  if (!row || !services.localAuth) throw refuse(SECOND_FACTOR_MESSAGES.required, 'two_factor.required');
  const given = code?.trim() ?? '';
  if (given === '') throw refuse(SECOND_FACTOR_MESSAGES.codeRequired, 'two_factor.code_required');
  const lockedFor = row.lockedUntil ? new Date(row.lockedUntil).getTime() - Date.now() : 0;
  if (lockedFor > 0)
    throw new AppError('TOO_MANY_REQUESTS', SECOND_FACTOR_MESSAGES.locked, {
      reason: 'two_factor.locked',
      retryAfter: Math.ceil(lockedFor / 1000),
    });
  // A lock that has run out starts the count again (as the plugin does).
  if (row.lockedUntil) await recordOutcome(em, row.id, true);
  const secretConfig = (await services.localAuth.$context).secretConfig;
  const spent = /^\d{6}$/.test(given)
    ? await spendTotp(em, identity.userId, row, secretConfig, given)
    : await spendBackupCode(em, row, secretConfig, given);
  await recordOutcome(em, row.id, spent);
  if (!spent) throw refuse(SECOND_FACTOR_MESSAGES.codeInvalid, 'two_factor.code_invalid');
}

type SecretConfig = Awaited<LocalAuth['$context']>['secretConfig'];

/**
 * A code of the app: its step must be newer than the last one spent (RFC 6238 section 5.2), which
 * one conditional upsert records, so two calls racing with the same code cannot both pass.
 */
async function spendTotp(
  em: EntityManager,
  userId: string,
  row: TwoFactorRow,
  secretConfig: SecretConfig,
  code: string,
): Promise<boolean> {
  const step = matchingStep(await symmetricDecrypt({ key: secretConfig, data: row.secret }), code);
  if (step === null) return false;
  const accepted = await sql<unknown[]>(
    em,
    `insert into second_factor_use (user_id, last_totp_step, used_at) values (?, ?, now())
       on conflict (user_id) do update set last_totp_step = excluded.last_totp_step, used_at = excluded.used_at
       where second_factor_use.last_totp_step < excluded.last_totp_step
     returning user_id`,
    [userId, step],
  );
  return accepted.length === 1;
}

/**
 * A backup code, removed from the list in a write that checks the list is the one read; when
 * another call spent a code in between, the list is read again.
 */
async function spendBackupCode(
  em: EntityManager,
  row: TwoFactorRow,
  secretConfig: SecretConfig,
  code: string,
): Promise<boolean> {
  let stored = row.backupCodes;
  for (let attempt = 0; attempt < 5; attempt++) {
    const codes = JSON.parse(await symmetricDecrypt({ key: secretConfig, data: stored })) as unknown;
    if (!Array.isArray(codes) || !codes.includes(code)) return false;
    const rest = await symmetricEncrypt({
      key: secretConfig,
      data: JSON.stringify(codes.filter((c) => c !== code)),
    });
    const updated = await sql<unknown[]>(
      em,
      `update auth_two_factor set "backupCodes" = ? where id = ? and "backupCodes" = ? returning id`,
      [rest, row.id, stored],
    );
    if (updated.length === 1) return true;
    const [again] = await sql<{ backupCodes: string }[]>(
      em,
      `select "backupCodes" from auth_two_factor where id = ?`,
      [row.id],
    );
    if (!again) return false;
    stored = again.backupCodes;
  }
  return false;
}

/** Wrong codes in a row count toward a lock, as the plugin counts them at sign-in; a right one clears them. */
async function recordOutcome(em: EntityManager, twoFactorId: string, spent: boolean): Promise<void> {
  if (spent) {
    await sql(
      em,
      `update auth_two_factor set "failedVerificationCount" = 0, "lockedUntil" = null where id = ?`,
      [twoFactorId],
    );
    return;
  }
  await sql(
    em,
    `update auth_two_factor set "failedVerificationCount" = coalesce("failedVerificationCount", 0) + 1,
       "lockedUntil" = case when coalesce("failedVerificationCount", 0) + 1 >= ?
                            then now() + make_interval(mins => ?) else "lockedUntil" end
      where id = ?`,
    [MAX_FAILURES, LOCK_MINUTES, twoFactorId],
  );
}
