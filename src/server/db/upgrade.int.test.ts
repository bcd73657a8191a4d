import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/support/test-app.ts';
import { migrate, type Database } from './database.ts';
import { migrations } from './migrations/index.ts';

// Upgrades (issue 30; decision 30): a database made by the previous release (commit d3d2409, the
// last before the notifications' migrations) holding that release's data is migrated to this one.
// The fixture is that release's server driven through its API (three players: a solo pass and a
// squad pass paid, one left unpaid; a grievance; the demo content), dumped as data only with
// `pg_dump --data-only --column-inserts --schema=public` (how to make the next one: decision 30).

const PREVIOUS_RELEASE = 'Migration20261128054000_ESportPolicies';
const FIXTURE = 'test/fixtures/upgrade/release-d3d2409.sql';
/** The fixture's players signed up with this password (through the old release's API). */
const PASSWORD = 'Upgrade-password-1';

let t: TestApp;
let before: Map<string, number>;
let applied: string[];

async function rowCounts(db: Database): Promise<Map<string, number>> {
  const sql = db.orm.em.fork().getConnection();
  const tables = await sql.execute<{ table_name: string }[]>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts = new Map<string, number>();
  for (const { table_name } of tables) {
    const [row] = await sql.execute<{ n: string }[]>(`select count(*) as n from "${table_name}"`);
    counts.set(table_name, Number(row!.n));
  }
  return counts;
}

beforeAll(async () => {
  // The template database is already migrated to this release: start from an empty schema.
  const db = await createTestDatabase();
  const sql = db.orm.em.fork().getConnection();
  await sql.execute(`drop schema public cascade; create schema public;`);
  await db.orm.migrator.up({ to: PREVIOUS_RELEASE });
  const data = fs.readFileSync(FIXTURE, 'utf8');
  // Its rows in any order (foreign keys are checked by the tables' own data, not the load order),
  // then the session as it was (the dump empties the search path).
  await sql.execute(`set session_replication_role = replica;\n${data}\nreset all;`);
  before = await rowCounts(db);
  applied = await migrate(db);
  t = await createTestApp({}, null, undefined, db);
}, 120_000);

afterAll(() => t?.close());

describe("the previous release's database, migrated to this one", () => {
  it('applies every migration since, in order, and keeps every row', async () => {
    const names = migrations.map((m) => m.name);
    expect(applied).toEqual(names.slice(names.indexOf(PREVIOUS_RELEASE) + 1));
    expect(applied.length).toBeGreaterThan(0);

    const after = await rowCounts(t.db);
    const lost = [...before].filter(([table, n]) => (after.get(table) ?? 0) < n);
    expect(lost).toEqual([]);
    // The fixture is not empty: players, passes, money and content came through.
    for (const table of ['app_user', 'participant', 'payment', 'ledger_entry', 'tax_document', 'grievance'])
      expect(after.get(table), table).toBeGreaterThan(0);
  });

  it("carries the players' e-mail choices into the notification preferences", async () => {
    const sql = t.db.orm.em.fork().getConnection();
    const rows = await sql.execute<
      { email: string; notification_preferences: Record<string, unknown> | null }[]
    >(
      `select email, notification_preferences from app_user where email like '%.upgrade@example.in' order by email`,
    );
    const choices = Object.fromEntries(rows.map((r) => [r.email, r.notification_preferences]));
    // Rohan had turned off match reminder and result e-mails in the previous release.
    expect(choices['rohan.upgrade@example.in']).toMatchObject({
      match: { email: false },
      results: { email: false },
    });
    expect(JSON.stringify(choices['meera.upgrade@example.in'] ?? {})).not.toContain('false');
  });

  it("counts each pool's places taken from the entries it had", async () => {
    const sql = t.db.orm.em.fork().getConnection();
    const pools = await sql.execute<{ places_taken: number; entries: string }[]>(
      `select g.places_taken, (select count(*) from participant p where p.group_id = g.id and p.status = 'paid') as entries
       from qualifier_group g`,
    );
    expect(pools.length).toBeGreaterThan(0);
    for (const pool of pools) expect(pool.places_taken).toBe(Number(pool.entries));
    expect(pools.some((pool) => pool.places_taken > 0)).toBe(true);
  });

  it('lets a player sign in and read their pass and its game credentials, sealed by the old release', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'meera.upgrade@example.in', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json<{ token: string }>().token;
    const [participant] = await t.db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        `select p.id from participant p join app_user u on u.id = p.owner_id where u.email = 'meera.upgrade@example.in'`,
      );
    const pass = await t.app.inject({
      url: `/api/participants/${participant!.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pass.statusCode).toBe(200);
    const body = pass.json<{ gameUsername: string; gamePassword: string }>();
    expect(body.gameUsername).toBeTruthy();
    expect(body.gamePassword).toMatch(/^\S{6,}$/);
  });

  it('serves the public content it had', async () => {
    const games = await t.app.inject({ url: '/api/games' });
    expect(games.statusCode).toBe(200);
    expect(games.json<unknown[]>().length).toBe(9);
    const posts = await t.app.inject({ url: '/api/blog' });
    expect(posts.json<unknown[]>().length).toBeGreaterThan(0);
  });
});
