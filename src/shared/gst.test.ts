import { describe, expect, it } from 'vitest';
import { PASSES } from './passes.ts';
import { GST_STATE_CODES, gstStateByCode, gstStateByName } from './gst-states.ts';
import { INDIAN_STATES } from './india.ts';
import {
  DOCUMENT_NUMBER_MAX,
  DOCUMENT_PREFIX_RULE,
  GSTIN_RULE,
  GST_RATE_RULE,
  documentNumber,
  splitInclusive,
} from './gst.ts';
import { financialYearOf } from './tds.ts';

const sum = (s: ReturnType<typeof splitInclusive>) =>
  s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise;

describe('splitInclusive: a tax-inclusive price split to the paisa (decision 27)', () => {
  const prices = Object.values(PASSES).flatMap((passes) => passes.map((pass) => pass.price));

  it('splits every pass price both ways, adding up to the price', () => {
    expect(prices).toEqual(expect.arrayContaining([500, 1500, 2000, 6000]));
    for (const rupees of prices)
      for (const intra of [true, false]) {
        const split = splitInclusive(rupees * 100, 18, intra);
        expect(sum(split)).toBe(rupees * 100);
        if (intra) expect(split.igstPaise).toBe(0);
        else expect(split.cgstPaise + split.sgstPaise).toBe(0);
      }
  });

  it('gives ₹1,500 at 18 %: ₹1,271.19 taxable and ₹228.81 tax', () => {
    expect(splitInclusive(150_000, 18, true)).toEqual({
      taxablePaise: 127_119,
      cgstPaise: 11_440,
      sgstPaise: 11_441,
      igstPaise: 0,
    });
    expect(splitInclusive(150_000, 18, false)).toEqual({
      taxablePaise: 127_119,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 22_881,
    });
    expect(splitInclusive(50_000, 40, false)).toEqual({
      taxablePaise: 35_714,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 14_286,
    });
  });

  it('always adds up, from 1 to 5,00,000 paise, at 18 % and 40 %, within a state and across', () => {
    for (const rate of [18, 40])
      for (let total = 1; total <= 500_000; total++) {
        const intra = splitInclusive(total, rate, true);
        const inter = splitInclusive(total, rate, false);
        if (sum(intra) !== total || sum(inter) !== total) throw new Error(`${total} at ${rate}`);
        if (intra.cgstPaise > intra.sgstPaise || intra.sgstPaise - intra.cgstPaise > 1)
          throw new Error(`halves ${total}`);
        if (intra.taxablePaise !== inter.taxablePaise || inter.igstPaise < 0) throw new Error(`${total}`);
      }
  });

  it('refuses part paise and negative rates', () => {
    expect(() => splitInclusive(10.5, 18, true)).toThrow();
    expect(() => splitInclusive(-1, 18, true)).toThrow();
    expect(() => splitInclusive(100, -1, true)).toThrow();
    expect(splitInclusive(100, 0, true)).toEqual({
      taxablePaise: 100,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
  });
});

describe('document numbers per financial year', () => {
  // 31 March 2027 23:59 IST is 18:29 UTC; 1 April 2027 00:00 IST is 31 March 18:30 UTC.
  const lastMinute = new Date('2027-03-31T18:29:59.999Z');
  const firstMinute = new Date('2027-03-31T18:30:00.000Z');

  it('changes year at 00:00 IST on 1 April, whatever the UTC date', () => {
    expect(financialYearOf(lastMinute).label).toBe('2026-27');
    expect(financialYearOf(firstMinute).label).toBe('2027-28');
    expect(documentNumber('AC', financialYearOf(lastMinute).label, 123)).toBe('AC/26-27/000123');
    expect(documentNumber('AC', financialYearOf(firstMinute).label, 1)).toBe('AC/27-28/000001');
  });

  it('keeps to 16 characters (CGST Rule 46), refusing a number that would not', () => {
    expect(documentNumber('CN', '2026-27', 4)).toBe('CN/26-27/000004');
    expect(documentNumber('ABC', '2026-27', 999_999)).toHaveLength(DOCUMENT_NUMBER_MAX);
    expect(documentNumber('ABC', '2026-27', 1_000_000)).toBeNull();
    expect(DOCUMENT_PREFIX_RULE.safeParse('ac').data).toBe('AC');
    expect(DOCUMENT_PREFIX_RULE.safeParse('ABCD').success).toBe(false);
    expect(DOCUMENT_PREFIX_RULE.safeParse('A/C').success).toBe(false);
  });
});

describe('GST states and GSTINs', () => {
  it('codes all 36 states and union territories, each code once', () => {
    expect(Object.keys(GST_STATE_CODES).sort()).toEqual([...INDIAN_STATES].sort());
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(36);
    expect(gstStateByName('maharashtra ')).toEqual({ code: '27', name: 'Maharashtra' });
    expect(gstStateByName('Delhi')?.code).toBe('07');
    expect(gstStateByName('Karnataka')?.code).toBe('29');
    expect(gstStateByName('Atlantis')).toBeNull();
    expect(gstStateByName(null)).toBeNull();
    expect(gstStateByCode('37')?.name).toBe('Andhra Pradesh');
  });

  it('takes a GSTIN with a state code, refusing other shapes', () => {
    expect(GSTIN_RULE.safeParse(' 27aabce1234f1z5').data).toBe('27AABCE1234F1Z5');
    expect(GSTIN_RULE.safeParse('99AABCE1234F1Z5').success).toBe(false);
    expect(GSTIN_RULE.safeParse('27AABCE1234F1Y5').success).toBe(false);
    expect(GSTIN_RULE.safeParse('27AABCE1234F1Z').success).toBe(false);
  });

  it('takes a rate from 0 to 100 with two decimals at most', () => {
    expect(GST_RATE_RULE.safeParse('18').success).toBe(true);
    expect(GST_RATE_RULE.safeParse('0.25').success).toBe(true);
    expect(GST_RATE_RULE.safeParse('101').success).toBe(false);
    expect(GST_RATE_RULE.safeParse('18%').success).toBe(false);
  });
});
