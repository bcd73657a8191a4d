import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { payFor, registerSolo, startPayment } from '../../../test/support/registration.ts';
import { enrolSecondFactor } from '../../../test/support/second-factor.ts';
import { adminTestAppOfFile, createTestApp } from '../../../test/support/test-app.ts';
import { SiteSetting } from '../settings/entities.ts';
import { Payment } from './entities.ts';

// The admin payments API (docs/product.md#api): list, logs, stats and the gateway's credentials.

const { t, admin } = adminTestAppOfFile('games');
let player: TestUser;
let paid: { paymentId: string; participantId: string };
let waiting: { paymentId: string };
let valorant: { paymentId: string };

const get = (url: string, user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

beforeAll(async () => {
  // A refund needs the organiser's second factor and a fresh code (auth/second-factor.ts).
  const adminKey = await enrolSecondFactor(t, admin);
  player = await createUser(t, { email: 'meera_100@example.in' });
  const first = await registerSolo(t, player, { phone: '9812345678' });
  paid = { paymentId: (await payFor(t, player, first.id)).paymentId, participantId: first.id };
  const second = await registerSolo(t, player);
  waiting = await startPayment(t, player, second.id);
  const other = await createUser(t);
  const third = await registerSolo(t, other, { selectedGame: 'valorant', priceCategory: '500' });
  valorant = await payFor(t, other, third.id);
  // A partial refund of the first payment (the mock gateway processes it at once).
  const refund = await t.app.inject({
    method: 'POST',
    url: `/admin/payments/${paid.paymentId}/refund`,
    headers: admin.headers,
    payload: { amount: 300, reason: 'Goodwill for a late room', secondFactorCode: await adminKey.nextCode() },
  });
  expect(refund.statusCode).toBe(200);
  // Known days in India's time: the Valorant payment at 00:30 IST on 1 November (19:00 UTC the day before).
  const em = t.db.orm.em.fork();
  await em.nativeUpdate(Payment, { id: valorant.paymentId }, { createdAt: new Date('2026-10-31T19:00:00Z') });
  await em.nativeUpdate(
    Payment,
    { id: { $ne: valorant.paymentId } },
    { createdAt: new Date('2026-11-02T06:00:00Z') },
  );
});

describe('who may read payments', () => {
  it('answers 401 without a session and 403 to a player, on every endpoint', async () => {
    for (const url of [
      '/admin/payments',
      '/admin/payments/logs',
      '/admin/payments/stats',
      '/admin/payments/credentials',
    ]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, player)).statusCode, url).toBe(403);
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: '/admin/payments/credentials',
      headers: player.headers,
      payload: { keyId: 'rzp_test_abcdef123456' },
    });
    expect(put.statusCode).toBe(403);
  });
});

