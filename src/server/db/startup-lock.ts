import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Database } from './database.ts';
import { isAlive } from './embedded-postgres.ts';

/** Any fixed number, the same in every version: "arena" in ASCII. */
const STARTUP_LOCK_KEY = '418531077729';
const LOCK_FILE = 'startup.lock';
const POLL_MS = 100;

/**
 * Runs `work` (migrations and seeds) while no other process does the same on this database, so
 * two instances started at once on one database both come up: the second waits, then finds
 * nothing left to do.
 *
 * PostgreSQL: a session advisory lock on a connection of its own, released after, or by the server
 * when that connection drops. The embedded PGlite serves every client from its one session, in
 * which advisory locks are re-entrant and exclude nobody; there the lock is a file in the data
 * folder, which every client of that database reaches (its socket lives there).
 */
export async function withStartupLock<T>(
  db: Database,
  work: () => Promise<T>,
  log: (line: string) => void = () => {},
): Promise<T> {
  const c = db.connection;
  return 'url' in c
    ? withAdvisoryLock(c.url, work, log)
    : withLockFile(path.join(c.host, LOCK_FILE), work, log);
}

async function withAdvisoryLock<T>(url: string, work: () => Promise<T>, log: (line: string) => void) {
  const client = new pg.Client({ connectionString: url });
  // A dropped connection releases the lock; the work's own connections report their errors.
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      STARTUP_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) {
      log('Another instance is migrating or seeding this database; waiting for it.');
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** Lock files this process holds: one with our pid that is not among them is a previous life's. */
const held = new Set<string>();

async function withLockFile<T>(file: string, work: () => Promise<T>, log: (line: string) => void) {
  const token = `${process.pid} ${randomUUID()}`;
  for (let waited = false; ;) {
    try {
      fs.writeFileSync(file, token, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readFile(file);
    if (holder !== null && isStale(holder)) {
      // Only the stale lock we read: a fresh one someone made meanwhile stays.
      if (readFile(file) === holder) fs.rmSync(file, { force: true });
      continue;
    }
    if (!waited) log('Another process is migrating or seeding this database; waiting for it.');
    waited = true;
    await sleep(POLL_MS);
  }
  held.add(token);
  try {
    return await work();
  } finally {
    held.delete(token);
    if (readFile(file) === token) fs.rmSync(file, { force: true });
  }
}

/** A lock whose process is gone (or that our pid left in an earlier life, as pid 1 in a container). */
function isStale(holder: string): boolean {
  const pid = Number.parseInt(holder, 10);
  if (!Number.isInteger(pid)) return false;
  return pid === process.pid ? !held.has(holder) : !isAlive(pid);
}

function readFile(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
