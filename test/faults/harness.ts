// The fault suite's server (`npm run test:faults`, docs/decisions/0030-backups-and-faults.md): the
// real server as its own process, which a scenario kills, stops and starts again on the same port
// and database, and a way to read that database afterwards.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, spawnServer, stopProcess, waitUntilReady } from '../support/e2e-server.ts';
import { createDatabase, dropDatabase } from '../support/postgres.ts';

export const onPostgres = !!process.env.DATABASE_URL;

export interface FaultServer {
  readonly url: string;
  readonly port: number;
  readonly databaseUrl: string | undefined;
  /** The running process's id (undefined while it is down). */
  pid(): number | undefined;
  /** Starts the process again on the same port and database; resolves once /readyz answers. */
  start(env?: Record<string, string>): Promise<void>;
  /** Sends `signal` and resolves when the process has exited, with how and how long it took. */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  /** Rows of a query on the server's database (on PGlite through the running server's socket). */
  sql<T extends object>(text: string, values?: unknown[]): Promise<T[]>;
  /** Stops it for good (SIGTERM) and drops its database (when it made it) and folder. */
  close(): Promise<void>;
  /** Its log lines so far (with `readLog`). */
  readonly log: string[];
}

/**
 * A server with `env` added to its environment, on a fresh database of its own or on `databaseUrl`
 * (another instance's, which the caller drops). With `readLog`, its log lines are kept in `log`
 * rather than printed.
 */
export async function startFaultServer(
  name: string,
  env: Record<string, string> = {},
  options: { databaseUrl?: string; readLog?: boolean } = {},
): Promise<FaultServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const baseUrl = options.databaseUrl ? undefined : process.env.DATABASE_URL;
  const databaseUrl =
    options.databaseUrl ?? (baseUrl ? await createDatabase(baseUrl, name.replace(/\W/g, '_')) : undefined);
  const log: string[] = [];
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let currentEnv = env;

  const start = async (more: Record<string, string> = {}) => {
    currentEnv = { ...currentEnv, ...more };
    child = spawnServer({
      port,
      dataDir,
      databaseUrl,
      env: currentEnv,
      output: options.readLog ? 'pipe' : 'inherit',
    });
    for (const stream of [child.stdout, child.stderr])
      stream
        ?.setEncoding('utf8')
        .on('data', (chunk: string) => log.push(...chunk.split('\n').filter(Boolean)));
    await waitUntilReady(url, child);
  };
  const server: FaultServer = {
    url,
    port,
    log,
    databaseUrl,
    pid: () => (child?.exitCode === null ? child.pid : undefined),
    start,
    kill: (signal) => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null)
        return Promise.resolve({
          code: running?.exitCode ?? null,
          signal: running?.signalCode ?? null,
          ms: 0,
        });
      const started = performance.now();
      return new Promise((resolve) => {
        running.once('exit', (code, exitSignal) =>
          resolve({ code, signal: exitSignal, ms: performance.now() - started }),
        );
        running.kill(signal);
      });
    },
    async sql<T extends object>(text: string, values: unknown[] = []) {
      const client = new pg.Client(
        databaseUrl
          ? { connectionString: databaseUrl }
          : { host: dataDir, port: 5432, user: 'postgres', database: 'postgres' },
      );
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async close() {
      if (child) await stopProcess(child);
      if (baseUrl && databaseUrl) await dropDatabase(baseUrl, databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await start();
  } catch (error) {
    await server.close();
    throw error;
  }
  return server;
}

/** Prints a line of what a scenario checked (the suite's report, issue 30). */
export function checked(line: string): void {
  console.log(`  checked: ${line}`);
}
