import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/support/auth.ts';
import { createUser } from '../../../test/support/auth.ts';
import { insertAccount, insertPaymentAt, insertRegistration } from '../../../test/support/metrics.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { METRICS_MONTH_MESSAGE } from '../../shared/admin-metrics.ts';
import { indianMonth } from '../../shared/india-time.ts';
import { PAYMENT_STATUSES } from '../../shared/payment-statuses.ts';

// September 2026 in India runs from 2026-08-31T18:30:00Z to 2026-09-30T18:30:00Z. Accounts,
// registrations and payments sit on both sides of each midnight that matters.

const { t, admin } = adminTestAppOfFile('games');
let player: TestUser;

const at = (iso: string) => new Date(iso);
const get = (query: string, user: TestUser | null = admin) =>
  t.app.inject({ url: `/admin/dashboard/metrics${query}`, headers: user?.headers ?? {} });

beforeAll(async () => {
  player = await createUser(t);
  const a = await insertAccount(t, at('2026-08-31T18:30:00Z')); // 1 Sep, 00:00 IST
  const b = await insertAccount(t, at('2026-09-15T10:00:00Z'));
  const c = await insertAccount(t, at('2026-09-30T18:29:59Z')); // 30 Sep, 23:59:59 IST
  await insertAccount(t, at('2026-09-20T06:00:00Z')); // never registers
  await insertAccount(t, at('2026-09-10T06:00:00Z'), 'admin'); // not a player
  const e = await insertAccount(t, at('2026-08-31T18:29:59Z')); // 31 Aug, 23:59:59 IST
  const f = await insertAccount(t, at('2026-09-30T18:30:00Z')); // 1 Oct, 00:00 IST

  const reg = (
    game: string,
    owner: string | null,
    iso: string,
    status: 'paid' | 'pending_payment' | 'expired',
  ) => insertRegistration(t, { game, owner, createdAt: at(iso), status });
  const rA1 = await reg('bgmi', a, '2026-08-31T18:30:00Z', 'paid');
  const rE1 = await reg('bgmi', e, '2026-08-31T18:29:59Z', 'paid');
  const rB1 = await reg('valorant', b, '2026-09-15T10:00:00Z', 'pending_payment');
  const rB2 = await reg('valorant', b, '2026-09-15T18:29:59Z', 'expired');
  const rX = await reg('bgmi', null, '2026-09-15T18:30:00Z', 'paid'); // its account was deleted
  const rC1 = await reg('bgmi', c, '2026-10-05T06:00:00Z', 'paid'); // C pays in October
  const rF1 = await reg('bgmi', f, '2026-09-30T18:30:00Z', 'paid');
  const rA2 = await reg('free-fire-max', a, '2026-09-30T18:29:59Z', 'paid');

  const pay = (
    participant: string | null,
    iso: string,
    status: (typeof PAYMENT_STATUSES)[number],
    amount = 1500,
  ) => insertPaymentAt(t, { participant, createdAt: at(iso), status, amount });
  // Refunds in every status: only the processed one is netted.
  await insertPaymentAt(t, {
    participant: rA1,
    createdAt: at('2026-08-31T18:30:00Z'),
    status: 'partially-refunded',
    refunds: [
      { amount: 300, status: 'processed' },
      { amount: 200, status: 'pending' },
      { amount: 100, status: 'failed' },
      { amount: 50, status: 'requested' },
    ],
  });
  await pay(rE1, '2026-08-31T18:29:59Z', 'success');
  await pay(rB1, '2026-09-15T10:00:00Z', 'failed', 500);
  await pay(rB1, '2026-09-15T11:00:00Z', 'pending', 500);
  await pay(rB2, '2026-09-15T18:29:59Z', 'expired', 500);
  await insertPaymentAt(t, {
    participant: rX,
    createdAt: at('2026-09-15T18:30:00Z'),
    status: 'refunded',
    amount: 2000,
    refunds: [
      { amount: 1000, status: 'processed' },
      { amount: 1000, status: 'processed' },
    ],
  });
  await pay(rA2, '2026-09-30T18:29:59Z', 'success');
  await pay(null, '2026-09-20T06:00:00Z', 'cancelled'); // its registration is gone
  await pay(rF1, '2026-09-30T18:30:00Z', 'success');
  await pay(rC1, '2026-10-05T06:00:00Z', 'success');
});

/** Every day of a month: zeros but for the days given. */
function month(prefix: string, length: number, days: Record<number, [number, number, number]> = {}) {
  return Array.from({ length }, (_, i) => {
    const [registrations, paid, revenue] = days[i + 1] ?? [0, 0, 0];
    return { day: `${prefix}-${String(i + 1).padStart(2, '0')}`, registrations, paid, revenue };
  });
}
const statuses = (counts: Partial<Record<(typeof PAYMENT_STATUSES)[number], number>>) =>
  PAYMENT_STATUSES.map((status) => ({ status, count: counts[status] ?? 0 }));
/** The games with anything to show. */
const played = (m: { games: { registrations: number; paid: number; revenue: number }[] }) =>
  m.games.filter((g) => g.registrations || g.paid || g.revenue);

