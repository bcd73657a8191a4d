import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminUserDetail } from '../../shared/admin-users.ts';
import { sql } from '../db/sql.ts';
import { PassSession } from './entities.ts';

type Session = AdminUserDetail['sessions']['items'][number];

/**
 * An account's live sessions, newest first and without their tokens: the local provider's account
 * sessions and the game-credential sessions of the account's passes.
 */
export async function liveSessionsOf(
  em: EntityManager,
  userId: string,
  authUserId: string | null,
): Promise<Session[]> {
  const [accountSessions, passSessions] = await Promise.all([
    authUserId ? accountSessionsOf(em, authUserId) : [],
    em.find(
      PassSession,
      { gameAccount: { participant: { owner: userId } }, expiresAt: { $gt: new Date() } },
      { populate: ['gameAccount'] },
    ),
  ]);
  const fromPasses = passSessions.map((s): Session => ({
    kind: 'game-credentials',
    createdAt: s.createdAt,
    lastSeenAt: null,
    expiresAt: s.expiresAt,
    ipAddress: null,
    userAgent: null,
    gameUsername: s.gameAccount.username,
  }));
  return [...accountSessions, ...fromPasses].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/**
 * Raw SQL on purpose: `auth_session` is the identity provider's own table (local-auth.ts), outside
 * the ORM's entities, so it has no entity to query through.
 */
async function accountSessionsOf(em: EntityManager, authUserId: string): Promise<Session[]> {
  const rows = await sql<
    {
      created_at: Date | string;
      updated_at: Date | string;
      expires_at: Date | string;
      ip: string | null;
      agent: string | null;
    }[]
  >(
    em,
    `select "createdAt" as created_at, "updatedAt" as updated_at, "expiresAt" as expires_at,
            "ipAddress" as ip, "userAgent" as agent
     from auth_session where "userId" = ? and "expiresAt" > now()`,
    [authUserId],
  );
  return rows.map((r) => ({
    kind: 'account',
    createdAt: new Date(r.created_at),
    lastSeenAt: new Date(r.updated_at),
    expiresAt: new Date(r.expires_at),
    ipAddress: r.ip,
    userAgent: r.agent,
    gameUsername: null,
  }));
}
