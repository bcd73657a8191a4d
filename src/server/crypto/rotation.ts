import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { SEAL_PURPOSE, SEALED_COLUMNS } from './sealed-columns.ts';
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
  for (const { table, key, column, purpose, sealedWhen } of SEALED_COLUMNS) {
    const box = createSecretBox(keyring, purpose);
    results.push(
      await rewriteColumn(em, batchSize, {
        table,
        key,
        source: column,
        target: column,
        where: `"${column}" is not null${sealedWhen ? ` and "${sealedWhen}"` : ''}`,
        currentPrefix: currentPrefix(keyring),
        open: (sealed) => box.open(sealed),
        write: (plaintext) => box.seal(plaintext),
      }),
    );
  }
  // Game passwords' digests (decision 13), made again from their sealed copies; this also
  // replaces the first version's scrypt hashes.
  const credentials = createSecretBox(keyring, SEAL_PURPOSE.gameCredentials);
  results.push(
    await rewriteColumn(em, batchSize, {
      table: 'game_account',
      key: 'id',
      source: 'password_sealed',
      target: 'password_hash',
      where: 'true',
      currentPrefix: currentDigestPrefix(keyring),
      open: (sealed) => credentials.open(sealed),
      write: (password) => credentials.digest(password),
    }),
  );
  return results;
}

interface Rewrite {
  table: string;
  key: string;
  /** The sealed column the value is read from. */
  source: string;
  /** The column written; rows whose `target` starts with `currentPrefix` are already done. */
  target: string;
  where: string;
  currentPrefix: string;
  open(sealed: string): string;
  write(plaintext: string): string;
}

/**
 * Writes `target` again from the opened `source`, for every row not yet under the current secret.
 * Raw SQL: the tables and columns are data (SEALED_COLUMNS, every feature's sealed columns).
 */
async function rewriteColumn(em: EntityManager, batchSize: number, r: Rewrite): Promise<ColumnRotation> {
  const result: ColumnRotation = { name: `${r.table}.${r.target}`, resealed: 0, current: 0, unreadable: [] };
  let after: string | null = null;
  for (;;) {
    const rows = await em.transactional(async (tx) => {
      const batch = await sql<{ key: string; source: string; target: string }[]>(
        tx,
        `select "${r.key}"::text as key, "${r.source}" as source, "${r.target}" as target from "${r.table}"
         where ${r.where} and not starts_with("${r.target}", ?) ${after === null ? '' : `and "${r.key}" > ?`}
         order by "${r.key}" limit ? for update`,
        after === null ? [r.currentPrefix, batchSize] : [r.currentPrefix, after, batchSize],
      );
      for (const row of batch) {
        let plaintext: string;
        try {
          plaintext = r.open(row.source);
        } catch {
          result.unreadable.push(row.key);
          continue;
        }
        // A value the server changed in the meantime is left to the server.
        const updated = await sql<{ affectedRows: number }>(
          tx,
          `update "${r.table}" set "${r.target}" = ? where "${r.key}" = ? and "${r.target}" = ?`,
          [r.write(plaintext), row.key, row.target],
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
    `select count(*)::int as n from "${r.table}" where ${r.where} and starts_with("${r.target}", ?)`,
    [r.currentPrefix],
  );
  result.current = (count?.n ?? 0) - result.resealed;
  return result;
}
