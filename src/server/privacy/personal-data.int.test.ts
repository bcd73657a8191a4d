import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { seedEverywhere } from '../../../test/support/everywhere.ts';
import { Payment } from '../payments/entities.ts';
import { Payout, PrizeAward } from '../prizes/entities.ts';
import { Participant } from '../registration/entities.ts';
import { AppUser } from '../users/entities.ts';
import { NOT_PERSONAL, PERSONAL_DATA } from './personal-data.ts';

const { t, admin } = adminTestAppOfFile('games');

/** Column names that hold a person's data wherever they appear (snake_case). */
const PERSONAL_COLUMN =
  /^(name|email|phone|first_name|last_name|address|pin_code|recipient|date_of_birth|ip|ip_address|user_agent|pan|pan_name|account_number|ifsc|vpa|owner_id|user_id)$|(_email|_phone|_address|_pan|_vpa|_ifsc)$/;

const snake = (column: string) => column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return t.db.orm.em.fork().getConnection().execute<T[]>(text, params);
}

describe('the personal-data registry', () => {
  it('lists every table with a column that looks personal or points at an account', async () => {
    const columns = await query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
    );
    const accountLinks = await query<{ table_name: string; column_name: string }>(
      `select cl.relname as table_name, a.attname as column_name
       from pg_constraint c
       join pg_class cl on cl.oid = c.conrelid
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
       where c.contype = 'f' and c.confrelid::regclass::text in ('app_user', 'auth_user')`,
    );
    const registered = new Set(PERSONAL_DATA.map((entry) => entry.table));
    const flagged = [...columns.filter((c) => PERSONAL_COLUMN.test(snake(c.column_name))), ...accountLinks]
      .filter((c) => !registered.has(c.table_name) && !(`${c.table_name}.${c.column_name}` in NOT_PERSONAL))
      .map((c) => `${c.table_name}.${c.column_name}`);
    // A table here holds personal data the download and erasure know nothing of: add it to
    // privacy/personal-data.ts (or, if it is no one's data, to NOT_PERSONAL with why).
    expect([...new Set(flagged)].sort()).toEqual([]);

    // And the registry names only tables that exist.
    const tables = new Set(columns.map((c) => c.table_name));
    expect(PERSONAL_DATA.map((e) => e.table).filter((table) => !tables.has(table))).toEqual([]);
  });

  it('says for each table how erasure treats it, with the reason and retention for what is kept', () => {
    for (const entry of PERSONAL_DATA) {
      if (entry.erasure.kind === 'keep') {
        expect(entry.erasure.reason.length, entry.table).toBeGreaterThan(20);
        expect(entry.erasure.retentionYears, entry.table).toBe(8);
      }
      if ('no' in entry.exported) expect(entry.exported.no.length, entry.table).toBeGreaterThan(10);
    }
  });
});

describe('the data download and erasure cover the registry', () => {
  it('downloads a record from every table the registry exports, as JSON and as a page', async () => {
    const { player, phone } = await seedEverywhere(t, admin);
    const res = await t.app.inject({ url: '/api/me/data.json', headers: player.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-/);
    const data = res.json();
    const exported = PERSONAL_DATA.filter((e) => !('no' in e.exported)).map((e) => e.table);
    const empty = exported.filter((table) => !data.tables[table]?.length);
    expect(empty).toEqual([]);
    expect(Object.keys(data.notInDownload).sort()).toEqual(
      PERSONAL_DATA.filter((e) => 'no' in e.exported)
        .map((e) => e.table)
        .sort(),
    );
    expect(res.body).toContain(player.email);
    expect(res.body).toContain(phone);
    // Secrets never leave: no password hash, no sealed values, payout details masked.
    for (const secret of [
      'password_hash',
      'password_sealed',
      'details_sealed',
      'deductee_sealed',
      'ishaan@okaxis',
      'ABCDE1234F',
    ])
      expect(res.body).not.toContain(secret);
    expect(data.sharedWith.map((r: { recipient: string }) => r.recipient)).toContain('razorpayx');

    const page = await t.app.inject({
      url: '/api/me/data.html',
      headers: { ...player.headers, cookie: 'lang=hi' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain('आपका डेटा');
    expect(page.body).toContain(player.email);

    const summary = await t.app.inject({ url: '/api/me/data', headers: player.headers });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({
      account: { email: player.email, phone },
      counts: { participant: 1 },
    });

    expect((await t.app.inject({ url: '/api/me/data.json' })).statusCode).toBe(401);
  });

  it('erases the person everywhere but the money and tax records, which keep an anonymised id', async () => {
    const { player, phone, name, street, paidId, anotherSquad } = await seedEverywhere(t, admin);
    const em = t.db.orm.em.fork();
    const authUserId = (await em.findOneOrFail(AppUser, player.userId)).authUserId!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: { ...player.headers, origin: 'http://localhost:3000' },
      payload: { password: player.password },
    });
    expect(res.statusCode).toBe(200);

    const tables = await query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const traces: string[] = [];
    for (const { table_name } of tables) {
      const rows = await query<Record<string, unknown>>(`select * from "${table_name}"`);
      const text = JSON.stringify(rows, (_k, v: unknown) =>
        typeof v === 'bigint' ? String(v) : v,
      ).toLowerCase();
      // An issued invoice keeps the recipient it names (CGST Rule 46), and only that.
      const printed = table_name === 'tax_document' ? [name, street] : [];
      for (const personal of [player.email, phone, name, street, player.userId, authUserId])
        if (text.includes(personal.toLowerCase()) && !printed.includes(personal))
          traces.push(`${table_name}: ${personal}`);
    }
    expect(traces).toEqual([]);

    // The money records stay, under one anonymised id.
    const kept = await t.db.orm.em.fork().findOneOrFail(Participant, paidId);
    expect(kept.erasedOwner).toMatch(/^deleted-[0-9a-f]{16}$/);
    const payment = await t.db.orm.em.fork().findOneOrFail(Payment, { participant: paidId });
    expect(payment).toMatchObject({ owner: null, erasedOwner: kept.erasedOwner, status: 'success' });
    expect(await t.db.orm.em.fork().count(PrizeAward, { participant: paidId })).toBe(1);
    const payouts = await t.db.orm.em.fork().find(Payout, { award: { participant: paidId } });
    expect(payouts).toHaveLength(1);
    expect(payouts[0]!.deducteeSealed).toBeTruthy();
    // Their upload goes; the claim it came with stays, sent by the anonymised id.
    const reports = await query<{ reported_by: string; size: number }>(
      'select reported_by, octet_length(screenshot) as size from result_report where participant_id = ?',
      [paidId],
    );
    expect(reports.map((r) => [r.reported_by, Number(r.size)])).toEqual([[kept.erasedOwner, 0]]);
    const consents = await query<{ user_id: string }>(
      'select user_id from consent_record where user_id = ?',
      [kept.erasedOwner],
    );
    expect(consents).toHaveLength(5);
    // The other squad keeps its place, without the erased player's details.
    const others = await query<{ name: string }>(
      'select name from teammate where participant_id = ? order by position',
      [anotherSquad],
    );
    expect(others.map((r) => r.name)).toContain('Deleted player');
  });
});
