import { describe, expect, it } from 'vitest';
import { INDIA_TIME_ZONE, indiaDate } from './india-time.ts';

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
