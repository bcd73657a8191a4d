import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, openDatabase, type Database } from './database.ts';
import { DataDirBusyError, startEmbeddedPostgres } from './embedded-postgres.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-embedded-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded PGlite', () => {
  it('lets tools reach a running server through its socket, and refuses a second server', async () => {
    const dataDir = tempDir();
    const server = await openDatabase({ dataDir, role: 'server' });
    try {
      await server.orm.em.getConnection().execute('create table marker (id int)');
      await server.orm.em.getConnection().execute('insert into marker values (42)');

      await expect(openDatabase({ dataDir, role: 'server' })).rejects.toThrow(DataDirBusyError);
      await expect(openDatabase({ dataDir, role: 'server' })).rejects.toThrow(
        `The embedded database in ${dataDir} is already in use by another process (pid ${process.pid}). Stop that server, or set DATA_DIR to another folder.`,
      );

      const tool = await openDatabase({ dataDir, role: 'tool' });
      expect(tool.description).toContain('through the running server');
      expect(await tool.orm.em.getConnection().execute('select id from marker')).toEqual([{ id: 42 }]);
      await tool.close();
      // The tool leaves the server's database open.
      await server.ping();
    } finally {
      await server.close();
    }
  });

  it('keeps data across restarts and clears a stale lock', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir, role: 'server' });
    await first.orm.em.getConnection().execute('create table kept (id int)');
    await first.close();

    // A process that died without cleaning up leaves its pid behind.
    fs.writeFileSync(path.join(dataDir, 'server.pid'), '999999');
    const second = await openDatabase({ dataDir, role: 'tool' });
    expect(await second.orm.em.getConnection().execute('select count(*)::int as n from kept')).toEqual([
      { n: 0 },
    ]);
    await second.close();
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  });

  it('starts from a dump: each copy has the tables and rows of the source, and its own changes', async () => {
    const embedded = await startEmbeddedPostgres(tempDir(), { inMemory: true });
    const source = await connect(embedded, 'the source', 1, embedded);
    await source.orm.em.getConnection().execute('create table marker (id int primary key, note text)');
    await source.orm.em.getConnection().execute("insert into marker values (1, 'migrated')");
    const dump = await embedded.dump();
    await source.close();

    // Integration tests give every file a copy of one migrated database this way.
    const startCopy = async () => {
      const copy = await startEmbeddedPostgres(tempDir(), { inMemory: true, source: dump });
      return connect(copy, 'a copy', 1, copy);
    };
    const rows = (db: Database) =>
      db.orm.em.getConnection().execute('select id, note from marker order by id');
    const first = await startCopy();
    const second = await startCopy();
    try {
      expect(await rows(first)).toEqual([{ id: 1, note: 'migrated' }]);
      await first.orm.em.getConnection().execute("insert into marker values (2, 'first only')");
      expect(await rows(first)).toEqual([
        { id: 1, note: 'migrated' },
        { id: 2, note: 'first only' },
      ]);
      expect(await rows(second)).toEqual([{ id: 1, note: 'migrated' }]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('closing the embedded database', () => {
  it('closes even while a request holds a transaction open, and keeps none of its writes', async () => {
    const dataDir = tempDir();
    const db = await openDatabase({ dataDir, role: 'server' });
    await db.orm.em.getConnection().execute('create table hung (id int)');
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    // A request that wrote in a transaction and then waits for ever.
    const hung = db.orm.em.fork().transactional(async (em) => {
      await em.getConnection().execute('insert into hung values (1)', [], 'run', em.getTransactionContext());
      entered();
      await new Promise(() => undefined);
    });
    hung.catch(() => undefined);
    await inside;

    await db.close();
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    const reopened = await openDatabase({ dataDir, role: 'server' });
    try {
      expect(await reopened.orm.em.getConnection().execute('select count(*)::int as n from hung')).toEqual([
        { n: 0 },
      ]);
    } finally {
      await reopened.close();
    }
  });
});

describe('PostgreSQL URL', () => {
  it('names the problem in one line when the server cannot be reached', async () => {
    const error = await openDatabase({
      databaseUrl: 'postgres://nobody:secret@127.0.0.1:1/arena',
      dataDir: tempDir(),
      role: 'server',
    }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^Cannot use the database PostgreSQL at postgres:\/\/nobody@127\.0\.0\.1:1\/arena: .*ECONNREFUSED/,
    );
    expect(message).not.toContain('secret');
    expect(message).not.toContain('\n');
  });
});
