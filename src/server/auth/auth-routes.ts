import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { sql } from '../db/sql.ts';
import { AppError } from '../errors.ts';
import { codeForStatus } from '../http/errors.ts';
import type { AppServices } from '../services.ts';
import { authPath } from './auth-path.ts';
import { AUTH_MESSAGES, type IdentityResolver } from './identity.ts';
import { AUTH_BASE_PATH, providerHeaders, type LocalAuth } from './local-auth.ts';
import { throttleOf } from './auth-throttled-paths.ts';
import { guardedAttempt } from './sign-in-guard.ts';
import { endPassSession, passTokenOf } from './pass-sessions.ts';
import { requireFreshSecondFactor } from './second-factor.ts';
import { signInWithGameCredentials } from './service.ts';

/**
 * What a game-credential session may call here: signing in or up to an account (a sign-up signs
 * in with its e-mailed code, verify-email), and out.
 */
const OPEN_TO_PASS_SESSIONS =
  /^\/api\/auth\/(sign-in\/|sign-up\/|email-otp\/(send-verification-otp|verify-email)$|two-factor\/verify-(totp|backup-code)$|sign-out$|get-session$)/;
// The second step of a sign-in with two-factor on (its code) signs in too.
const SIGNS_IN =
  /^\/api\/auth\/(sign-in\/|sign-up\/|email-otp\/verify-email$|two-factor\/verify-(totp|backup-code)$)/;

export const DELETE_ACCOUNT_MESSAGES = {
  proofMissing: 'Enter your password (or the code we e-mailed you) to delete your account.',
  passwordNeeded: 'Enter your password to delete your account.',
  badCode: 'The code is wrong or has expired. Please ask for a new one.',
} as const;

/**
 * Mounts the local provider's own endpoints (sign-up, sign-in, one-time codes, sessions, password,
 * account deletion) at /api/auth/*. The client IP handed to it is Fastify's `request.ip` (which
 * honours TRUST_PROXY), never a header the client could rotate. A game-credential session gets 403
 * on every account endpoint, and deleting an account needs the password (or, for an account
 * without one, a code e-mailed just now) whatever the session's age.
 */
export function mountLocalAuthRoutes(
  app: FastifyInstance,
  deps: { auth: LocalAuth; db: Database; services: AppServices; resolve: IdentityResolver; baseURL: string },
): void {
  const { auth, db, baseURL } = deps;
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (req, reply) => {
      // The one path every check below reads and the provider runs (auth-path.ts).
      const { path, search } = authPath(req.url);
      const url = new URL(path + search, baseURL);
      if (passTokenOf(req) && !OPEN_TO_PASS_SESSIONS.test(path) && (await deps.resolve(req))?.pass)
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.passSession, { reason: 'auth.pass_session' });
      const throttle = await throttleOf(auth, req, path);
      const request = await providerRequest(req, path, url, deps);
      const handle = () => auth.handler(request);
      const response = throttle
        ? await guardedAttempt(
            db.orm.em.fork(),
            deps.services,
            { req, reply },
            throttle.account,
            handle,
            throttle.outcome,
            SIGNS_IN.test(path),
          )
        : await handle();
      // An account signed in here replaces a game-credential session this browser held.
      if (response.ok && SIGNS_IN.test(path))
        await endPassSession(db.orm.em.fork(), { req, reply }, deps.services.secureCookies);
      return sendFetchResponse(reply, response, req.id);
    },
  });
}

/**
 * POST /api/auth/sign-in/game-credentials `{ username, password }`: the same sign-in as
 * `POST /auth/login` with game credentials, in both identity modes.
 */
export function mountGameCredentialsRoute(app: FastifyInstance, db: Database, services: AppServices): void {
  const body = z.object({
    username: z.string().trim().min(1, 'Username is required').max(40),
    password: z.string().min(1, 'Password is required').max(40),
  });
  app.post(`${AUTH_BASE_PATH}/sign-in/game-credentials`, async (req, reply) => {
    const parsed = body.safeParse(req.body ?? {});
    if (!parsed.success)
      throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid input', {
        reason: 'request.invalid_input',
      });
    const { token, pass } = await signInWithGameCredentials(
      db.orm.em.fork(),
      services,
      { req, reply },
      parsed.data,
    );
    return { token, pass };
  });
}

/**
 * The provider deletes an account without its password when the session is less than a day old;
 * we never let it. The password goes to the provider to check. An account without a password
 * proves itself with a sign-in code e-mailed just now: it signs in afresh, and that fresh session
 * deletes the account. Anything else in the body (a deletion token) is dropped.
 */
