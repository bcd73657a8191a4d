import { beforeAll, describe, expect, it } from 'vitest';
import { insertPayment } from '../../../test/support/payments.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { Payment } from './entities.ts';

// The admin payments list and stats on payments of known amounts, statuses, refunds and times
// (test/support/payments.ts), around the midnight between two days in India (18:30 UTC).

const { t, admin } = adminTestAppOfFile('games');
const id: Record<string, string> = {};

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });

beforeAll(async () => {
  // 23:59:59 IST on 10 November: refunds in every status, only the processed one counts.
  id.lastSecond = await insertPayment(t, {
    game: 'bgmi',
    status: 'partially-refunded',
    createdAt: new Date('2026-11-10T18:29:59Z'),
    refunds: [
      { amount: 300, status: 'processed' },
      { amount: 200, status: 'pending' },
      { amount: 100, status: 'failed' },
      { amount: 50, status: 'requested' },
    ],
  });
  // 00:00 IST on 11 November, an order id with LIKE's wildcards in it.
  id.midnight = await insertPayment(t, {
    game: 'bgmi',
    createdAt: new Date('2026-11-10T18:30:00Z'),
    gatewayReference: 'order_50%off',
  });
  id.refunded = await insertPayment(t, {
    game: 'valorant',
    amount: 500,
    status: 'refunded',
    createdAt: new Date('2026-11-11T10:00:00Z'),
    refunds: [
      { amount: 250, status: 'processed' },
      { amount: 250, status: 'processed' },
    ],
  });
  id.failed = await insertPayment(t, {
    game: 'valorant',
    amount: 500,
    status: 'failed',
    createdAt: new Date('2026-11-11T12:00:00Z'),
  });
  // Its registration is gone (an unpaid one of a deleted account): no game, no player.
  id.orphan = await insertPayment(t, { status: 'cancelled', createdAt: new Date('2026-11-11T13:00:00Z') });
  // 00:00 IST on 13 November; its order id matches `r_50%o` only if `_` and `%` were wildcards.
  id.later = await insertPayment(t, {
    game: 'bgmi',
    createdAt: new Date('2026-11-12T18:30:00Z'),
    gatewayReference: 'order150Xoff',
  });
});

describe('GET /admin/payments/stats', () => {
  it('counts and sums by status, game and IST day; revenue is paid money less processed refunds', async () => {
    const stats = (await get('/admin/payments/stats')).json();
    expect(stats).toMatchObject({ total: { count: 6, amount: 7000 }, refunded: 800, revenue: 4200 });
    expect(stats.byStatus).toEqual([
      { status: 'cancelled', count: 1, amount: 1500 },
      { status: 'failed', count: 1, amount: 500 },
      { status: 'partially-refunded', count: 1, amount: 1500 },
      { status: 'refunded', count: 1, amount: 500 },
      { status: 'success', count: 2, amount: 3000 },
    ]);
    expect(stats.byGame).toEqual([
      { game: 'BGMI', count: 3, amount: 4500, revenue: 1200 + 1500 + 1500 },
      { game: 'Unknown', count: 1, amount: 1500, revenue: 0 },
      { game: 'Valorant', count: 2, amount: 1000, revenue: 0 },
    ]);
    expect(stats.byDay).toEqual([
      { day: '2026-11-10', count: 1, amount: 1500, revenue: 1200 },
      { day: '2026-11-11', count: 4, amount: 4000, revenue: 1500 },
      { day: '2026-11-13', count: 1, amount: 1500, revenue: 1500 },
    ]);
  });

  it('takes whole IST days for from and to, and a game', async () => {
    const days = (await get('/admin/payments/stats?from=2026-11-11&to=2026-11-12')).json();
    expect(days).toMatchObject({ total: { count: 4, amount: 4000 }, refunded: 500, revenue: 1500 });
    const valorant = (await get('/admin/payments/stats?game=valorant')).json();
    expect(valorant).toMatchObject({ total: { count: 2, amount: 1000 }, refunded: 500, revenue: 0 });
    const none = (await get('/admin/payments/stats?from=2026-12-01')).json();
    expect(none).toEqual({
      total: { count: 0, amount: 0 },
      revenue: 0,
      refunded: 0,
      byStatus: [],
      byGame: [],
      byDay: [],
    });
  });
});

describe('GET /admin/payments on the same payments', () => {
  const ids = async (query: string) =>
    ((await get(`/admin/payments?${query}`)).json().items as { id: string }[]).map((i) => i.id);

  it('puts the midnight payment on its IST day', async () => {
    expect(await ids('to=2026-11-10')).toEqual([id.lastSecond]);
    expect((await ids('from=2026-11-11&to=2026-11-11')).sort()).toEqual(
      [id.midnight, id.refunded, id.failed, id.orphan].sort(),
    );
  });

  it('matches % and _ in a search as themselves', async () => {
    expect(await ids(`search=${encodeURIComponent('r_50%o')}`)).toEqual([id.midnight]);
    expect(await ids(`search=${encodeURIComponent('ORDER_50%OFF')}`)).toEqual([id.midnight]);
    expect(await ids('search=order1')).toEqual([id.later]);
  });

  it('shows what was refunded (processed only) and keeps a payment whose registration is gone', async () => {
    const items = (await get('/admin/payments?pageSize=100')).json().items as Record<string, unknown>[];
    expect(items.find((i) => i.id === id.lastSecond)).toMatchObject({ refunded: 300, game: 'BGMI' });
    expect(items.find((i) => i.id === id.refunded)).toMatchObject({ refunded: 500, status: 'refunded' });
    expect(items.find((i) => i.id === id.orphan)).toMatchObject({
      game: null,
      participantId: null,
      playerName: null,
      playerEmail: null,
      refunded: 0,
    });
  });

  it('pages through ties in a stable order and sorts by the last change', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 6; page++)
      seen.push(...(await ids(`pageSize=1&page=${page}&sort=amount&order=asc`)));
    expect(new Set(seen).size).toBe(6);
    const byAmountThenId = [id.refunded!, id.failed!].sort();
    expect(seen.slice(0, 2)).toEqual(byAmountThenId);
    expect(await ids('pageSize=1&page=7')).toEqual([]);

    const em = t.db.orm.em.fork();
    await em.nativeUpdate(Payment, { id: id.failed }, { updatedAt: new Date('2030-01-01T00:00:00Z') });
    await em.nativeUpdate(Payment, { id: id.orphan }, { updatedAt: new Date('2030-01-02T00:00:00Z') });
    expect((await ids('sort=updatedAt&order=desc')).slice(0, 2)).toEqual([id.orphan, id.failed]);
    const row = (await get('/admin/payments?sort=updatedAt&order=desc&pageSize=1')).json().items[0];
    expect(row.updatedAt).toBe('2030-01-02T00:00:00.000Z');
    expect((await get('/admin/payments?sort=email')).statusCode).toBe(400);
  });
});
