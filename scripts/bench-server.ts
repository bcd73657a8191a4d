// The real server for a benchmark: its own process (production mode, demo seed, warn-level log) on a
// fresh database: the embedded PGlite in a temporary folder, or a database made for the run on the
// PostgreSQL of DATABASE_URL and dropped after.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface BenchServer {
  url: string;
  pid: number | undefined;
  /** `PostgreSQL` or `the embedded PGlite`. */
  database: string;
  stop(): Promise<void>;
}

export async function startBenchServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const databaseUrl = process.env.DATABASE_URL;
  const run = databaseUrl ? await freshPostgres(databaseUrl, name) : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ['src/server/server.ts'], {
    env: {
      ...inherited,
      ...(run ? { DATABASE_URL: run.url } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SEED_ADMIN_PASSWORD: 'load-benchmark-admin',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      APP_SECRET: 'load-benchmark-secret-0123456789abcdef',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    await stopProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await run?.drop();
  };
  try {
    await waitUntilUp(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, database: run ? 'PostgreSQL' : 'the embedded PGlite', stop };
}

export function rssOf(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
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

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not come up within 120 s');
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A database of its own on the given PostgreSQL, dropped after the run. */
async function freshPostgres(
  url: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
