// The real server for a benchmark: the one the browser tests start (its own process, production
// mode, demo seed, warn-level log, a fresh database of its own: the embedded PGlite in a temporary
// folder, or a database made for the run on the PostgreSQL of DATABASE_URL and dropped after).
import fs from 'node:fs';
import { startE2eServer, type E2eServer } from '../test/support/e2e-server.ts';

export { freePort, stopProcess } from '../test/support/e2e-server.ts';

export interface BenchServer extends E2eServer {
  /** `PostgreSQL` or `the embedded PGlite`. */
  database: string;
}

export async function startBenchServer(
  name: string,
  env: Record<string, string> = {},
  databaseUrl?: string,
  nodeFlags?: readonly string[],
): Promise<BenchServer> {
  const server = await startE2eServer({
    name,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(nodeFlags ? { nodeFlags } : {}),
    env: {
      SEED_ADMIN_PASSWORD: 'load-benchmark-admin',
      APP_SECRET: 'load-benchmark-secret-0123456789abcdef',
      ...env,
    },
  });
  return { ...server, database: process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded PGlite' };
}

export function rssOf(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}
