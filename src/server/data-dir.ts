import fs from 'node:fs';
import path from 'node:path';
import { resolveKeyring } from './app-secret.ts';
import type { Config } from './config.ts';
import type { Keyring } from './crypto/secret-box.ts';
import { openDatabase, type Database } from './db/database.ts';

// docs/decisions/0022-sessions-and-data-at-rest.md: DATA_DIR holds the embedded database (whose
// WAL holds session tokens), the app secret and the seed admin's password, so only the server's
// own user may read or write anything in it.

export class DataDirError extends Error {
  override name = 'DataDirError';
}

/**
 * Start-up's storage: the app secret and the database, with DATA_DIR its user's only before
 * anything is written there and again afterwards (PGlite unpacks a new database's files
 * world-writable whatever the umask; inside a 0700 folder later ones are out of reach anyway).
 */
export async function openStorage(
  config: Config,
  warn: (line: string) => void,
): Promise<{ keyring: Keyring; db: Database }> {
  // Whatever this process creates from here on (folders, the secret, a WAL segment) is private.
  process.umask(0o077);
  makeDataDirPrivate(config.dataDir);
  const keyring = resolveKeyring(config, warn);
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
    role: 'server',
  });
  try {
    makeDataDirPrivate(config.dataDir);
  } catch (error) {
    await db.close();
    throw error;
  }
  return { keyring, db };
}

/**
 * Makes DATA_DIR 0700 and everything in it 0700 (folders) or 0600 (files), or throws a
 * DataDirError naming the folder and the path it could not make private. A missing folder is left
 * to whoever needs it, who makes it under the umask above. Symbolic links are not followed.
 */
export function makeDataDirPrivate(dataDir: string): void {
  if (process.platform === 'win32') return;
  let stats: fs.Stats;
  try {
    stats = fs.statSync(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw cannotMakePrivate(dataDir, dataDir, error);
  }
  if (!stats.isDirectory())
    throw new DataDirError(
      `DATA_DIR ${dataDir} is not a folder. Set DATA_DIR to a folder (it is made if missing).`,
    );
  const uid = process.getuid?.();
  if (uid !== undefined && stats.uid !== uid)
    throw new DataDirError(
      `DATA_DIR ${dataDir} belongs to another user (uid ${stats.uid}), not to the one running the server (uid ${uid}), so its database, secret and sessions cannot be kept private. Give the folder to this user (chown) or set DATA_DIR to a folder of its own.`,
    );
  makePrivate(dataDir, dataDir, stats);
}

function makePrivate(dataDir: string, file: string, stats: fs.Stats): void {
  if (stats.isSymbolicLink()) return;
  const mode = stats.isDirectory() ? 0o700 : 0o600;
  try {
    if ((stats.mode & 0o777) !== mode) fs.chmodSync(file, mode);
  } catch (error) {
    // The running database removed it meanwhile (a temporary file).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw cannotMakePrivate(dataDir, file, error);
  }
  // Some file systems (mounted shares) accept chmod and keep their own modes.
  if ((fs.lstatSync(file, { throwIfNoEntry: false })?.mode ?? 0) & 0o077)
    throw new DataDirError(
      `DATA_DIR ${dataDir}: ${file} stays open to other users after chmod; its file system does not keep permissions. Set DATA_DIR to a folder on a local disk.`,
    );
  if (!stats.isDirectory()) return;
  for (const name of fs.readdirSync(file)) {
    const entry = path.join(file, name);
    const entryStats = fs.lstatSync(entry, { throwIfNoEntry: false });
    if (entryStats) makePrivate(dataDir, entry, entryStats);
  }
}

function cannotMakePrivate(dataDir: string, file: string, error: unknown): DataDirError {
  const reason = (error as NodeJS.ErrnoException).code ?? String(error);
  return new DataDirError(
    `DATA_DIR ${dataDir}: cannot make ${file} readable by this user only (${reason}). Give the folder and its files to the user running the server, or set DATA_DIR to a folder of its own.`,
  );
}
