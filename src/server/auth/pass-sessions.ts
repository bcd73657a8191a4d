import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Database } from '../db/database.ts';
import { PASS_COOKIE, type Identity, type IdentityResolver } from './identity.ts';
import { bearerToken } from './identity-modes.ts';
import { PassSession } from './entities.ts';
import { noteActivity } from '../users/index.ts';

// Game-credential sessions (docs/product.md#registration-rules-and-constants, Game credentials): a session kind of our own, in both identity
// modes, that the identity provider never sees, so none of its account endpoints (password, e-mail,
// deletion, sessions) accept it. Browsers hold the token in an HttpOnly cookie; API clients send
// it as `Authorization: Bearer pass_...`.

const TOKEN_PREFIX = 'pass_';
export const PASS_SESSION_DAYS = 7;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Opens a session for a game account; the token is shown once, only its hash is kept. The account's
 * expired sessions go at the same time.
 */
export async function openPassSession(
  em: EntityManager,
  gameAccountId: string,
): Promise<{ token: string; expiresAt: Date }> {
  await em.nativeDelete(PassSession, { gameAccount: gameAccountId, expiresAt: { $lte: new Date() } });
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PASS_SESSION_DAYS * 24 * 60 * 60 * 1000);
  em.create(PassSession, { tokenHash: hashOf(token), gameAccount: gameAccountId, expiresAt });
  await em.flush();
  return { token, expiresAt };
}

/** The pass-session token a request carries: a `pass_` bearer token, else the cookie. */
export function passTokenOf(req: FastifyRequest): string | undefined {
  const bearer = bearerToken(req);
  if (bearer?.startsWith(TOKEN_PREFIX)) return bearer;
  const cookie = req.cookies[PASS_COOKIE];
  return cookie?.startsWith(TOKEN_PREFIX) ? cookie : undefined;
}

/** The identity of a live pass session: the pass's owner, confined to the pass, never an admin. */
async function passIdentity(em: EntityManager, token: string): Promise<Identity | null> {
  const session = await em.findOne(
    PassSession,
    { tokenHash: hashOf(token), expiresAt: { $gt: new Date() } },
    { populate: ['gameAccount.participant'] },
  );
  const account = session?.gameAccount;
  // A deleted owner's pass keeps no game accounts; the check keeps a stray session from opening.
  const owner = account?.participant.owner;
  if (!account || !owner) return null;
  // Playing with the pass is the account's activity too (the retention job, users/retention.ts).
  await noteActivity(em, owner.id);
  return {
    userId: owner.id,
    role: 'user',
    pass: {
      gameAccountId: account.id,
      participantId: account.participant.id,
      teammateId: account.teammate?.id ?? null,
    },
  };
}

/**
 * The identity resolver of the configured mode, with pass sessions: a `pass_` bearer token wins;
 * otherwise an account session; otherwise the pass-session cookie.
 */
export function withPassSessions(db: Database, resolveAccount: IdentityResolver): IdentityResolver {
  return async (req) => {
    const bearer = bearerToken(req);
    if (bearer?.startsWith(TOKEN_PREFIX)) return passIdentity(db.orm.em.fork(), bearer);
    const account = await resolveAccount(req);
    if (account) return account;
    const cookie = req.cookies[PASS_COOKIE];
    return cookie?.startsWith(TOKEN_PREFIX) ? passIdentity(db.orm.em.fork(), cookie) : null;
  };
}

export function setPassCookie(
  reply: FastifyReply,
  { token, expiresAt }: { token: string; expiresAt: Date },
  secure: boolean,
): void {
  void reply.setCookie(PASS_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

/** Ends the pass session a request carries (signing out, or signing in to an account instead). */
export async function endPassSession(
  em: EntityManager,
  http: { req: FastifyRequest; reply: FastifyReply },
  secure: boolean,
): Promise<void> {
  const token = passTokenOf(http.req);
  if (token) await em.nativeDelete(PassSession, { tokenHash: hashOf(token) });
  if (http.req.cookies[PASS_COOKIE] !== undefined)
    void http.reply.clearCookie(PASS_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
