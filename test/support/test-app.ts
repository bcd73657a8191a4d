import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../../src/server/app.ts';
import type { RenderPage } from '../../src/shared/page-render.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { connect, EMBEDDED_POOL_SIZE, type Database } from '../../src/server/db/database.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { seedDemo } from '../../src/server/db/seed.ts';
import { seedGames } from '../../src/server/games/seed.ts';
import { createUser, type TestUser } from './auth.ts';
import { createDatabase, dropDatabase } from './postgres.ts';
import { openMailbox, type Mailbox } from './smtp-sink.ts';

/** A migrated database of its own for one test file: a PGlite clone, or a PostgreSQL copy in CI. */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.kind === 'postgres') {
    const url = await createDatabase(template.baseUrl, 'arena_test', template.template);
    const db = await connect({ url }, 'a test database', 5);
    return { ...db, close: async () => (await db.close(), await dropDatabase(template.baseUrl, url)) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-test-'));
  const source = new Blob([fs.readFileSync(template.dumpFile)]);
  const embedded = await startEmbeddedPostgres(dir, { inMemory: true, source });
  const db = await connect(embedded, 'a test database', EMBEDDED_POOL_SIZE, embedded);
  return { ...db, close: async () => (await db.close(), fs.rmSync(dir, { recursive: true, force: true })) };
}

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export const TEST_SECRET = 'integration-test-secret-0123456789abcdef';
export const TEST_KEYRING = { current: TEST_SECRET, previous: [] };

/**
 * The real app on its own database (or on `database`, which its close closes), with no logs and,
 * unless given one, no client bundle.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  clientDir: string | null = null,
  pageRenderer?: RenderPage,
  database?: Database,
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir(), ...env });
  const app = await buildApp({
    config,
    db,
    keyring: TEST_KEYRING,
    clientDir,
    logger: false,
    ...(pageRenderer ? { pageRenderer } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * The app serving a stand-in client bundle: a copy of the `from` folder, if any, and `files`
 * (path in the bundle -> content), in a temporary folder that `close` removes; public pages
 * rendered by `pageRenderer` when given (src/client/entry-server.tsx's renderPage, from the source).
 */
export async function createClientTestApp(
  files: Record<string, string>,
  { from, pageRenderer }: { from?: string; pageRenderer?: RenderPage } = {},
): Promise<TestApp> {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-client-'));
  if (from) fs.cpSync(from, clientDir, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, file), content);
  }
  const t = await createTestApp({}, clientDir, pageRenderer);
  return {
    ...t,
    close: async () => (await t.close(), fs.rmSync(clientDir, { recursive: true, force: true })),
  };
}

export type MailTestApp = TestApp & { mailbox: Mailbox };

/** The app sending its mail to a mailbox of its own (`openMailbox`'s options); `close` closes both. */
export async function createMailTestApp(options: { delayMs?: number } = {}): Promise<MailTestApp> {
  const mailbox = await openMailbox(options);
  const t = await createTestApp({ SMTP_URL: mailbox.url });
  return {
    ...t,
    mailbox,
    async close() {
      await t.close();
      await mailbox.close();
    },
  };
}

/**
 * The test file's app with its own mailbox (`createMailTestApp`), made before its tests and
 * closed after them.
 */
export function mailTestAppOfFile(options: { delayMs?: number } = {}): MailTestApp {
  const t = {} as MailTestApp;
  beforeAll(async () => {
    Object.assign(t, await createMailTestApp(options));
  });
  afterAll(() => t.close());
  return t;
}

/** `games`: the game catalogue only; `demo`: the demo content (games, pages, blog, footer, hero). */
export type TestSeed = 'games' | 'demo';

/** The start most admin test files share: the app, seeded as asked, and an admin signed up on it. */
async function createAdminTestApp(seed?: TestSeed): Promise<{ t: TestApp; admin: TestUser }> {
  const t = await createTestApp();
  const em = t.db.orm.em.fork();
  if (seed === 'games') await seedGames(em);
  if (seed === 'demo') await seedDemo(em, { log: () => {} });
  return { t, admin: await createUser(t, { role: 'admin' }) };
}

/**
 * `createAdminTestApp` for a whole test file: made before its tests (and before the file's own
 * `beforeAll`, which it precedes), closed after them. The two objects are filled in then, so read
 * them inside tests and hooks only.
 */
export function adminTestAppOfFile(seed?: TestSeed): { t: TestApp; admin: TestUser } {
  const made = { t: {} as TestApp, admin: {} as TestUser };
  beforeAll(async () => {
    const { t, admin } = await createAdminTestApp(seed);
    Object.assign(made.t, t);
    Object.assign(made.admin, admin);
  });
  afterAll(() => made.t.close());
  return made;
}
