import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject, it, expect } from 'vitest';
import { createDatabase, dropDatabase } from '../../../test/support/postgres.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

interface FreshDatabase {
  /** What a tool needs in its environment to reach it. */
  env: Record<string, string>;
  client: () => pg.Client;
  drop(): Promise<void>;
}

/** An empty, unmigrated database: on the PostgreSQL server in CI, else a PGlite served on a socket. */
async function freshDatabase(): Promise<FreshDatabase> {
  const template = inject('databaseTemplate');
  if (template.kind === 'postgres') {
    const url = await createDatabase(template.baseUrl, 'arena_startup');
    return {
      env: { DATABASE_URL: url },
      client: () => new pg.Client({ connectionString: url }),
      drop: () => dropDatabase(template.baseUrl, url),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-startup-'));
  const embedded = await startEmbeddedPostgres(dir, { inMemory: true });
  return {
    env: { DATA_DIR: dir },
    client: () => new pg.Client({ host: dir, port: embedded.port, user: 'postgres', database: 'postgres' }),
    drop: async () => (await embedded.stop(), fs.rmSync(dir, { recursive: true, force: true })),
  };
}

/** `npm run db:seed` (migrations, then the demo seed) in a process of its own. */
function seedTool(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    APP_SECRET: 'startup-lock-test-secret-0123456789',
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve('node_modules/.bin/node'), ['scripts/db.ts', 'seed'], { env: childEnv });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

it('migrates and seeds one fresh database from two processes at once', { timeout: 90_000 }, async () => {
  const db = await freshDatabase();
  try {
    const runs = await Promise.all([seedTool(db.env), seedTool(db.env)]);
    expect(
      runs.map((r) => r.code),
      runs.map((r) => r.output).join('\n'),
    ).toEqual([0, 0]);
    const outcomes = runs.map((r) => /Demo content seeded|already had its demo content/.exec(r.output)?.[0]);
    expect(outcomes.sort()).toEqual(['Demo content seeded', 'already had its demo content']);

    const client = db.client();
    await client.connect();
    try {
      const seeds = await client.query("select count(*)::int as n from seed_run where name = 'demo'");
      expect(seeds.rows[0].n).toBe(1);
      const games = await client.query("select count(*)::int as n from game where slug = 'bgmi'");
      expect(games.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  } finally {
    await db.drop();
  }
});
