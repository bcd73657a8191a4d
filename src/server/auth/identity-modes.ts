import type { FastifyRequest } from 'fastify';
import { verifyToken } from '@clerk/fastify';
import type { Database } from '../db/database.ts';
import { noteActivity } from '../users/index.ts';
import { ensureClerkUser, ensureLocalUser } from '../users/service.ts';
import { SESSION_TOKEN_COOKIES, type IdentityResolver, type Role } from './identity.ts';
import { cachedSessions } from './session-cache.ts';
import { providerHeaders, type LocalAuth } from './local-auth.ts';

/**
 * Local mode: a Better Auth session from the HttpOnly cookie or an `Authorization: Bearer` token,
 * kept for a few seconds per token (session-cache.ts).
 */
export function localIdentity(auth: LocalAuth, db: Database): IdentityResolver & { close(): void } {
  return cachedSessions(db.orm.em, localSessionKey, async (req) => {
    const session = await auth.api.getSession({ headers: providerHeaders(req) });
    if (!session) return null;
    const em = db.orm.em.fork();
    const user = await ensureLocalUser(em, session.user);
    await noteActivity(em, user.id, user);
    return {
      identity: { userId: user.id, role: user.role, pass: null, authUserId: session.user.id },
      expiresAt: new Date(session.session.expiresAt),
    };
  });
}

/** What the local provider reads a session from: the bearer header and the session cookie. */
function localSessionKey(req: FastifyRequest): string | null {
  const parts = [
    req.headers.authorization ?? '',
    ...SESSION_TOKEN_COOKIES.map((name) => req.cookies[name] ?? ''),
  ];
  return parts.some(Boolean) ? parts.join('\n') : null;
}

export interface ClerkOptions {
  /** PEM public key: verification needs no network. */
  jwtKey: string;
  authorizedParties?: string[];
}

/**
 * Clerk mode: the session JWT from `Authorization: Bearer` or Clerk's `__session` cookie, verified
 * offline against the instance's public key. The role comes from public metadata, which the Clerk
 * session token must carry as a custom claim: `{ "metadata": "{{user.public_metadata}}" }`.
 */
export function clerkIdentity(options: ClerkOptions, db: Database): IdentityResolver {
  return async (req) => {
    const token = bearerToken(req) ?? req.cookies.__session;
    if (!token) return null;
    let claims: Awaited<ReturnType<typeof verifyToken>>;
    try {
      claims = await verifyToken(token, {
        jwtKey: options.jwtKey,
        ...(options.authorizedParties?.length ? { authorizedParties: options.authorizedParties } : {}),
      });
    } catch {
      return null;
    }
    const metadata = (claims as { metadata?: { role?: unknown } }).metadata;
    const role: Role = metadata?.role === 'admin' ? 'admin' : 'user';
    const em = db.orm.em.fork();
    const user = await ensureClerkUser(em, claims.sub, role);
    await noteActivity(em, user.id, user);
    return { userId: user.id, role, pass: null, clerkFactorAges: (claims as { fva?: unknown }).fva };
  };
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}
