import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { ensureLocalUser, findUser, toUser } from '../users/service.ts';
import type { User } from '../../shared/users.ts';
import { providerHeaders } from './local-auth.ts';
import { INVALID_GAME_LOGIN } from './game-credentials-plugin.ts';
import { sql } from '../db/sql.ts';
import { accountKey, gameKey, throttled } from './login-throttle.ts';

const INVALID_LOGIN = 'Invalid email or password.';

/**
 * POST /auth/login: e-mail + password of a local account, or a paid pass's game username and
 * password (which open the dashboard of the account that owns the pass). Sets the HttpOnly session
 * cookie for the browser and returns a bearer token for API clients. Throttled per IP and per
 * account or username.
 */
export async function login(
  em: EntityManager,
  services: AppServices,
  http: { req: FastifyRequest; reply: FastifyReply },
  credentials: { email: string; password: string },
): Promise<{ token: string; user: User }> {
  const auth = services.localAuth;
  if (!auth)
    throw new AppError(
      'BAD_REQUEST',
      'Sign in with your e-mail through Clerk; password sign-in is not available here.',
    );
  const isGameLogin = !credentials.email.includes('@');
  const headers = providerHeaders(http.req);
  const response = await throttled(
    em,
    http.req.ip,
    isGameLogin ? gameKey(credentials.email) : accountKey(credentials.email),
    () =>
      isGameLogin
        ? auth.api.signInGameCredentials({
            body: { username: credentials.email, password: credentials.password },
            headers,
            asResponse: true,
          })
        : auth.api.signInEmail({
            body: { email: credentials.email, password: credentials.password },
            headers,
            asResponse: true,
          }),
    (answer) => (answer.ok ? 'success' : 'failure'),
  );
  if (!response.ok) throw new AppError('UNAUTHORIZED', isGameLogin ? INVALID_GAME_LOGIN : INVALID_LOGIN);
  const body = (await response.json()) as {
    token: string;
    user: { id: string; email: string; name: string };
  };
  const cookies = response.headers.getSetCookie();
  if (cookies.length) void http.reply.header('set-cookie', cookies);

  const user = await ensureLocalUser(em, body.user);
  return {
    token: response.headers.get('set-auth-token') ?? body.token,
    user: toUser(user, await emailVerified(em, user.authUserId)),
  };
}

/** The signed-in user as the client sees them; null once their record is gone. */
export async function currentUser(em: EntityManager, userId: string): Promise<User | null> {
  const user = await findUser(em, userId);
  return user && toUser(user, await emailVerified(em, user.authUserId));
}

/** Whether the local account proved its address (Clerk verifies addresses before sign-up). */
export async function emailVerified(
  em: EntityManager,
  authUserId: string | null | undefined,
): Promise<boolean> {
  if (!authUserId) return true;
  const rows = await sql<{ emailVerified: boolean }[]>(
    em,
    'select "emailVerified" from auth_user where id = ?',
    [authUserId],
  );
  return rows[0]?.emailVerified ?? false;
}
