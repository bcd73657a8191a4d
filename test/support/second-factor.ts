import { hotp, secretOfUri, totpStep } from '../../src/server/auth/totp.ts';
import { postFromSite, type TestUser } from './auth.ts';
import type { TestApp } from './test-app.ts';

/** An account's second factor as its authenticator app and its printed backup codes hold it. */
export interface SecondFactorKey {
  /** The code of a step (default: now), as the app shows it. */
  totp(step?: number): string;
  /** Backup codes not handed out yet by `nextCode`. */
  backupCodes: string[];
  /**
   * A code the server has not seen spent: the app's code of the current step, then of the next
   * one (still within the server's window), then backup codes (new ones when they run out). For
   * tests that move money several times within one 30-second step.
   */
  nextCode(): Promise<string>;
}

/**
 * Turns on two-factor sign-in for `user` as the account panel does: the password, then a code of
 * the app. The provider replaces the session when it turns on; `user.headers` get the new one.
 */
export async function enrolSecondFactor(t: TestApp, user: TestUser): Promise<SecondFactorKey> {
  const enabled = await postFromSite(
    t,
    '/api/auth/two-factor/enable',
    { password: user.password },
    user.headers,
  );
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const key = secretOfUri(totpURI);
  const verified = await postFromSite(
    t,
    '/api/auth/two-factor/verify-totp',
    { code: hotp(key, totpStep()) },
    user.headers,
  );
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  const token = verified.headers['set-auth-token'];
  if (typeof token === 'string' && token) user.headers.authorization = `Bearer ${token}`;
  return codesOf(key, backupCodes, async () => {
    const made = await postFromSite(
      t,
      '/api/auth/two-factor/generate-backup-codes',
      { password: user.password },
      user.headers,
    );
    if (made.statusCode !== 200) throw new Error(`backup codes: ${made.statusCode} ${made.body}`);
    return made.json<{ backupCodes: string[] }>().backupCodes;
  });
}

/**
 * The codes of an authenticator app's `key` and its printed `backupCodes` (see SecondFactorKey),
 * `newBackupCodes` asking the server for more when they run out; the step the app's code was
 * verified with on enrolment (`spent`) is not handed out again.
 */
export function codesOf(
  key: Uint8Array,
  backupCodes: string[],
  newBackupCodes: () => Promise<string[]>,
  spent = -1,
): SecondFactorKey {
  const totp = (step = totpStep()) => hotp(key, step);
  const left = [...backupCodes];
  let lastStep = spent;
  return {
    totp,
    backupCodes: left,
    async nextCode() {
      const now = totpStep();
      for (const step of [now, now + 1])
        if (step > lastStep) {
          lastStep = step;
          return totp(step);
        }
      if (left.length === 0) left.push(...(await newBackupCodes()));
      return left.shift()!;
    },
  };
}