describe('GET /admin/dashboard/metrics', () => {
  it('counts a month by IST day and game, nets processed refunds, and follows its sign-ups', async () => {
    const res = await get('?month=2026-09');
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m).toMatchObject({
      month: '2026-09',
      game: null,
      registrations: { total: 5, paid: 3, unpaid: 2 },
      revenue: 1200 + 1500,
      refunded: 300 + 2000,
      funnel: { signedUp: 4, registered: 3, paid: 2 },
    });
    expect(m.days).toEqual(
      month('2026-09', 30, { 1: [1, 1, 1200], 15: [2, 0, 0], 16: [1, 1, 0], 30: [1, 1, 1500] }),
    );
    expect(m.games.map((g: { slug: string }) => g.slug)).toEqual([
      'bgmi',
      'valorant',
      'free-fire-max',
      'call-of-duty-mobile',
      'pokemon-unite',
      'dota-2',
      'league-of-legends',
      'team-fight-tactics',
      'fortnite',
    ]);
    expect(played(m)).toEqual([
      { slug: 'bgmi', name: 'BGMI', registrations: 2, paid: 2, revenue: 1200 },
      { slug: 'valorant', name: 'Valorant', registrations: 2, paid: 0, revenue: 0 },
      { slug: 'free-fire-max', name: 'Free Fire Max', registrations: 1, paid: 1, revenue: 1500 },
    ]);
    expect(m.paymentStatuses).toEqual(
      statuses({
        'partially-refunded': 1,
        failed: 1,
        pending: 1,
        expired: 1,
        refunded: 1,
        success: 1,
        cancelled: 1,
      }),
    );
  });

  it('agrees with /admin/payments/stats on the same days', async () => {
    const stats = await t.app.inject({
      url: '/admin/payments/stats?from=2026-09-01&to=2026-09-30',
      headers: admin.headers,
    });
    const m = (await get('?month=2026-09')).json();
    expect({ revenue: m.revenue, refunded: m.refunded }).toEqual({
      revenue: stats.json().revenue,
      refunded: stats.json().refunded,
    });
  });

  it('counts one game in every series', async () => {
    const bgmi = (await get('?month=2026-09&game=bgmi')).json();
    expect(bgmi).toMatchObject({
      game: { slug: 'bgmi', name: 'BGMI' },
      registrations: { total: 2, paid: 2, unpaid: 0 },
      revenue: 1200,
      refunded: 2300,
      games: [{ slug: 'bgmi', name: 'BGMI', registrations: 2, paid: 2, revenue: 1200 }],
      paymentStatuses: statuses({ 'partially-refunded': 1, refunded: 1 }),
      // Everyone who signed up; C registered for BGMI only in October.
      funnel: { signedUp: 4, registered: 2, paid: 2 },
    });
    expect(bgmi.days).toEqual(month('2026-09', 30, { 1: [1, 1, 1200], 16: [1, 1, 0] }));

    const valorant = (await get('?month=2026-09&game=valorant')).json();
    expect(valorant).toMatchObject({
      registrations: { total: 2, paid: 0, unpaid: 2 },
      revenue: 0,
      refunded: 0,
      paymentStatuses: statuses({ failed: 1, pending: 1, expired: 1 }),
      funnel: { signedUp: 4, registered: 1, paid: 0 },
    });
  });

  it('answers a month without data with every day and game at zero', async () => {
    for (const [query, days] of [
      ['2026-02', 28],
      ['2028-02', 29],
    ] as const) {
      const m = (await get(`?month=${query}`)).json();
      expect(m).toMatchObject({
        month: query,
        registrations: { total: 0, paid: 0, unpaid: 0 },
        revenue: 0,
        refunded: 0,
        funnel: { signedUp: 0, registered: 0, paid: 0 },
        paymentStatuses: statuses({}),
      });
      expect(m.days).toEqual(month(query, days));
      expect(m.games).toHaveLength(9);
      expect(played(m)).toEqual([]);
    }
    const august = (await get('?month=2026-08')).json();
    expect(august).toMatchObject({ registrations: { total: 1, paid: 1 }, revenue: 1500 });
    expect(august.days.at(-1)).toEqual({ day: '2026-08-31', registrations: 1, paid: 1, revenue: 1500 });
  });

  it("takes this month in India when none is given (the player just signed up, the admin doesn't count)", async () => {
    const now = new Date();
    const m = (await get('')).json();
    expect(m.month).toBe(indianMonth(now));
    const [year, mm] = m.month.split('-').map(Number);
    expect(m.days).toHaveLength(new Date(Date.UTC(year, mm, 0)).getUTCDate());
    expect(m.funnel).toEqual({ signedUp: 1, registered: 0, paid: 0 });
  });

  it('refuses a malformed month and an unknown game', async () => {
    for (const bad of ['2026-13', '2026-9', '26-09', '1999-12', 'september']) {
      const res = await get(`?month=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        error: METRICS_MONTH_MESSAGE,
        code: 'BAD_REQUEST',
        fieldErrors: { month: METRICS_MONTH_MESSAGE },
      });
    }
    const unknown = await get('?month=2026-09&game=no-such-game');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Game not found', code: 'NOT_FOUND' });
  });

  it('is for admins only: 401 for a visitor, 403 for a player, on REST and tRPC', async () => {
    const visitor = await get('?month=2026-09', null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
    const asPlayer = await get('?month=2026-09', player);
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json()).toMatchObject({ error: "You don't have admin privileges.", code: 'FORBIDDEN' });
    await expect(trpcAs(t, player).adminMetrics.month.query({ month: '2026-09' })).rejects.toMatchObject({
      data: { code: 'FORBIDDEN' },
    });
    await expect(trpcAs(t).adminMetrics.month.query({})).rejects.toMatchObject({
      data: { code: 'UNAUTHORIZED' },
    });
    expect((await trpcAs(t, admin).adminMetrics.month.query({ month: '2026-09' })).revenue).toBe(2700);
  });
});
