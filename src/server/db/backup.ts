import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findRunningEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';

// Backups of the whole database (docs/decisions/0030-backups-and-faults.md): PostgreSQL's own
// `pg_dump` in its custom format, restored by `pg_restore`; the embedded PGlite's own dump of its
// data folder (a gzipped tar), which PGlite starts from. Neither holds the app secret, which
// opens the game credentials and payout details sealed in it: that is kept apart, on purpose.

const run = promisify(execFile);

export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupTarget {
  /** PostgreSQL; without it, the embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export interface BackupReport {
  file: string;
  bytes: number;
  kind: 'postgresql' | 'pglite';
}

/** What a backup file is, from its first bytes. */
type BackupKind = 'postgresql' | 'pglite';

/** The embedded database's folder inside DATA_DIR (see embedded-postgres.ts). */
const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Writes a backup of the whole database to `file` (written in full or not at all). */
export async function backupDatabase(target: BackupTarget, file: string): Promise<BackupReport> {
  const partial = `${file}.partial`;
  try {
    if (target.databaseUrl) {
      await tool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, target.databaseUrl]);
    } else {
      await refuseWhileServed(target.dataDir);
      if (!hasData(target.dataDir))
        throw new BackupError(`There is no embedded database in ${target.dataDir} to back up.`);
      const embedded = await startEmbeddedPostgres(target.dataDir);
      try {
        fs.writeFileSync(partial, Buffer.from(await (await embedded.dump('gzip')).arrayBuffer()));
      } finally {
        await embedded.stop();
      }
    }
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { file, bytes: fs.statSync(file).size, kind: target.databaseUrl ? 'postgresql' : 'pglite' };
}

/**
 * Restores `file` into the configured database, which must be empty unless `replace`: then
 * PostgreSQL's objects are dropped first (in the same transaction as the restore), and the
 * embedded database's folder is moved aside, never deleted. A failed restore changes nothing.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<{ kind: BackupKind; movedAside: string | null }> {
  const kind = backupKind(file);
  if (target.databaseUrl) {
    if (kind !== 'postgresql')
      throw new BackupError(
        `${file} is a backup of the embedded database; DATABASE_URL names a PostgreSQL one. Unset DATABASE_URL to restore it into DATA_DIR.`,
      );
    const tables = await tableCount(target.databaseUrl);
    if (tables > 0 && !replace)
      throw new BackupError(
        `The database already has ${tables} tables. Restore into an empty database, or pass --replace to drop them first.`,
      );
    await tool('pg_restore', [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      ...(replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return { kind, movedAside: null };
  }

  if (kind !== 'pglite')
    throw new BackupError(
      `${file} is a PostgreSQL backup (pg_dump); without DATABASE_URL the target is the embedded database. Set DATABASE_URL to restore it into PostgreSQL.`,
    );
  await refuseWhileServed(target.dataDir);
  let movedAside: string | null = null;
  if (hasData(target.dataDir)) {
    if (!replace)
      throw new BackupError(
        `${target.dataDir} already holds a database. Restore into an empty DATA_DIR, or pass --replace to move it aside first.`,
      );
    movedAside = `${pgliteFolder(target.dataDir)}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(pgliteFolder(target.dataDir), movedAside);
  }
  try {
    const source = new Blob([fs.readFileSync(file)]);
    const embedded = await startEmbeddedPostgres(target.dataDir, { source });
    await embedded.stop();
  } catch (error) {
    // Nothing half-restored is left behind: the folder that was there comes back.
    fs.rmSync(pgliteFolder(target.dataDir), { recursive: true, force: true });
    if (movedAside) fs.renameSync(movedAside, pgliteFolder(target.dataDir));
    throw new BackupError(`Cannot restore ${file}: ${(error as Error).message}`);
  }
  return { kind, movedAside };
}

/** pg_dump's custom format starts "PGDMP"; PGlite's dump is a tar, gzipped or not. */
function backupKind(file: string): BackupKind {
  let head: Buffer;
  try {
    const fd = fs.openSync(file, 'r');
    head = Buffer.alloc(512);
    fs.readSync(fd, head, 0, 512, 0);
    fs.closeSync(fd);
  } catch {
    throw new BackupError(`Cannot read the backup ${file}.`);
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgresql';
  const gzip = head[0] === 0x1f && head[1] === 0x8b;
  if (gzip || head.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite';
  throw new BackupError(`${file} is not a backup made by db:backup.`);
}

function hasData(dataDir: string): boolean {
  const folder = pgliteFolder(dataDir);
  return fs.existsSync(folder) && fs.readdirSync(folder).length > 0;
}

/** PGlite is one process per folder: the server that has it open is the only one that can. */
async function refuseWhileServed(dataDir: string): Promise<void> {
  if (await findRunningEmbeddedPostgres(dataDir))
    throw new BackupError(
      `The embedded database in ${dataDir} is open in a running server. Stop the server first (PGlite is one process per data folder).`,
    );
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from information_schema.tables where table_schema = 'public'`,
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

/** Runs one of PostgreSQL's client tools, with its own words when it fails. */
async function tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupError(
        `${name} is not installed: install PostgreSQL's client tools (Debian: postgresql-client), of the server's major version or newer.`,
      );
    throw new BackupError(`${name} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}
