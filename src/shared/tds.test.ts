import { describe, expect, it } from 'vitest';
import { financialYearOf, tdsOnPayout, tdsRatePercent } from './tds.ts';

const facts = { earlierPrizesPaise: 0, entryFeesPaise: 0, alreadyTaxedPaise: 0, ratePercent: 30 };

describe('TDS under section 194BA on net winnings (decision 26)', () => {
  it('takes 30 % of a first prize with no fees, and nothing when nothing is won', () => {
    expect(tdsOnPayout({ ...facts, grossPaise: 300_000 })).toEqual({
      grossPaise: 300_000,
      netWinningsPaise: 300_000,
      tdsPaise: 90_000,
      netPaise: 210_000,
    });
    expect(tdsOnPayout({ ...facts, grossPaise: 0 })).toEqual({
      grossPaise: 0,
      netWinningsPaise: 0,
      tdsPaise: 0,
      netPaise: 0,
    });
  });

  it('deducts the entry fees of the year, never going below zero', () => {
    expect(tdsOnPayout({ ...facts, grossPaise: 300_000, entryFeesPaise: 49_900 })).toMatchObject({
      netWinningsPaise: 250_100,
      tdsPaise: 75_030,
      netPaise: 224_970,
    });
    expect(tdsOnPayout({ ...facts, grossPaise: 50_000, entryFeesPaise: 99_900 })).toEqual({
      grossPaise: 50_000,
      netWinningsPaise: 0,
      tdsPaise: 0,
      netPaise: 50_000,
    });
  });

  it('taxes a second prize of the year only on what the first did not already count', () => {
    // First: ₹1,000 won, ₹400 of fees → ₹600 taxed (₹180). Second: ₹500 more, ₹100 more fees.
    const first = tdsOnPayout({ ...facts, grossPaise: 100_000, entryFeesPaise: 40_000 });
    expect(first.tdsPaise).toBe(18_000);
    const second = tdsOnPayout({
      ...facts,
      grossPaise: 50_000,
      earlierPrizesPaise: 100_000,
      entryFeesPaise: 50_000,
      alreadyTaxedPaise: first.netWinningsPaise,
    });
    expect(second).toEqual({
      grossPaise: 50_000,
      netWinningsPaise: 40_000,
      tdsPaise: 12_000,
      netPaise: 38_000,
    });
  });

  it('rounds the paisa half up, and takes the rate from the setting', () => {
    expect(tdsOnPayout({ ...facts, grossPaise: 166_667 }).tdsPaise).toBe(50_000); // 50,000.1
    expect(tdsOnPayout({ ...facts, grossPaise: 5 }).tdsPaise).toBe(2); // 1.5 → 2
    expect(tdsOnPayout({ ...facts, grossPaise: 1 }).tdsPaise).toBe(0); // 0.3 → 0
    expect(tdsOnPayout({ ...facts, grossPaise: 100_000, ratePercent: 20 }).tdsPaise).toBe(20_000);
    expect(tdsOnPayout({ ...facts, grossPaise: 333, ratePercent: 12.5 }).tdsPaise).toBe(42); // 41.625
  });

  it('never takes more than the prize', () => {
    // Fees refunded after an earlier, untaxed prize: the net winnings exceed this prize.
    expect(
      tdsOnPayout({ ...facts, grossPaise: 1_000, earlierPrizesPaise: 100_000, ratePercent: 100 }).tdsPaise,
    ).toBe(1_000);
  });
});

describe('the financial year, 1 April to 31 March in India', () => {
  it('starts at midnight of 1 April India time', () => {
    const start = new Date('2026-03-31T18:30:00Z'); // 1 April 2026, 00:00 IST
    expect(financialYearOf(start)).toEqual({
      label: '2026-27',
      start,
      end: new Date('2027-03-31T18:30:00Z'),
    });
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z')).label).toBe('2025-26');
    expect(financialYearOf(new Date('2027-01-15T10:00:00Z')).label).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z')).label).toBe('2099-00');
  });
});

describe('the rate setting', () => {
  it('is 30 % unless TDS_RATE_PERCENT says otherwise', () => {
    expect(tdsRatePercent(undefined)).toBe(30);
    expect(tdsRatePercent('20')).toBe(20);
    expect(tdsRatePercent('12.5')).toBe(12.5);
    expect(tdsRatePercent('abc')).toBe(30);
    expect(tdsRatePercent('100.5')).toBe(30);
  });
});
