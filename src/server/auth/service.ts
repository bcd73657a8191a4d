import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PassSession } from '../../shared/dashboard.ts';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { verifyGameCredentials } from '../registration/index.ts';
import { passHolderView } from '../registration/index.ts';
import { ensureLocalUser, findUser, toUser } from '../users/service.ts';
import type { User } from '../../shared/users.ts';
import type { PassScope } from './identity.ts';
import { providerHeaders } from './local-auth.ts';
import { emailVerified } from './local-accounts.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { countFailedGameSignIn, holdWhileSprayed } from './game-spray.ts';
import { accountKey, gameKey } from './sign-in-delays.ts';
import { guardedAttempt, rememberKnownDevice } from './sign-in-guard.ts';
import { endPassSession, openPassSession, setPassCookie } from './pass-sessions.ts';

export { emailVerified };
export { confirmIdentity, sendIdentityCode, type AccountProof } from './password-check.ts';
export { countIdentityCode } from './login-throttle.ts';

const INVALID_LOGIN = 'Invalid email or password.';
export const INVALID_GAME_LOGIN = 'Invalid username or password.';

type Http = { req: FastifyRequest; reply: FastifyReply };

/** A sign-in's answer: a bearer token, and the account or the pass it opened. */
export interface SignedIn {
  token: string;
  user: User | null;
  pass: PassSession | null;
  /**
   * The account has two-factor sign-in on: no session yet (`token` empty, `user` null) until a
   * code of the app or a backup code is sent to /api/auth/two-factor/verify-totp (or
   * verify-backup-code) with the challenge cookie this answer set.
   */
  twoFactorRedirect?: true;
}

/**
 * POST /auth/login: e-mail + password of a local account, or a paid pass's game username and
 * password (a game-credential session, confined to that pass). Sets the HttpOnly session cookie
 * for the browser and returns a bearer token for API clients. Throttled per IP and per account or
 * username.
 */
export async function login(
  em: EntityManager,
  services: AppServices,
  http: Http,
  credentials: { email: string; password: string },
): Promise<SignedIn> {
  if (!credentials.email.includes('@'))
    return signInWithGameCredentials(em, services, http, {
      username: credentials.email,
      password: credentials.password,
    });
  const auth = services.localAuth;
  if (!auth)
    throw new AppError(
      'BAD_REQUEST',
      'Sign in with your e-mail through Clerk; password sign-in is not available here.',
      { reason: 'auth.use_clerk' },
    );
  const response = await guardedAttempt(
    em,
    services,
    http,
    accountKey(credentials.email),
    () =>
      auth.api.signInEmail({
        body: { email: credentials.email, password: credentials.password },
        headers: providerHeaders(http.req),
        asResponse: true,
      }),
    (answer) => (answer.ok ? 'success' : 'failure'),
  );
  if (!response.ok) throw new AppError('UNAUTHORIZED', INVALID_LOGIN, { reason: 'auth.invalid_login' });
  const body = (await response.json()) as
    { token: string; user: { id: string; email: string; name: string } } | { twoFactorRedirect: true };
  const cookies = response.headers.getSetCookie();
  if (cookies.length) void http.reply.header('set-cookie', cookies);
  if ('twoFactorRedirect' in body) return { token: '', user: null, pass: null, twoFactorRedirect: true };
  // The account replaces a game-credential session this browser held.
  await endPassSession(em, http, services.secureCookies);

  const user = await ensureLocalUser(em, body.user);
  return {
    token: response.headers.get('set-auth-token') ?? body.token,
    user: toUser(user, await emailVerified(em, user.authUserId)),
    pass: null,
  };
}

/**
 * Game credentials open a session of their own kind (pass-sessions.ts), in both identity modes,
 * confined to their pass. In the browser it replaces whatever session was there.
 */
export async function signInWithGameCredentials(
  em: EntityManager,
  services: AppServices,
  http: Http,
  credentials: { username: string; password: string },
): Promise<SignedIn> {
  await holdWhileSprayed(em);
  const verified = await guardedAttempt(
    em,
    services,
    http,
    gameKey(credentials.username),
    () =>
      verifyGameCredentials(
        em,
        services.secretBox(SEAL_PURPOSE.gameCredentials),
        credentials.username,
        credentials.password,
      ),
    (account) => (account ? 'success' : 'failure'),
    false,
  );
  if (!verified) {
    await countFailedGameSignIn(em, http.req.id);
    throw new AppError('UNAUTHORIZED', INVALID_GAME_LOGIN, { reason: 'auth.invalid_game_login' });
  }
  await endAccountCookieSession(services, http);
  await endPassSession(em, http, services.secureCookies);
  const session = await openPassSession(em, verified.gameAccountId);
  setPassCookie(http.reply, session, services.secureCookies);
  // After the session's cookie, which clients that read one cookie take first.
  rememberKnownDevice(services, http, gameKey(credentials.username));
  return { token: session.token, user: null, pass: await passSessionOf(em, services, verified) };
}

/** What `auth.session` says about a game-credential session: whose pass, without the password. */
export async function passSessionOf(
  em: EntityManager,
  services: AppServices,
  scope: PassScope,
): Promise<PassSession> {
  const { participantId, game, mode, name, player, gameUsername } = await passHolderView(
    em,
    scope,
    services.secretBox(SEAL_PURPOSE.gameCredentials),
  );
  return { participantId, game, mode, name, player, gameUsername };
}

/** Local mode: signs out the account session of the browser's cookie (not of a bearer token). */
async function endAccountCookieSession(services: AppServices, http: Http): Promise<void> {
  const auth = services.localAuth;
  if (!auth || !http.req.headers.cookie?.includes('session_token')) return;
  const headers = providerHeaders(http.req);
  headers.delete('authorization');
  const response = await auth.api.signOut({ headers, asResponse: true });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) void http.reply.header('set-cookie', cookies);
}

/** The signed-in user as the client sees them; null once their record is gone. */
export async function currentUser(em: EntityManager, userId: string): Promise<User | null> {
  const user = await findUser(em, userId);
  return user && toUser(user, await emailVerified(em, user.authUserId));
}
