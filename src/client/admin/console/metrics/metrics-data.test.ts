import { describe, expect, it } from 'vitest';
import type { AdminMetrics } from '../../../../shared/admin-metrics.ts';
import { PAYMENT_STATUSES } from '../../../../shared/payment-statuses.ts';
import {
  chartColumns,
  chartSummary,
  dayName,
  isQuietMonth,
  monthName,
  percentOf,
  statusLabel,
} from './metrics-data.ts';

const month = (changes: Partial<AdminMetrics> = {}): AdminMetrics => ({
  month: '2026-02',
  game: null,
  registrations: { total: 0, paid: 0, unpaid: 0 },
  revenue: 0,
  refunded: 0,
  days: Array.from({ length: 28 }, (_, i) => ({
    day: `2026-02-${String(i + 1).padStart(2, '0')}`,
    registrations: 0,
    paid: 0,
    revenue: 0,
  })),
  games: [],
  paymentStatuses: PAYMENT_STATUSES.map((status) => ({ status, count: 0 })),
  funnel: { signedUp: 0, registered: 0, paid: 0 },
  ...changes,
});

describe('chartColumns', () => {
  it('gives UTC midnights in seconds and one column per series', () => {
    const columns = chartColumns([
      { day: '2026-02-01', registrations: 3, paid: 2, revenue: 3000 },
      { day: '2026-02-02', registrations: 0, paid: 0, revenue: 0 },
    ]);
    expect(columns).toEqual([
      [Date.UTC(2026, 1, 1) / 1000, Date.UTC(2026, 1, 2) / 1000],
      [3, 0],
      [2, 0],
      [3000, 0],
    ]);
  });

  it('is four empty columns for no days', () => {
    expect(chartColumns([])).toEqual([[], [], [], []]);
  });
});

describe('names', () => {
  it('names a month and a day', () => {
    expect(monthName('2026-11')).toBe('November 2026');
    expect(dayName('2026-11-05')).toBe('5 Nov');
  });

  it('names a status', () => {
    expect(statusLabel('partially-refunded')).toBe('Partially refunded');
    expect(statusLabel('success')).toBe('Success');
  });
});

describe('chartSummary', () => {
  it('tells the totals and the busiest day', () => {
    const metrics = month({ registrations: { total: 5, paid: 3, unpaid: 2 }, revenue: 150000 });
    metrics.days[9] = { day: '2026-02-10', registrations: 4, paid: 2, revenue: 100000 };
    metrics.days[10] = { day: '2026-02-11', registrations: 1, paid: 1, revenue: 50000 };
    expect(chartSummary(metrics)).toBe(
      'Registrations and revenue per day, February 2026, all games: 5 registrations (3 paid) and ₹1,50,000 revenue; busiest day 10 Feb with 4 registrations.',
    );
  });

  it('names the game and leaves out the busiest day of a quiet month', () => {
    expect(chartSummary(month({ game: { slug: 'bgmi', name: 'BGMI' } }))).toBe(
      'Registrations and revenue per day, February 2026, BGMI: 0 registrations (0 paid) and ₹0 revenue.',
    );
  });
});

describe('isQuietMonth', () => {
  it('is a month without registrations or payments', () => {
    expect(isQuietMonth(month({ funnel: { signedUp: 4, registered: 0, paid: 0 } }))).toBe(true);
    expect(isQuietMonth(month({ registrations: { total: 1, paid: 0, unpaid: 1 } }))).toBe(false);
    const statuses = PAYMENT_STATUSES.map((status) => ({ status, count: status === 'failed' ? 1 : 0 }));
    expect(isQuietMonth(month({ paymentStatuses: statuses }))).toBe(false);
  });
});

describe('percentOf', () => {
  it('rounds to whole percentages and has none of nothing', () => {
    expect(percentOf(1, 3)).toBe('33%');
    expect(percentOf(2, 2)).toBe('100%');
    expect(percentOf(0, 0)).toBe('–');
  });
});
