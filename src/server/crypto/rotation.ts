import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { SEAL_PURPOSE, SEALED_COLUMNS, type SealedColumn } from './sealed-columns.ts';
import { createSecretBox, currentDigestPrefix, currentPrefix, type Keyring } from './secret-box.ts';

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
  results.push(await redigestGamePasswords(em, keyring, batchSize));
  return results;
}

/**
 * Game passwords' digests (decision 13) made again under the current secret from their sealed
 * copies, which also replaces the first version's scrypt hashes.
 */
async function redigestGamePasswords(
  em: EntityManager,
  keyring: Keyring,
  batchSize: number,
): Promise<ColumnRotation> {
  const box = createSecretBox(keyring, SEAL_PURPOSE.gameCredentials);
  const prefix = currentDigestPrefix(keyring);
  const result: ColumnRotation = {
    name: 'game_account.password_hash',
    resealed: 0,
    current: 0,
    unreadable: [],
  };
  let after: string | null = null;
  for (;;) {
    const rows = await em.transactional(async (tx) => {
      const batch = await sql<{ key: string; hash: string; sealed: string }[]>(
        tx,
        `select id::text as key, password_hash as hash, password_sealed as sealed from game_account
         where not starts_with(password_hash, ?) ${after === null ? '' : 'and id > ?'}
         order by id limit ? for update`,
        after === null ? [prefix, batchSize] : [prefix, after, batchSize],
      );
      for (const row of batch) {
        let password: string;
        try {
          password = box.open(row.sealed);
        } catch {
          result.unreadable.push(row.key);
          continue;
        }
        const updated = await sql<{ affectedRows: number }>(
          tx,
          'update game_account set password_hash = ? where id = ? and password_hash = ?',
          [box.digest(password), row.key, row.hash],
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
    'select count(*)::int as n from game_account where starts_with(password_hash, ?)',
    [prefix],
  );
  result.current = (count?.n ?? 0) - result.resealed;
  return result;
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
