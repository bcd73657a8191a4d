import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs raw SQL on the EntityManager's own transaction when it has one. Without the transaction
 * context the driver takes another pooled connection, which inside a transaction on the
 * one-connection embedded database would wait for itself forever.
 */
export function sql<T = Record<string, unknown>[]>(
  em: EntityManager,
  query: string,
  params: unknown[] = [],
  method: 'all' | 'run' = 'all',
): Promise<T> {
  return em.getConnection().execute<T & object>(query, params, method, em.getTransactionContext());
}

/** A value for LIKE/ILIKE that matches itself only: `%`, `_` and `\\` lose their meaning. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