async function deletionRequest(
  req: FastifyRequest,
  auth: LocalAuth,
  db: Database,
  url: URL,
): Promise<Request> {
  const { password, code } = (req.body ?? {}) as { password?: unknown; code?: unknown };
  if (typeof password === 'string' && password !== '') return toFetchRequest(req, url, { password });
  if (typeof code !== 'string' || code.trim() === '')
    throw new AppError('BAD_REQUEST', DELETE_ACCOUNT_MESSAGES.proofMissing, {
      reason: 'account.delete_proof_missing',
    });
  const session = await auth.api.getSession({ headers: providerHeaders(req) });
  if (!session) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signIn, { reason: 'auth.sign_in' });
  if (await hasPassword(db, session.user.id))
    throw new AppError('BAD_REQUEST', DELETE_ACCOUNT_MESSAGES.passwordNeeded, {
      reason: 'account.delete_password_needed',
    });
  let fresh: { token: string; user: { id: string } };
  try {
    fresh = await auth.api.signInEmailOTP({
      body: { email: session.user.email, otp: code.trim() },
      headers: providerHeaders(req),
    });
  } catch (error) {
    if (error instanceof APIError)
      throw new AppError('BAD_REQUEST', DELETE_ACCOUNT_MESSAGES.badCode, { reason: 'account.bad_code' });
    throw error;
  }
  if (fresh.user.id !== session.user.id)
    throw new AppError('BAD_REQUEST', DELETE_ACCOUNT_MESSAGES.badCode, { reason: 'account.bad_code' });
  const request = toFetchRequest(req, url, {});
  request.headers.set('authorization', `Bearer ${fresh.token}`);
  return request;
}

/** The request for the provider: as the client sent it, or checked further first (below). */
function providerRequest(
  req: FastifyRequest,
  path: string,
  url: URL,
  deps: { auth: LocalAuth; db: Database; services: AppServices; resolve: IdentityResolver },
): Promise<Request> | Request {
  if (req.method !== 'POST') return toFetchRequest(req, url);
  if (path === `${AUTH_BASE_PATH}/delete-user`) return deletionRequest(req, deps.auth, deps.db, url);
  if (path === `${AUTH_BASE_PATH}/two-factor/disable`) return disableTwoFactorRequest(req, deps, url);
  return toFetchRequest(req, url);
}

/**
 * Turning two-factor sign-in off takes the password (the provider checks it) and a fresh code of
 * the second factor (ours, spent like a money-out code): a stolen session that guessed or knew
 * the password still cannot take the second factor away.
 */
async function disableTwoFactorRequest(
  req: FastifyRequest,
  deps: { db: Database; services: AppServices; resolve: IdentityResolver },
  url: URL,
): Promise<Request> {
  const { password, code } = (req.body ?? {}) as { password?: unknown; code?: unknown };
  const identity = await deps.resolve(req);
  if (!identity) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signIn, { reason: 'auth.sign_in' });
  await requireFreshSecondFactor(
    deps.db.orm.em.fork(),
    deps.services,
    identity,
    typeof code === 'string' ? code : undefined,
  );
  return toFetchRequest(req, url, { password });
}

/** Raw SQL: `auth_account` is the local provider's own table, with no entity (local-auth.ts). */
async function hasPassword(db: Database, authUserId: string): Promise<boolean> {
  const rows = await sql<unknown[]>(
    db.orm.em.fork(),
    `select 1 from auth_account where "userId" = ? and "providerId" = 'credential' and password is not null`,
    [authUserId],
  );
  return rows.length > 0;
}

/** The request for the provider; `body` replaces the client's. */
function toFetchRequest(req: FastifyRequest, url: URL, body: unknown = req.body): Request {
  const headers = providerHeaders(req);
  // The body is re-serialised below, so the client's length no longer applies.
  headers.delete('content-length');
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(url, {
    method: req.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
  });
}

/**
 * Relays the provider's response. Its errors (`{ message, code }`) are reshaped into ours
 * (`{ error, code, requestId }`), and its X-Retry-After becomes the standard Retry-After.
 */
async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  requestId: string,
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') void reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) void reply.header('set-cookie', cookies);
  const retryAfter = response.headers.get('x-retry-after');
  if (retryAfter) void reply.header('retry-after', retryAfter);
  const body = await response.text();
  if (response.status >= 400) return reply.send(toErrorBody(body, response.status, requestId));
  return reply.send(body === '' ? undefined : body);
}

function toErrorBody(body: string, status: number, requestId: string) {
  let parsed: { message?: unknown; code?: unknown } = {};
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    // not JSON: fall back to the status
  }
  const error =
    typeof parsed.message === 'string' && parsed.message
      ? parsed.message
      : 'The request could not be completed.';
  const code = typeof parsed.code === 'string' && parsed.code ? parsed.code : codeForStatus(status);
  return { error, code, requestId };
}
