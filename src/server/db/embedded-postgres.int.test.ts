import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
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

  it('starts from a dump', async () => {
    const source = await startEmbeddedPostgres(tempDir(), { inMemory: true });
    const dump = await source.dump();
    await source.stop();
    const copy = await startEmbeddedPostgres(tempDir(), { inMemory: true, source: dump });
    await copy.stop();
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
