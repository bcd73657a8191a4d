import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { seedEverywhere } from '../../../test/support/everywhere.ts';
import { createDatabase, dropDatabase } from '../../../test/support/postgres.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { BackupError, backupDatabase, restoreDatabase, type BackupTarget } from './backup.ts';
import { LoginThrottle } from '../auth/login-throttle-entity.ts';
import { Dispute, Match, MatchCheckIn, MatchLineup, MatchResult } from '../matches/entities.ts';
import { VapidKeyPair } from '../notifications/entities.ts';
import { PaymentWebhookEvent } from '../payments/entities.ts';
import { PoolClose, Payout, PayoutWebhookEvent } from '../prizes/entities.ts';
import { Participant } from '../registration/entities.ts';
import { PoolStanding } from '../standings/entities.ts';
import { connect, EMBEDDED_POOL_SIZE, type Database } from './database.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { seedDemo } from './seed.ts';

// Backups (issue 30; decision 30): a database full of every kind of record is backed up with
// `npm run db:backup`, restored into a fresh one with `npm run db:restore`, and every table and
// sequence compared. On PostgreSQL in CI (pg_dump, pg_restore), on PGlite otherwise (its own dump
// of the data folder).

const run = promisify(execFile);
const template = inject('databaseTemplate');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-backup-'));