describe('GET /admin/payments', () => {
  it('lists newest first with the player, the game and what was refunded', async () => {
    const page = (await get('/admin/payments')).json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(page.items.at(-1)).toMatchObject({ id: valorant.paymentId, game: 'Valorant' });
    expect(page.items.find((i: { id: string }) => i.id === paid.paymentId)).toMatchObject({
      status: 'partially-refunded',
      amount: 1500,
      refunded: 300,
      game: 'BGMI',
      playerEmail: 'aditi@example.in',
      playerPhone: '9812345678',
      participantId: paid.participantId,
    });
  });

  it('filters by status, game, IST dates and search, and paginates with a stable order', async () => {
    const ids = async (query: string) =>
      ((await get(`/admin/payments?${query}`)).json().items as { id: string }[]).map((i) => i.id);
    expect(await ids('status=mock-pending')).toEqual([waiting.paymentId]);
    expect(await ids('game=valorant')).toEqual([valorant.paymentId]);
    expect(await ids('game=Valorant')).toEqual([valorant.paymentId]);
    expect(await ids('from=2026-11-01&to=2026-11-01')).toEqual([valorant.paymentId]);
    expect(await ids('to=2026-10-31')).toEqual([]);
    expect(await ids(`search=${paid.paymentId.slice(0, 8)}`)).toEqual([paid.paymentId]);
    expect((await ids('search=98123')).sort()).toEqual([paid.paymentId]);
    // LIKE's wildcards match themselves only.
    expect((await ids('search=ra_100')).sort()).toEqual([paid.paymentId, waiting.paymentId].sort());
    expect(await ids('search=meer_')).toEqual([]);
    expect(await ids('search=%25%25%25')).toEqual([]);

    const first = (await get('/admin/payments?pageSize=2&sort=amount&order=asc')).json();
    const second = (await get('/admin/payments?pageSize=2&page=2&sort=amount&order=asc')).json();
    expect(first.total).toBe(3);
    expect([...first.items, ...second.items].map((i: { amount: number }) => i.amount)).toEqual([
      500, 1500, 1500,
    ]);
  });

  it('refuses bad filters with a clear message', async () => {
    const bad = await get('/admin/payments?status=paid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('The status must be one of');
    expect((await get('/admin/payments?from=2026-11-05&to=2026-11-01')).json().error).toContain(
      'The end date is before the start date.',
    );
    expect((await get('/admin/payments?pageSize=1000')).statusCode).toBe(400);
  });
});

describe('GET /admin/payments/logs', () => {
  it('lists every status change with its source and, for an admin, the actor', async () => {
    const logs = (await get(`/admin/payments/logs?paymentId=${paid.paymentId}`)).json();
    expect(logs.map((l: { status: string; source: string }) => [l.status, l.source])).toEqual([
      ['partially-refunded', 'admin'],
      ['success', 'confirm'],
      ['mock-pending', 'initiate'],
    ]);
    expect(logs[0]).toMatchObject({ actorId: admin.userId, actorEmail: admin.email });
    expect((await get('/admin/payments/logs')).json().length).toBeGreaterThanOrEqual(6);
  });
});

describe('GET /admin/payments/stats', () => {
  it('sums by status, game and IST day, with revenue net of refunds', async () => {
    const stats = (await get('/admin/payments/stats')).json();
    expect(stats.total).toEqual({ count: 3, amount: 3500 });
    expect(stats.refunded).toBe(300);
    expect(stats.revenue).toBe(1500 - 300 + 500);
    expect(stats.byStatus).toEqual([
      { status: 'mock-pending', count: 1, amount: 1500 },
      { status: 'partially-refunded', count: 1, amount: 1500 },
      { status: 'success', count: 1, amount: 500 },
    ]);
    expect(stats.byGame).toEqual([
      { game: 'BGMI', count: 2, amount: 3000, revenue: 1200 },
      { game: 'Valorant', count: 1, amount: 500, revenue: 500 },
    ]);
    expect(stats.byDay).toEqual([
      { day: '2026-11-01', count: 1, amount: 500, revenue: 500 },
      { day: '2026-11-02', count: 2, amount: 3000, revenue: 1200 },
    ]);
    const bgmi = (await get('/admin/payments/stats?game=bgmi&from=2026-11-02')).json();
    expect(bgmi).toMatchObject({ total: { count: 2, amount: 3000 }, revenue: 1200 });
  });
});

describe('/admin/payments/credentials', () => {
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/admin/payments/credentials', headers: admin.headers, payload });

  it('stores credentials sealed, shows secrets masked, switches payments to Razorpay, and clears them', async () => {
    expect((await get('/admin/payments/credentials')).json()).toMatchObject({
      active: 'mock',
      keyId: { value: null, source: null },
      apiUrl: { value: 'https://api.razorpay.com', source: 'default' },
    });
    const secret = 'super-secret-key-0123456789';
    const saved = await put({
      keyId: 'rzp_test_Abcdef123456',
      keySecret: secret,
      webhookSecret: 'whsec-abcdefgh1234',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      active: 'razorpay',
      keyId: { value: 'rzp_test_Abcdef123456', source: 'admin' },
      keySecret: { value: '••••6789', source: 'admin' },
      webhookSecret: { value: '••••1234', source: 'admin' },
      apiUrl: { value: 'https://api.razorpay.com', source: 'default' },
    });
    expect((await get('/admin/payments/credentials')).body).not.toContain(secret);
    const rows = await t.db.orm.em.fork().find(SiteSetting, { name: { $like: 'RAZORPAY_%' } });
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect((await get('/api/payments/mode', null)).json()).toEqual({ mode: 'razorpay' });

    const invalid = await put({ keyId: 'not-a-key', apiUrl: 'http://evil.example' });
    expect(invalid.statusCode).toBe(400);
    expect((await get('/admin/payments/credentials')).json().keyId.value).toBe('rzp_test_Abcdef123456');

    const cleared = await put({ keyId: null, keySecret: null, webhookSecret: null });
    expect(cleared.json()).toMatchObject({ active: 'mock', keySecret: { value: null, source: null } });
    expect((await get('/api/payments/mode', null)).json()).toEqual({ mode: 'mock' });

    // The environment variables' names work too.
    const aliased = await put({
      RAZORPAY_KEY_ID: 'rzp_test_Alias0000001',
      RAZORPAY_KEY_SECRET: 'alias-secret-000001',
    });
    expect(aliased.json()).toMatchObject({ active: 'razorpay', keyId: { value: 'rzp_test_Alias0000001' } });
    expect((await put({ RAZORPAY_KEY_ID: null, RAZORPAY_KEY_SECRET: null })).json()).toMatchObject({
      active: 'mock',
    });
    expect((await put({ RAZORPAY_KEY_ID: 'nope' })).statusCode).toBe(400);
  });

  it('lets the environment win', async () => {
    const withEnv = await createTestApp({
      RAZORPAY_KEY_ID: 'rzp_live_Environment01',
      RAZORPAY_KEY_SECRET: 'environment-secret-0001',
    });
    try {
      const boss = await createUser(withEnv, { role: 'admin' });
      const view = await withEnv.app.inject({
        method: 'PUT',
        url: '/admin/payments/credentials',
        headers: boss.headers,
        payload: { keyId: 'rzp_test_Stored0000001', keySecret: 'stored-secret-00001' },
      });
      expect(view.json()).toMatchObject({
        active: 'razorpay',
        keyId: { value: 'rzp_live_Environment01', source: 'environment' },
        keySecret: { value: '••••0001', source: 'environment' },
      });
    } finally {
      await withEnv.close();
    }
  });
});
