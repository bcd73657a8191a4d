import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig, type Connection } from '../../../mikro-orm.config.ts';
import {
  findRunningEmbeddedPostgres,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from './embedded-postgres.ts';

export interface Database {
  orm: MikroORM;
  /** Where it is, for other clients of the same database (the local identity provider). */
  connection: Connection;
  /** What the server tells on start, without credentials. */
  description: string;
  /** Throws when the database cannot answer a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Connections per client of the embedded database. PGlite runs one session at a time
 * (db/pglite-session-server.ts), so more would only wait there instead of in the pool.
 */
export const EMBEDDED_POOL_SIZE = 1;

export class DatabaseError extends Error {
  override name = 'DatabaseError';
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /**
   * A server owns the embedded data folder and refuses to share it; a tool (migrate, seed,
   * admin:grant) goes through a running server's socket when there is one.
   */
  role: 'server' | 'tool';
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return connect({ url: options.databaseUrl }, describeUrl(options.databaseUrl), options.poolSize);
  }
  const running = options.role === 'tool' ? await findRunningEmbeddedPostgres(options.dataDir) : null;
  if (running) {
    return connect(
      running,
      `embedded PGlite in ${options.dataDir} (through the running server)`,
      options.poolSize,
    );
  }
  const embedded = await startEmbeddedPostgres(options.dataDir);
  return connect(embedded, `embedded PGlite in ${options.dataDir}`, options.poolSize, embedded);
}

/**
 * Runs a command-line tool's work on the configured database with a small pool (through a running
 * server's socket when embedded), and closes it afterwards.
 */
export async function withToolDatabase<T>(
  config: { DATABASE_URL?: string | undefined; dataDir: string },
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    role: 'tool',
    poolSize: 2,
  });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Connects MikroORM to an endpoint; `owned` is stopped on close. */
export async function connect(
  connection: Connection,
  description: string,
  poolSize = 10,
  owned?: EmbeddedPostgres,
): Promise<Database> {
  let orm: MikroORM | undefined;
  try {
    orm = await MikroORM.init(ormConfig(connection, { poolSize }));
    await orm.em.getConnection().execute('select 1');
  } catch (error) {
    await orm?.close(true).catch(() => undefined);
    await owned?.stop();
    throw new DatabaseError(`Cannot use the database ${description}: ${reason(error)}`);
  }
  const ready = orm;
  return {
    orm: ready,
    connection,
    description,
    async ping() {
      await ready.em.getConnection().execute('select 1');
    },
    async close() {
      // The embedded server goes first: it drops every connection, rolling back a transaction a
      // hung request left open, so the pool can end and the data folder is closed cleanly.
      await owned?.stop();
      // The pool ends once every connection is back; one a hung request holds never comes back.
      await within(POOL_CLOSE_MS, ready.close(true));
    },
  };
}

const POOL_CLOSE_MS = 2000;

/** Waits for `work`, or for `ms` if that comes first. */
async function within(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(db: Database): Promise<string[]> {
  const applied = await db.orm.migrator.up();
  return applied.map((m) => m.name);
}

function describeUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  if (parsed.password === '' && parsed.username) parsed.username = decodeURIComponent(parsed.username);
  return `PostgreSQL at ${parsed.protocol}//${parsed.username ? `${parsed.username}@` : ''}${parsed.host}${parsed.pathname}`;
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = error.message.split('\n')[0] ?? error.message;
    return code && !message.includes(code) ? `${message} (${code})` : message;
  }
  return String(error);
}
