import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';

// The local provider's tables (local-auth.ts) have no entities: the reads and the write other
// features need of them are raw SQL here, in the feature that owns them.

/** Of these local accounts, the ones that proved their address. */
export async function verifiedLocalAccounts(em: EntityManager, authUserIds: string[]): Promise<Set<string>> {
  if (!authUserIds.length) return new Set();
  const rows = await sql<{ id: string }[]>(
    em,
    `select id from auth_user where "emailVerified" and id in (${authUserIds.map(() => '?').join(', ')})`,
    authUserIds,
  );
  return new Set(rows.map((r) => r.id));
}

/** Gives a local account our record's display name. */
export async function renameLocalAccount(em: EntityManager, authUserId: string, name: string): Promise<void> {
  await sql(em, 'update auth_user set name = ?, "updatedAt" = now() where id = ?', [name, authUserId], 'run');
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
