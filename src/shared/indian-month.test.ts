import { describe, expect, it } from 'vitest';
import { indianMonth } from './indian-month.ts';

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
