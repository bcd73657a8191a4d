import { APIError } from 'better-auth/api';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { passwordCheckKey, throttledGuess } from './login-throttle.ts';
import { providerHeaders } from './local-auth.ts';

export const PASSWORD_CHECK_MESSAGES = {
  wrong: 'That is not your account password. Please type it again.',
  badCode: 'The code is wrong or has expired. Please ask for a new one.',
  unavailable:
    'Your account signs in through Clerk, so there is no password to confirm this change with. Please contact the organisers.',
} as const;

/** The account's password, or a sign-in code e-mailed to it just now. */
export type AccountProof = { password: string } | { code: string };

/**
 * Asks for the account password (or a code e-mailed just now, as deleting an account does) again
 * before a sensitive change (payout details, decision 26): the provider checks it against the
 * caller's own session. Wrong guesses count per account, so a stolen session cannot find the
 * password by trying.
 */
export async function confirmIdentity(
  em: EntityManager,
  services: AppServices,
  req: FastifyRequest,
  userId: string,
  proof: AccountProof,
): Promise<void> {
  const auth = services.localAuth;
  if (!auth)
    throw new AppError('BAD_REQUEST', PASSWORD_CHECK_MESSAGES.unavailable, {
      reason: 'account.password_unavailable',
    });
  const headers = providerHeaders(req);
  await throttledGuess(
    em,
    passwordCheckKey(userId),
    async () => {
      try {
        if ('password' in proof) {
          await auth.api.verifyPassword({ body: { password: proof.password }, headers });
          return;
        }
        // Only for a confirmed address: the provider treats a code sign-in to an unconfirmed
        // account as taking it over (it revokes the password and the sessions).
        const session = await auth.api.getSession({ headers });
        if (!session?.user.emailVerified)
          throw new AppError('BAD_REQUEST', PASSWORD_CHECK_MESSAGES.badCode, { reason: 'account.bad_code' });
        // The code signs in afresh (which consumes it); that session is not wanted, so it goes.
        const fresh = await auth.api.signInEmailOTP({
          body: { email: session.user.email, otp: proof.code },
          headers,
        });
        await auth.api.revokeSession({ body: { token: fresh.token }, headers });
        if (fresh.user.id !== session.user.id)
          throw new AppError('BAD_REQUEST', PASSWORD_CHECK_MESSAGES.badCode, { reason: 'account.bad_code' });
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        if ('password' in proof)
          throw new AppError('BAD_REQUEST', PASSWORD_CHECK_MESSAGES.wrong, {
            reason: 'account.wrong_password',
          });
        throw new AppError('BAD_REQUEST', PASSWORD_CHECK_MESSAGES.badCode, { reason: 'account.bad_code' });
      }
    },
    (error) =>
      error instanceof AppError &&
      (error.reason === 'account.wrong_password' || error.reason === 'account.bad_code'),
  );
}

/** E-mails the signed-in account a sign-in code, for `confirmIdentity`. */
export async function sendIdentityCode(services: AppServices, req: FastifyRequest): Promise<void> {
  const auth = services.localAuth;
  if (!auth)
    throw new AppError('BAD_REQUEST', PASSWORD_CHECK_MESSAGES.unavailable, {
      reason: 'account.password_unavailable',
    });
  const session = await auth.api.getSession({ headers: providerHeaders(req) });
  if (!session) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', { reason: 'auth.sign_in' });
  await auth.api.sendVerificationOTP({
    body: { email: session.user.email, type: 'sign-in' },
    headers: providerHeaders(req),
  });
}
