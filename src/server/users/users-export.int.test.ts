import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { csvObjects } from '../../../test/support/csv.ts';
import { insertPayment } from '../../../test/support/payments.ts';
import { adminTestAppOfFile, TEST_KEYRING } from '../../../test/support/test-app.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { AuditLog } from '../audit/entities.ts';
import { createLinkSigner } from '../crypto/signed-links.ts';
import { sql } from '../db/sql.ts';
import { AppUser } from './entities.ts';
import { exportFileName, userExportRows } from './export.ts';
import { EXPORT_LINK_MESSAGES, USER_EXPORT_LINK_PURPOSE, USER_EXPORT_LINK_TTL_MS } from './export-link.ts';

const { t, admin } = adminTestAppOfFile('games');
let player: TestUser;
const BOM = '\uFEFF';
const signer = createLinkSigner(TEST_KEYRING, USER_EXPORT_LINK_PURPOSE);

const exportAs = (headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ url: `/admin/users/export${query}`, headers });
const mintLink = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/admin/users/export/link', headers });
const linkTo = (proof: string) => `?link=${encodeURIComponent(proof)}`;
const inFiveMinutes = () => new Date(Date.now() + 5 * 60_000);

async function sessionCookie(user: TestUser): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: user });
  const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('arena.session_token='));
  return cookie!.split(';')[0]!;
}

beforeAll(async () => {
  player = await createUser(t, { name: 'अर्जुन शर्मा' });
  await insertPayment(t, { game: 'bgmi', owner: player.userId });
  await insertPayment(t, { game: 'bgmi', owner: player.userId, status: 'failed' });
  const em = t.db.orm.em.fork();
  em.create(AppUser, { email: 'quotes@example.in', firstName: 'Ravi "RK", Kumar', lastName: 'Line1\nLine2' });
  em.create(AppUser, {
    email: '+cmd@example.in',
    firstName: '=HYPERLINK("http://evil.example","x")',
    phone: '-2+3',
    city: '\tTab',
    state: '\rReturn',
  });
  em.create(AppUser, { email: '@sum@example.in', firstName: '＝1+1', city: 'Pune-East' });
  await em.flush();
});

describe('who may export', () => {
  const refused = (status: number, error: string) => ({ status, body: { error } });
  const answer = async (res: Awaited<ReturnType<typeof exportAs>>) => ({
    status: res.statusCode,
    body: { error: res.json().error },
  });

  it('refuses visitors (401) and players (403), by bearer token or cookie', async () => {
    expect(await answer(await exportAs())).toEqual(refused(401, 'Please sign in to continue.'));
    const notAdmin = refused(403, "You don't have admin privileges.");
    expect(await answer(await exportAs(player.headers))).toEqual(notAdmin);
    expect(await answer(await exportAs({ cookie: await sessionCookie(player) }))).toEqual(notAdmin);
    expect((await mintLink({})).statusCode).toBe(401);
    expect((await mintLink(player.headers)).statusCode).toBe(403);
  });

  it("answers an admin's bearer token and session cookie, and audits each export", async () => {
    expect((await exportAs(admin.headers)).statusCode).toBe(200);
    expect((await exportAs({ cookie: await sessionCookie(admin) })).statusCode).toBe(200);
    const audits = await t.db.orm.em
      .fork()
      .find(AuditLog, { action: 'users.export' }, { orderBy: { createdAt: 'asc' } });
    expect(audits.map((a) => [a.actorId, a.after, a.requestId])).toEqual([
      [admin.userId, { via: 'bearer' }, expect.any(String)],
      [admin.userId, { via: 'cookie' }, expect.any(String)],
    ]);
  });

  it('mints a five-minute link that downloads without any header', async () => {
    const before = Date.now();
    const minted = await mintLink(admin.headers);
    const after = Date.now();
    const { url, expiresAt } = minted.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(/^\/admin\/users\/export\?link=[\w-]+\.\d+\.[\w-]{43}$/);
    // Whole seconds, as the proof keeps them.
    expect(Date.parse(expiresAt)).toBeGreaterThan(before + USER_EXPORT_LINK_TTL_MS - 1000);
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(after + USER_EXPORT_LINK_TTL_MS);
    const download = await t.app.inject({ url });
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith(`${BOM}id,name,email`)).toBe(true);
    const viaTrpc = await trpcAs(t, admin).adminUserExport.link.mutate();
    expect(viaTrpc.expiresAt).toBeInstanceOf(Date);
  });

  it('refuses an expired or tampered link with 401 and says which', async () => {
    const expired = signer.sign(admin.userId, new Date(Date.now() - 1000));
    expect(await answer(await exportAs({}, linkTo(expired)))).toEqual(
      refused(401, EXPORT_LINK_MESSAGES.expired),
    );
    const good = signer.sign(admin.userId, inFiveMinutes());
    const [, expires, mac] = good.split('.') as [string, string, string];
    const other = createLinkSigner(TEST_KEYRING, 'another-purpose').sign(admin.userId, inFiveMinutes());
    for (const proof of [
      `${player.userId}.${expires}.${mac}`,
      `${admin.userId}.${Number(expires) + 3600}.${mac}`,
      `${admin.userId}.${expires}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      other,
      'garbage',
    ])
      expect(await answer(await exportAs({}, linkTo(proof))), proof).toEqual(
        refused(401, EXPORT_LINK_MESSAGES.invalid),
      );
    // Repeated, the parameter is no proof either; nor does an admin's token rescue a bad link.
    const twice = await exportAs({}, `${linkTo(good)}&link=${encodeURIComponent(good)}`);
    expect(twice.statusCode).toBe(401);
    expect((await exportAs(admin.headers, linkTo('garbage'))).statusCode).toBe(401);
  });

  it('closes a link whose admin is no longer one (403) or no longer exists (401)', async () => {
    const former = await createUser(t, { role: 'admin' });
    const proof = signer.sign(former.userId, inFiveMinutes());
    expect((await exportAs({}, linkTo(proof))).statusCode).toBe(200);
    await sql(t.db.orm.em.fork(), `update app_user set role = 'user' where id = ?`, [former.userId]);
    expect(await answer(await exportAs({}, linkTo(proof)))).toEqual(
      refused(403, "You don't have admin privileges."),
    );
    const gone = signer.sign('00000000-0000-4000-8000-000000000000', inFiveMinutes());
    expect(await answer(await exportAs({}, linkTo(gone)))).toEqual(
      refused(401, EXPORT_LINK_MESSAGES.invalid),
    );
  });
});

describe('the file', () => {
  let res: Awaited<ReturnType<typeof exportAs>>;
  let rows: Record<string, string>[];
  const byEmail = (email: string) => rows.find((r) => r.email === email)!;
  beforeAll(async () => {
    res = await exportAs(admin.headers);
    rows = csvObjects(res.body.slice(BOM.length));
  });

  it('is a UTF-8 CSV attachment named by the day, starting with a byte-order mark', () => {
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(exportFileName(new Date('2026-11-10T18:30:00Z'))).toBe('users-2026-11-11.csv');
  });

  it('has a row per user with their registrations; a Devanagari name survives', () => {
    expect(res.body.slice(BOM.length).split('\r\n')[0]).toBe(
      'id,name,email,phone,role,state,city,date_of_birth,created_at,registrations,paid_registrations',
    );
    expect(byEmail(player.email)).toMatchObject({
      id: player.userId,
      name: 'अर्जुन शर्मा',
      role: 'user',
      registrations: '2',
      paid_registrations: '1',
    });
    expect(byEmail(player.email).created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(byEmail(admin.email)).toMatchObject({ role: 'admin', registrations: '0' });
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(res.body).toContain('"Ravi ""RK"", Kumar Line1\nLine2"');
    expect(byEmail('quotes@example.in').name).toBe('Ravi "RK", Kumar Line1\nLine2');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(byEmail("'+cmd@example.in")).toMatchObject({
      name: `'=HYPERLINK("http://evil.example","x")`,
      phone: "'-2+3",
      city: "'\tTab",
      state: "'\rReturn",
    });
    expect(byEmail("'@sum@example.in")).toMatchObject({ name: "'＝1+1", city: 'Pune-East' });
  });
});

