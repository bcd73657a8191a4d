import { APIError } from 'better-auth/api';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { passwordCheckKey, throttledGuess } from './login-throttle.ts';
import { providerHeaders } from './local-auth.ts';

export const PASSWORD_CHECK_MESSAGES = {
  wrong: 'That is not your account password. Please type it again.',
  unavailable:
    'Your account signs in through Clerk, so there is no password to confirm this change with. Please contact the organisers.',
} as const;

/**
 * Asks for the account password again before a sensitive change (payout details, decision 26):
 * the provider checks it against the caller's own session. Wrong guesses count per account, so a
 * stolen session cannot find the password by trying.
 */
export async function confirmPassword(
  em: EntityManager,
  services: AppServices,
  req: FastifyRequest,
  userId: string,
  password: string,
): Promise<void> {
  const auth = services.localAuth;
  if (!auth)
    throw new AppError('BAD_REQUEST', PASSWORD_CHECK_MESSAGES.unavailable, {
      reason: 'account.password_unavailable',
    });
  await throttledGuess(
    em,
    passwordCheckKey(userId),
    async () => {
      try {
        await auth.api.verifyPassword({ body: { password }, headers: providerHeaders(req) });
      } catch (error) {
        if (error instanceof APIError)
          throw new AppError('BAD_REQUEST', PASSWORD_CHECK_MESSAGES.wrong, {
            reason: 'account.wrong_password',
          });
        throw error;
      }
    },
    (error) => error instanceof AppError && error.reason === 'account.wrong_password',
  );
}
