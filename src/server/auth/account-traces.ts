import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike, sql } from '../db/sql.ts';

// What the identity provider's own tables (local-auth.ts) and the sign-in throttle hold of one
// person, for the data download and for erasure (docs/decisions/0027-invoices-and-data-rights.md).
// Raw SQL here, in the feature that owns those tables.

/** The local account as the download shows it: never the password hash, the 2FA secret or tokens. */
export async function localAccountOf(
  em: EntityManager,
  authUserId: string,
): Promise<Record<string, unknown>[]> {
  return sql(
    em,
    `select u.name, u.email, u."emailVerified" as email_verified, u."twoFactorEnabled" as two_factor_enabled,
            u."createdAt" as created_at,
            (select string_agg(a."providerId", ', ') from auth_account a where a."userId" = u.id) as sign_in_methods
     from auth_user u where u.id = ?`,
    [authUserId],
  );
}

/** The account's sign-in sessions, live or not, without their tokens. */
export async function accountSessionHistory(
  em: EntityManager,
  authUserId: string,
): Promise<Record<string, unknown>[]> {
  return sql(
    em,
    `select "createdAt" as created_at, "updatedAt" as last_seen_at, "expiresAt" as expires_at,
            "ipAddress" as ip_address, "userAgent" as user_agent
     from auth_session where "userId" = ? order by "createdAt" desc`,
    [authUserId],
  );
}

/**
 * Removes every trace of an account in the provider's tables and the throttle: the account with its
 * sessions, sign-in methods and second factor (the provider usually deleted these already), its
 * pending one-time codes (their identifier names the address), and the throttle's counters keyed by
 * its address or id.
 */
export async function eraseAccountTraces(
  em: EntityManager,
  who: { userId: string; authUserId: string | null; email: string | null },
): Promise<void> {
  if (who.authUserId) {
    for (const table of ['auth_session', 'auth_account', 'auth_two_factor'])
      await sql(em, `delete from ${table} where "userId" = ?`, [who.authUserId], 'run');
    await sql(em, 'delete from auth_user where id = ?', [who.authUserId], 'run');
  }
  if (who.email) {
    const email = who.email.toLowerCase();
    await sql(
      em,
      `delete from auth_verification where lower(identifier) like ?`,
      [`%${escapeLike(email)}`],
      'run',
    );
    await sql(em, 'delete from login_throttle where lower(key) = ?', [`account:${email}`], 'run');
  }
  await sql(
    em,
    'delete from login_throttle where key in (?, ?)',
    [`coupon:${who.userId}`, `password-check:${who.userId}`],
    'run',
  );
}