/** A whole database the tools work on: a PostgreSQL database, or a PGlite data folder. */
interface WholeDatabase {
  target: BackupTarget;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** An empty database (with `migrated`, a copy of the migrated template). */
async function newDatabase(name: string, migrated: boolean): Promise<WholeDatabase> {
  const dataDir = fs.mkdtempSync(path.join(work, `${name}-`));
  if (template.kind === 'postgres') {
    const url = await createDatabase(template.baseUrl, name, migrated ? template.template : undefined);
    return {
      target: { databaseUrl: url, dataDir },
      open: () => connect({ url }, name, 2),
      drop: () => dropDatabase(template.baseUrl, url),
    };
  }
  if (migrated) {
    const source = new Blob([fs.readFileSync(template.dumpFile)]);
    await (await startEmbeddedPostgres(dataDir, { source })).stop();
  }
  return {
    target: { dataDir },
    async open() {
      const embedded = await startEmbeddedPostgres(dataDir);
      return connect(embedded, name, EMBEDDED_POOL_SIZE, embedded);
    },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Every table's rows (in a stable order) and every sequence's value. */
async function contents(whole: WholeDatabase): Promise<Map<string, string[]>> {
  const db = await whole.open();
  try {
    const sql = db.orm.em.fork().getConnection();
    const tables = await sql.execute<{ table_name: string }[]>(
      `select table_name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    const found = new Map<string, string[]>();
    for (const { table_name } of tables) {
      const rows = await sql.execute<Record<string, unknown>[]>(`select * from "${table_name}"`);
      found.set(table_name, rows.map((row) => JSON.stringify(row, asText)).sort());
    }
    const sequences = await sql.execute<{ sequencename: string; last_value: unknown }[]>(
      `select sequencename, last_value from pg_sequences where schemaname = current_schema()`,
    );
    for (const { sequencename, last_value } of sequences)
      found.set(`sequence ${sequencename}`, [String(last_value)]);
    return found;
  } finally {
    await db.close();
  }
}

const asText = (_key: string, value: unknown) => (typeof value === 'bigint' ? String(value) : value);

/** `npm run db:<command>` as an operator runs it, on `whole`'s database. */
async function db(command: 'backup' | 'restore', whole: WholeDatabase, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: whole.target.dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  if (whole.target.databaseUrl) env.DATABASE_URL = whole.target.databaseUrl;
  return run(process.execPath, ['scripts/db.ts', command, ...args], { env });
}

let source: WholeDatabase;
let restored: WholeDatabase;
let before: Map<string, string[]>;
const file = path.join(work, 'arena.backup');

beforeAll(async () => {
  source = await newDatabase('arena_backup', true);
  const t = await createTestApp({}, null, undefined, await source.open());
  try {
    await seedDemo(t.db.orm.em.fork(), { log: () => {} });
    const admin = await createUser(t, { role: 'admin' });
    const { paidId } = await seedEverywhere(t, admin);
    await registerAndPay(t, await createUser(t), soloPayload());
    await fillTheRest(t.db.orm.em.fork(), paidId, admin);
  } finally {
    await t.close();
  }
  before = await contents(source);
  restored = await newDatabase('arena_restored', false);
}, 120_000);

afterAll(async () => {
  await source?.drop();
  await restored?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a backup restored into a fresh database', () => {
  it('holds every table, row for row, and every sequence where it was', async () => {
    const backup = await db('backup', source, file);
    expect(backup.stdout).toContain(`Backed up`);
    expect(backup.stdout).toContain('The backup holds no app secret');
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    const restore = await db('restore', restored, file);
    expect(restore.stdout).toContain(`Restored ${file}`);
    const after = await contents(restored);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [table, rows] of before) expect(after.get(table), table).toEqual(rows);

    // Full of records: every table has some.
    const empty = [...before].filter(([, rows]) => rows.length === 0).map(([table]) => table);
    expect(empty).toEqual([]);
  });

  it('refuses to restore over a database that has data, and changes nothing', async () => {
    await expect(db('restore', restored, file)).rejects.toMatchObject({
      stderr: expect.stringMatching(/--replace/),
    });
    const still = await contents(restored);
    for (const [table, rows] of before) expect(still.get(table), table).toEqual(rows);
  });

  it('restores over it with --replace, keeping the embedded folder that was there', async () => {
    const restore = await db('restore', restored, file, '--replace');
    if (!restored.target.databaseUrl) {
      const kept = /kept in (.+)\.$/m.exec(restore.stdout)?.[1];
      expect(kept && fs.existsSync(kept)).toBe(true);
    }
    const after = await contents(restored);
    for (const [table, rows] of before) expect(after.get(table), table).toEqual(rows);
  });

  it('tells what is wrong with a file that is no backup, or one of the other database', async () => {
    const notBackup = path.join(work, 'notes.txt');
    fs.writeFileSync(notBackup, 'not a backup');
    await expect(restoreDatabase(restored.target, notBackup)).rejects.toThrow(
      /is not a backup made by db:backup/,
    );
    await expect(restoreDatabase(restored.target, path.join(work, 'missing'))).rejects.toThrow(
      /Cannot read the backup/,
    );
    const otherKind = path.join(work, 'other.backup');
    const postgres = Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(600)]);
    const pglite = Buffer.from([0x1f, 0x8b, 8, 0, ...new Array<number>(600).fill(0)]);
    fs.writeFileSync(otherKind, restored.target.databaseUrl ? pglite : postgres);
    await expect(restoreDatabase(restored.target, otherKind, { replace: true })).rejects.toThrow(BackupError);
  });

  it.runIf(template.kind === 'pglite')('will not copy an embedded database a server has open', async () => {
    const db = await source.open();
    try {
      await expect(backupDatabase(source.target, path.join(work, 'busy.backup'))).rejects.toThrow(
        /running server/,
      );
    } finally {
      await db.close();
    }
  });
});

/**
 * A row in each table a player's life above leaves empty (a championship's later days, webhooks,
 * sign-in protection, push keys), so that the backup holds every kind of record.
 */
async function fillTheRest(em: EntityManager, paidId: string, admin: TestUser): Promise<void> {
  const participant = await em.findOneOrFail(Participant, paidId, { populate: ['group'] });
  const group = participant.group!;
  const match = await em.findOneOrFail(Match, { group, number: 99 });
  const payout = await em.findOneOrFail(Payout, { award: { participant } });
  const now = new Date();
  em.create(MatchCheckIn, { match, participant, checkedInAt: now, by: 'player' });
  em.create(MatchLineup, { match, participant, lobby: 1 });
  em.create(MatchResult, { match, participant, rank: 1, points: 15, prize: 0, outcome: 'win', finishes: 4 });
  em.create(Dispute, { match, entries: [participant.id], cause: 'reports', openedAt: now });
  em.create(PoolStanding, { group, participant, rank: 1, points: 15, matchesPlayed: 1, wins: 1 });
  em.create(PoolClose, {
    group,
    closedAt: now,
    closedBy: admin.userId,
    closes: 1,
    matchesHeld: 1,
    awardedPaise: 100_000,
    unawardedPlaces: [],
  });
  em.create(PaymentWebhookEvent, { eventId: 'evt_backup_1', event: 'payment.captured' });
  em.create(PayoutWebhookEvent, {
    eventId: 'evt_backup_2',
    event: 'payout.processed',
    payout: payout.id,
    receivedAt: now,
  });
  em.create(LoginThrottle, { key: 'ip:203.0.113.9', failures: 3, windowStartedAt: now });
  em.create(VapidKeyPair, { id: 'default', publicKey: 'B'.padEnd(87, 'A'), privateKeySealed: 'sealed' });
  await em.flush();
  await em.getConnection().execute(
    `insert into auth_two_factor (id, secret, "backupCodes", "userId", verified)
     select 'two-factor-backup', 'sealed', '[]', id, true from auth_user limit 1`,
  );
}
