import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect, migrate } from '../../src/server/db/database.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { createDatabase, dropDatabase } from './postgres.ts';

export type DatabaseTemplate =
  { kind: 'postgres'; baseUrl: string; template: string } | { kind: 'pglite'; dumpFile: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Migrates one database per run; every test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const url = await createDatabase(baseUrl, 'arena_template');
    const db = await connect({ url }, 'the template database', 2);
    await migrate(db);
    await db.close();
    const template = new URL(url).pathname.slice(1);
    project.provide('databaseTemplate', { kind: 'postgres', baseUrl, template });
    return () => dropDatabase(baseUrl, url);
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-template-'));
  const embedded = await startEmbeddedPostgres(dir, { inMemory: true });
  const db = await connect(embedded, 'the template database', 2);
  await migrate(db);
  const dump = await embedded.dump();
  await db.close();
  await embedded.stop();
  const dumpFile = path.join(dir, 'migrated.tar');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
