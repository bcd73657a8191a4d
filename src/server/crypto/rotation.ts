import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { SEALED_COLUMNS, type SealedColumn } from './sealed-columns.ts';
import { createSecretBox, currentPrefix, type Keyring } from './secret-box.ts';

export interface ColumnRotation {
  /** `table.column` */
  name: string;
  /** Values sealed again under the current secret by this run. */
  resealed: number;
  /** Values already sealed under the current secret. */
  current: number;
  /** Keys of rows whose value no secret of the keyring opens: left as they are. */
  unreadable: string[];
}

/**
 * Seals every sealed value again under the keyring's current secret. Rows are taken in batches
 * in key order, one transaction per batch, locked while they are re-sealed; a value the server
 * changed in the meantime is left to the server (it seals under the current secret too). Values
 * already under the current secret are not touched, so running it twice changes nothing.
 */
export async function resealAll(
  em: EntityManager,
  keyring: Keyring,
  batchSize = 500,
): Promise<ColumnRotation[]> {
  const results: ColumnRotation[] = [];
  for (const column of SEALED_COLUMNS) results.push(await resealColumn(em, keyring, column, batchSize));
  return results;
}

async function resealColumn(
  em: EntityManager,
  keyring: Keyring,
  { table, key, column, purpose, sealedWhen }: SealedColumn,
  batchSize: number,
): Promise<ColumnRotation> {
  const box = createSecretBox(keyring, purpose);
  const prefix = currentPrefix(keyring);
  const sealed = `"${column}" is not null${sealedWhen ? ` and "${sealedWhen}"` : ''}`;
  const result: ColumnRotation = { name: `${table}.${column}`, resealed: 0, current: 0, unreadable: [] };

  let after: string | null = null;
  for (;;) {
    const rows = await em.transactional(async (tx) => {
      const batch = await sql<{ key: string; value: string }[]>(
        tx,
        `select "${key}"::text as key, "${column}" as value from "${table}"
         where ${sealed} and not starts_with("${column}", ?) ${after === null ? '' : `and "${key}" > ?`}
         order by "${key}" limit ? for update`,
        after === null ? [prefix, batchSize] : [prefix, after, batchSize],
      );
      for (const row of batch) {
        let plaintext: string;
        try {
          plaintext = box.open(row.value);
        } catch {
          result.unreadable.push(row.key);
          continue;
        }
        const updated = await sql<{ affectedRows: number }>(
          tx,
          `update "${table}" set "${column}" = ? where "${key}" = ? and "${column}" = ?`,
          [box.seal(plaintext), row.key, row.value],
          'run',
        );
        result.resealed += updated.affectedRows;
      }
      return batch;
    });
    if (rows.length < batchSize) break;
    after = rows[rows.length - 1]!.key;
  }

  const [count] = await sql<{ n: number }[]>(
    em,
    `select count(*)::int as n from "${table}" where ${sealed} and starts_with("${column}", ?)`,
    [prefix],
  );
  result.current = (count?.n ?? 0) - result.resealed;
  return result;
}
