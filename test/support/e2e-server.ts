import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, dropDatabase } from './postgres.ts';

/** The V8 heap sizes `npm start` and the Dockerfile run the server with (README, Performance). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=256'];

export interface E2eServer {
  url: string;
  dataDir: string;
  /** Its PostgreSQL database; none on PGlite (tools reach it through `dataDir`'s socket). */
  databaseUrl: string | undefined;
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * The real server (src/server/server.ts, production mode, the built client) on a free port and a
 * fresh database of its own, for the browser tests and the benchmarks (scripts/bench-server.ts): a
 * data folder for PGlite, or a new database on DATABASE_URL's PostgreSQL (or `databaseUrl`). `env`
 * adds to or overrides its environment; `nodeFlags` replace SERVER_NODE_FLAGS.
 */
export async function startE2eServer(options: {
  name: string;
  port?: number;
  env?: Record<string, string>;
  /** A PostgreSQL database the caller made and drops (several instances on one database). */
  databaseUrl?: string;
  nodeFlags?: readonly string[];
}): Promise<E2eServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${options.name}-`));
  const baseUrl = options.databaseUrl ? undefined : process.env.DATABASE_URL;
  const databaseUrl =
    options.databaseUrl ??
    (baseUrl ? await createDatabase(baseUrl, options.name.replace(/\W/g, '_')) : undefined);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const server = spawnServer({ port, dataDir, databaseUrl, env: options.env, nodeFlags: options.nodeFlags });
  const stop = async () => {
    const code = await stopProcess(server);
    if (baseUrl && databaseUrl) await dropDatabase(baseUrl, databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
    // Forced out after SHUTDOWN_TIMEOUT_MS: something (a timer, a socket) kept the process alive.
    if (code) throw new Error(`e2e: the server did not stop cleanly on SIGTERM (exit code ${code})`);
  };
  try {
    await waitUntilReady(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, databaseUrl, pid: server.pid, stop };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The server's process (src/server/server.ts, production mode, the built client) on `port`, with
 * `dataDir` and, on PostgreSQL, `databaseUrl`; `env` adds to or overrides its environment.
 */
export function spawnServer(options: {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  env?: Record<string, string> | undefined;
  nodeFlags?: readonly string[] | undefined;
  /** 'pipe' to read its log (the fault suite); by default it goes to this process's. */
  output?: 'inherit' | 'pipe';
}): ChildProcess {
  const url = `http://127.0.0.1:${options.port}`;
  // Only the instances a test starts with REDIS_URL share a Redis (see two-instances.test.ts).
  const { REDIS_URL: _redis, ...inherited } = process.env;
  return spawn(
    path.resolve('node_modules/.bin/node'),
    [...(options.nodeFlags ?? SERVER_NODE_FLAGS), 'src/server/server.ts'],
    {
      env: {
        ...inherited,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        PUBLIC_URL: url,
        // Each browser context plays a player on an address of its own (X-Forwarded-For, see
        // browser.ts), so the per-IP sign-up and sign-in limits do not throttle the suite.
        TRUST_PROXY: '127.0.0.1',
        // The journeys play on the demo content, on PostgreSQL too (where it is off by default).
        SEED_DEMO: 'true',
        // Production on PostgreSQL refuses to start without a shared APP_SECRET (app-secret.ts).
        ...(options.databaseUrl
          ? { DATABASE_URL: options.databaseUrl, APP_SECRET: 'e2e-test-secret-0123456789abcdef0123' }
          : {}),
        ...options.env,
      },
      stdio: ['ignore', options.output ?? 'inherit', options.output ?? 'inherit'],
    },
  );
}

/** Resolves once the server answers /readyz (at most 90 s); fails if it exits first. */
export async function waitUntilReady(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`e2e: the server exited with code ${server.exitCode}`);
    const ok = await fetch(`${baseURL}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('e2e: the server did not become ready within 90 s');
}

/** Sends SIGTERM and resolves with the exit code (null when the signal ended the process). */
export function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
