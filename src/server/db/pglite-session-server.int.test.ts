import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { PGliteSessionServer } from './pglite-session-server.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(options: { idleInTransactionMs?: number } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-session-'));
  const db = await PGlite.create();
  const server = new PGliteSessionServer({ db, path: path.join(dir, '.s.PGSQL.5432'), ...options });
  await server.start();
  const pools: pg.Pool[] = [];
  const pool = (max: number) => {
    const p = new pg.Pool({ host: dir, port: 5432, user: 'postgres', database: 'postgres', max });
    p.on('error', () => undefined);
    pools.push(p);
    return p;
  };
  cleanups.push(async () => {
    await Promise.all(pools.map((p) => p.end().catch(() => undefined)));
    await server.stop();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { db, server, pool };
}

describe('the PGlite session server', () => {
  it('keeps concurrent clients apart: parameterised statements and transactions from several pools never interleave', async () => {
    const { pool } = await serve();
    const orm = pool(4);
    const auth = pool(4);
    await orm.query('create table entry (id serial primary key, owner text not null, n int not null)');

    // Two pools, as the ORM and the auth library hold, each sending extended-protocol batches
    // (Parse/Bind/Execute/Sync) and whole transactions at the same time.
    const writes = Array.from({ length: 60 }, async (_, i) => {
      const client = await orm.connect();
      try {
        await client.query('begin');
        await client.query('insert into entry (owner, n) values ($1, $2)', [`orm-${i}`, i]);
        const { rows } = await client.query<{ n: number }>('select n from entry where owner = $1', [
          `orm-${i}`,
        ]);
        await client.query('commit');
        return rows[0]?.n;
      } finally {
        client.release();
      }
    });
    const reads = Array.from({ length: 60 }, (_, i) =>
      auth.query<{ v: string; w: number }>('select $1::text as v, $2::int + 1 as w', [`auth-${i}`, i]),
    );
    const [written, read] = await Promise.all([Promise.all(writes), Promise.all(reads)]);

    expect(written).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(read.map((r) => r.rows[0])).toEqual(
      Array.from({ length: 60 }, (_, i) => ({ v: `auth-${i}`, w: i + 1 })),
    );
    expect((await orm.query<{ c: number }>('select count(*)::int as c from entry')).rows).toEqual([
      { c: 60 },
    ]);
  });

  it('rolls back what a client left open when it goes away, and serves the next one', async () => {
    const { pool } = await serve();
    const p = pool(2);
    await p.query('create table kept (id int)');
    const client = await p.connect();
    await client.query('begin');
    await client.query('insert into kept values (1)');
    client.release(new Error('gone')); // destroys the connection mid-transaction

    expect((await p.query<{ c: number }>('select count(*)::int as c from kept')).rows).toEqual([{ c: 0 }]);
  });

  it('drops a client that sits in a transaction while others wait, instead of hanging them', async () => {
    const { pool } = await serve({ idleInTransactionMs: 200 });
    const p = pool(2);
    const idle = await p.connect();
    idle.on('error', () => undefined);
    await idle.query('begin');
    await idle.query('select 1');

    // Without the timeout this query would wait for ever behind the idle transaction.
    expect((await p.query<{ ok: number }>('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    await expect(idle.query('select 1')).rejects.toThrow();
    idle.release(true);
  });

  it('stops while a client holds a transaction open', async () => {
    const { pool, server, db } = await serve();
    const p = pool(1);
    const client = await p.connect();
    client.on('error', () => undefined);
    await client.query('begin');
    await client.query('create table half (id int)');

    await server.stop();
    expect(db.isInTransaction()).toBe(false);
    client.release(true);
  });
});
