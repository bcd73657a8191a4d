import { describe, expect, it } from 'vitest';
import { INDIA_TIME_ZONE, indiaDate, indianMonth } from './india-time.ts';

describe('indiaDate', () => {
  it('turns the day at midnight in India, 18:30 UTC the day before', () => {
    expect(indiaDate(new Date('2026-11-26T18:29:59.999Z'))).toBe('2026-11-26');
    expect(indiaDate(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
    expect(indiaDate(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('agrees with the time-zone database (India has no daylight saving)', () => {
    const tzdb = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE });
    for (let month = 0; month < 12; month += 1) {
      const moment = new Date(Date.UTC(2026, month, 15, 18, 45));
      expect(indiaDate(moment)).toBe(tzdb.format(moment));
    }
  });
});

describe('indianMonth', () => {
  it('turns at midnight in India, 18:30 UTC the day before', () => {
    expect(indianMonth(new Date('2026-02-28T18:29:59Z'))).toBe('2026-02');
    expect(indianMonth(new Date('2026-02-28T18:30:00Z'))).toBe('2026-03');
    expect(indianMonth(new Date('2026-02-28T23:59:59Z'))).toBe('2026-03');
  });

  it('counts months back across a year', () => {
    expect(indianMonth(new Date('2026-03-01T02:00:00+05:30'), 11)).toBe('2025-04');
    expect(indianMonth(new Date('2026-01-15T12:00:00+05:30'), 1)).toBe('2025-12');
    expect(indianMonth(new Date('2025-12-31T18:30:00Z'), 12)).toBe('2025-01');
  });
});
