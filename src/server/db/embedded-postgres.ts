import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGliteSessionServer } from './pglite-session-server.ts';

// PGlite is Postgres compiled to WASM, one process per data folder. The process that opens the
// folder serves it on a Unix socket inside it, so the ordinary Postgres driver (and therefore one
// code path and one set of migrations) works for both PGlite and a real PostgreSQL, and command-line
// tools reach a running server's database through that socket instead of opening the folder twice.

const SOCKET_PORT = 5432;

export interface PostgresEndpoint {
  /** For the pg driver: a directory holding `.s.PGSQL.<port>`. */
  host: string;
  port: number;
}

export interface EmbeddedPostgres extends PostgresEndpoint {
  /** A copy of the whole database (a tar), which `startEmbeddedPostgres({ source })` can start from. */
  dump(compression?: 'none' | 'gzip'): Promise<Blob>;
  stop(): Promise<void>;
}

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

const socketFile = (dataDir: string) => path.join(dataDir, `.s.PGSQL.${SOCKET_PORT}`);
const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** The socket of a process that already serves this data folder, if there is one. */
export async function findRunningEmbeddedPostgres(dataDir: string): Promise<PostgresEndpoint | null> {
  return (await canConnect(socketFile(dataDir))) ? { host: dataDir, port: SOCKET_PORT } : null;
}

/**
 * Opens the PGlite database under `dataDir` and serves it on a Unix socket there.
 * `source` is a data-folder dump to start from (tests clone a migrated database this way).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { inMemory?: boolean; source?: Blob } = {},
): Promise<EmbeddedPostgres> {
  fs.mkdirSync(dataDir, { recursive: true });
  if (await findRunningEmbeddedPostgres(dataDir)) {
    throw new DataDirBusyError(busyMessage(dataDir, readLockPid(dataDir)));
  }
  acquireLock(dataDir);
  try {
    const db = await PGlite.create({
      ...(options.inMemory ? {} : { dataDir: path.join(dataDir, 'pglite') }),
      ...(options.source ? { loadDataDir: options.source } : {}),
    });
    const server = new PGliteSessionServer({ db, path: socketFile(dataDir) });
    await server.start();
    return {
      host: dataDir,
      port: SOCKET_PORT,
      dump: (compression = 'none') => db.dumpDataDir(compression),
      async stop() {
        await server.stop();
        await db.close();
        releaseLock(dataDir);
      },
    };
  } catch (error) {
    releaseLock(dataDir);
    throw error;
  }
}

function acquireLock(dataDir: string): void {
  const file = lockFile(dataDir);
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const pid = readLockPid(dataDir);
  // A live owner that is not yet serving is still starting up. A dead one (or our own pid, as after
  // a container restart where every server is pid 1) left a stale lock behind.
  if (pid !== null && pid !== process.pid && isAlive(pid)) {
    throw new DataDirBusyError(busyMessage(dataDir, pid));
  }
  fs.writeFileSync(file, String(process.pid));
}

function releaseLock(dataDir: string): void {
  if (readLockPid(dataDir) === process.pid) fs.rmSync(lockFile(dataDir), { force: true });
}

function readLockPid(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile(dataDir), 'utf8'), 10);
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function busyMessage(dataDir: string, pid: number | null): string {
  const owner = pid === null ? 'another process' : `another process (pid ${pid})`;
  return `The embedded database in ${dataDir} is already in use by ${owner}. Stop that server, or set DATA_DIR to another folder.`;
}

function canConnect(socketPath: string): Promise<boolean> {
  if (!fs.existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
