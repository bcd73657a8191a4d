import type { FastifyRequest } from 'fastify';
import { errorStatus } from '../errors.ts';
import { AUTH_BASE_PATH, providerHeaders, type LocalAuth } from './local-auth.ts';
import type { AttemptOutcome } from './login-throttle.ts';
import { accountKey, type DelayKey } from './sign-in-delays.ts';

/**
 * The provider's endpoints that check an account's secret (a password, an e-mailed code) or send
 * a code to it: each counts towards that account's throttle, keyed by the one e-mail field the
 * endpoint reads (an extra field in the body cannot pick another key). A code sent counts like a
 * wrong guess, since each new code is another chance to guess one.
 */
const EMAIL_FIELD = ({ email }: Record<string, unknown>) => stringField(email, 320, accountKey);
const THROTTLED: Record<string, { keyOf: typeof EMAIL_FIELD; sends?: true }> = {
  [`${AUTH_BASE_PATH}/sign-in/email`]: { keyOf: EMAIL_FIELD },
  [`${AUTH_BASE_PATH}/sign-in/email-otp`]: { keyOf: EMAIL_FIELD },
  [`${AUTH_BASE_PATH}/email-otp/check-verification-otp`]: { keyOf: EMAIL_FIELD },
  [`${AUTH_BASE_PATH}/email-otp/verify-email`]: { keyOf: EMAIL_FIELD },
  [`${AUTH_BASE_PATH}/email-otp/reset-password`]: { keyOf: EMAIL_FIELD },
  [`${AUTH_BASE_PATH}/email-otp/send-verification-otp`]: { keyOf: EMAIL_FIELD, sends: true },
  [`${AUTH_BASE_PATH}/email-otp/request-password-reset`]: { keyOf: EMAIL_FIELD, sends: true },
  [`${AUTH_BASE_PATH}/forget-password/email-otp`]: { keyOf: EMAIL_FIELD, sends: true },
};

/**
 * Endpoints that check the signed-in account's password (the field named): counted under that
 * account too, so a borrowed session cannot be used to guess the password behind it.
 */
const SESSION_PASSWORD_FIELD: Record<string, string> = {
  [`${AUTH_BASE_PATH}/change-password`]: 'currentPassword',
  [`${AUTH_BASE_PATH}/delete-user`]: 'password',
};

/** The throttle key of the session's account when the request carries that password. */
async function sessionPasswordKey(
  auth: LocalAuth,
  req: FastifyRequest,
  field: string | undefined,
  body: Record<string, unknown>,
): Promise<DelayKey | undefined> {
  if (req.method !== 'POST' || !field || typeof body[field] !== 'string' || body[field] === '')
    return undefined;
  const session = await auth.api.getSession({ headers: providerHeaders(req) });
  return session ? accountKey(session.user.email) : undefined;
}

/** How an /api/auth request counts towards an account's throttle, if it does. */
export async function throttleOf(
  auth: LocalAuth,
  req: FastifyRequest,
  path: string,
): Promise<{ account: DelayKey; outcome: (response: Response) => AttemptOutcome } | undefined> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const guard = Object.hasOwn(THROTTLED, path) ? THROTTLED[path] : undefined;
  const account = guard
    ? guard.keyOf(body)
    : await sessionPasswordKey(auth, req, SESSION_PASSWORD_FIELD[path], body);
  return account && { account, outcome: guard?.sends ? sendOutcome : outcomeOf };
}

/** A code sent (or refused as a bad request) counts as a failure; a provider error as neither. */
function sendOutcome({ status }: Response): AttemptOutcome {
  return status < 300 || status === errorStatus.BAD_REQUEST ? 'failure' : 'unknown';
}

function outcomeOf({ status }: Response): AttemptOutcome {
  if (
    status === errorStatus.UNAUTHORIZED ||
    status === errorStatus.BAD_REQUEST ||
    status === errorStatus.FORBIDDEN
  )
    return 'failure';
  return status < 300 ? 'success' : 'unknown';
}

function stringField(
  value: unknown,
  maxLength: number,
  key: (value: string) => DelayKey,
): DelayKey | undefined {
  return typeof value === 'string' && value.length <= maxLength ? key(value) : undefined;
}
