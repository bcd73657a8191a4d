import { describe, expect, it } from 'vitest';
import { MEMBERSHIP } from '../../shared/championship-rules.ts';
import { matchesNeeded, membership } from './membership.ts';

const now = new Date('2026-11-20T10:00:00Z');
const months = (n: number, playedEveryMatch = true) =>
  Array.from({ length: n }, (_, i) => ({
    month: `2026-${String(11 - i).padStart(2, '0')}`,
    playedEveryMatch,
  }));

describe('National Finals membership', () => {
  it('reads its thresholds from the championship rules (decision 25): 6 of the last 12, a Top 3', () => {
    expect(MEMBERSHIP).toEqual({
      activeMonthsRequired: 6,
      lookBackMonths: 12,
      topFinishesRequired: 1,
      topFinishRank: 3,
    });
    expect(membership(months(6), 1, now).activeMonthsRequired).toBe(6);
    // Other thresholds change the verdict: 3 of the last 4 months and two Top 3 finishes.
    const rules = { activeMonthsRequired: 3, lookBackMonths: 4, topFinishesRequired: 2, topFinishRank: 3 };
    expect(membership(months(6), 2, now, rules)).toMatchObject({
      activeMonths: 4,
      activeMonthsRequired: 3,
      eligible: true,
    });
    expect(membership(months(6), 1, now, rules)).toMatchObject({ eligible: false });
    expect(membership(months(2), 2, now, rules)).toMatchObject({ activeMonths: 2, eligible: false });
  });

  it('needs 6 active months and a Top 3', () => {
    expect(membership(months(6), 1, now)).toMatchObject({ activeMonths: 6, eligible: true });
    expect(membership(months(5), 1, now)).toMatchObject({ activeMonths: 5, eligible: false });
    expect(membership(months(6), 0, now)).toMatchObject({ activeMonths: 6, eligible: false });
  });

  it('counts a month only when every held match was played, once per month', () => {
    expect(membership([...months(6, false)], 2, now).activeMonths).toBe(0);
    expect(membership([...months(3), ...months(3)], 2, now).activeMonths).toBe(3);
  });

  it('looks back 12 months', () => {
    expect(
      membership(
        [
          { month: '2025-11', playedEveryMatch: true },
          { month: '2025-12', playedEveryMatch: true },
        ],
        1,
        now,
      ).activeMonths,
    ).toBe(1);
  });

  it('looks back 12 Indian months, also in the first hours of the 1st (still last month in UTC)', () => {
    // 2026-03-01, 00:00 to 05:30 in India: the last 12 months are 2025-04 to 2026-03.
    const thirteenMonths = Array.from({ length: 13 }, (_, i) => ({
      month: i < 10 ? `2025-${String(i + 3).padStart(2, '0')}` : `2026-0${i - 9}`,
      playedEveryMatch: true,
    }));
    for (const edge of ['2026-03-01T00:00:00+05:30', '2026-03-01T05:29:59+05:30']) {
      expect(membership(thirteenMonths, 1, new Date(edge)).activeMonths, edge).toBe(12);
    }
  });

  it('counts matches still needed', () => {
    expect([0, 3, 5, 7].map(matchesNeeded)).toEqual([5, 2, 0, 0]);
  });
});
