import { describe, expect, it } from 'vitest';
import {
  deductorOf,
  financialQuarter,
  financialYearByLabel,
  financialYearInput,
  financialYearLabel,
  quarterInput,
  TDS_TAN_RULE,
} from './tax.ts';

const ist = (iso: string) => new Date(`${iso}+05:30`);

describe("India's financial years and quarters (decision 26, Tax)", () => {
  it('reads a label into 1 April 00:00 IST to the next 1 April', () => {
    expect(financialYearByLabel('2026-27')).toEqual({
      label: '2026-27',
      start: ist('2026-04-01T00:00:00'),
      end: ist('2027-04-01T00:00:00'),
    });
    expect(financialYearByLabel(' 2099-00 ')?.end).toEqual(ist('2100-04-01T00:00:00'));
  });

  it('refuses what names no year', () => {
    for (const label of ['2026-28', '2026', '2026-2027', '26-27', '1999-00', 'x', '2026/27'])
      expect(financialYearByLabel(label), label).toBeNull();
    expect(financialYearInput.safeParse('2026-28').success).toBe(false);
    expect(financialYearInput.safeParse('2026-27').success).toBe(true);
  });

  it('puts 31 March 23:59 IST in the year ending and 1 April 00:00 IST in the next', () => {
    expect(financialYearLabel(ist('2027-03-31T23:59:59'))).toBe('2026-27');
    expect(financialYearLabel(ist('2027-04-01T00:00:00'))).toBe('2027-28');
    // 1 April 00:00 IST is still 31 March in UTC.
    expect(financialYearLabel(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
  });

  it('splits a year into Q1 April–June … Q4 January–March', () => {
    const year = financialYearByLabel('2026-27')!;
    expect([1, 2, 3, 4].map((q) => financialQuarter(year, q as 1 | 2 | 3 | 4))).toEqual([
      { label: '2026-27 Q1', start: ist('2026-04-01T00:00:00'), end: ist('2026-07-01T00:00:00') },
      { label: '2026-27 Q2', start: ist('2026-07-01T00:00:00'), end: ist('2026-10-01T00:00:00') },
      { label: '2026-27 Q3', start: ist('2026-10-01T00:00:00'), end: ist('2027-01-01T00:00:00') },
      { label: '2026-27 Q4', start: ist('2027-01-01T00:00:00'), end: ist('2027-04-01T00:00:00') },
    ]);
  });

  it('takes a quarter 1 to 4 only', () => {
    expect(quarterInput.parse('3')).toBe(3);
    for (const bad of ['0', '5', '1.5', 'Q1', ''])
      expect(quarterInput.safeParse(bad).success, bad).toBe(false);
  });
});

describe("the deductor's settings", () => {
  it('takes a TAN as 4 letters, 5 digits, 1 letter, in any case and spacing', () => {
    expect(TDS_TAN_RULE.parse('dela 12345 b')).toBe('DELA12345B');
    for (const bad of ['DEL12345B', 'DELA1234B', 'DELA12345', 'ABCDE1234F', '1ELA12345B'])
      expect(TDS_TAN_RULE.safeParse(bad).success, bad).toBe(false);
  });

  it('prints 194BA until a section is set, and nothing for a TAN that is not one', () => {
    expect(deductorOf({})).toEqual({ name: null, tan: null, section: '194BA' });
    expect(
      deductorOf({
        TDS_DEDUCTOR_NAME: ' Arena Esports Pvt Ltd ',
        TDS_DEDUCTOR_TAN: 'nope',
        TDS_SECTION: '393(3)',
      }),
    ).toEqual({ name: 'Arena Esports Pvt Ltd', tan: null, section: '393(3)' });
  });
});