describe('streaming', () => {
  const em = () => t.db.orm.em.fork();
  beforeAll(async () => {
    // All in one millisecond, three to a microsecond: pages must part between equal timestamps.
    const bulk = `insert into app_user (id, email, first_name, role, email_preferences, created_at, updated_at)
      select gen_random_uuid(), 'bulk' || g || '@example.in', 'Bulk ' || g, 'user', '{}'::jsonb,
        timestamptz '2026-01-01T00:00:00Z' + (g / 3) * interval '1 microsecond', now()
      from generate_series(1, 2500) g`;
    await sql(em(), bulk, [], 'run');
  });

  it('sends every user once, in order, in chunks as it reads them', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { headers, chunks } = await new Promise<{ headers: http.IncomingHttpHeaders; chunks: Buffer[] }>(
      (resolve, reject) => {
        const get = { host: '127.0.0.1', port, path: '/admin/users/export', headers: admin.headers };
        http
          .get(get, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, chunks }));
            res.on('error', reject);
          })
          .on('error', reject);
      },
    );
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(headers['content-length']).toBeUndefined();
    expect(chunks.length).toBeGreaterThan(1);
    const ids = csvObjects(Buffer.concat(chunks).toString('utf8').slice(BOM.length)).map((r) => r.id);
    const all = await sql<{ id: string }[]>(em(), 'select id from app_user order by created_at, id');
    expect(all.length).toBeGreaterThan(2500);
    expect(ids).toEqual(all.map((u) => u.id));
  });

  it('reads a page of users at a time, and only as far as its reader goes', async () => {
    const reader = em();
    // The pages are read through the Kysely client (db/kysely.ts): each page is one query it executes.
    const execute = vi.spyOn(reader.getKysely().getExecutor(), 'executeQuery');
    let read = 0;
    for await (const _ of userExportRows(reader, 1000)) if (++read === 1500) break;
    expect(execute).toHaveBeenCalledTimes(2);
    execute.mockClear();
    read = 0;
    for await (const _ of userExportRows(reader, 1000)) read++;
    expect(execute).toHaveBeenCalledTimes(Math.floor(read / 1000) + 1);
    execute.mockRestore();
  });
});
