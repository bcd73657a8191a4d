import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/support/csv.ts';
import { sampleCreditNote, sampleInterState, sampleIntraState } from '../../../test/support/tax-documents.ts';
import type { TaxDocument } from './document.ts';
import {
  B2CS_HEADER,
  DOCS_HEADER,
  REGISTER_HEADER,
  b2csCsv,
  docsIssuedCsv,
  documentRegisterCsv,
  gstr1Csv,
  gstr1FileName,
  rupeesText,
} from './gstr1.ts';

const DELHI = { code: '07', name: 'Delhi' };

/** An invoice like the sample, numbered `serial` in its series, issued on `issuedOn`. */
const invoice = (from: TaxDocument, serial: number, issuedOn: string): TaxDocument => ({
  ...from,
  id: `inv-${serial}`,
  number: `AC/2026-27/${String(serial).padStart(6, '0')}`,
  issuedOn,
});

// November 2026: three ₹1,500 passes within Maharashtra, two from Karnataka, a ₹999 pass from
// Delhi at 18 % (₹846.61 + ₹152.39 IGST); one Maharashtra pass refunded. Plus a December invoice
// and a November credit note for an October invoice from Delhi.
const delhi: TaxDocument = {
  ...sampleInterState,
  recipient: { ...sampleInterState.recipient, state: DELHI },
  placeOfSupply: DELHI,
  taxablePaise: 84_661,
  igstPaise: 15_239,
  totalPaise: 99_900,
};
const november: TaxDocument[] = [
  invoice(sampleIntraState, 201, '2026-11-01'),
  invoice(sampleInterState, 202, '2026-11-03'),
  invoice(sampleIntraState, 203, '2026-11-10'),
  invoice(delhi, 204, '2026-11-12'),
  invoice(sampleInterState, 205, '2026-11-20'),
  invoice(sampleIntraState, 206, '2026-11-30'),
  { ...sampleCreditNote, number: 'ACCN/2026-27/000011', issuedOn: '2026-11-25' },
  {
    ...sampleCreditNote,
    ...{ recipient: delhi.recipient, placeOfSupply: DELHI, igstPaise: 15_239, cgstPaise: 0, sgstPaise: 0 },
    ...{ taxablePaise: 84_661, totalPaise: 99_900 },
    number: 'ACCN/2026-27/000012',
    issuedOn: '2026-11-26',
    against: { number: 'AC/2026-27/000150', issuedOn: '2026-10-30' },
  },
];
const december = invoice(sampleIntraState, 207, '2026-12-01');

describe('rupeesText', () => {
  it.each([
    [127_119, '1271.19'],
    [5, '0.05'],
    [0, '0.00'],
    [-127_119, '-1271.19'],
    [-5, '-0.05'],
  ])('%i paise is %s', (paise, text) => expect(rupeesText(paise)).toBe(text));
});

describe('GSTR-1 table 7, B2C (small)', () => {
  it("has the offline tool's headers and sums the taxable value by place of supply and rate, credit notes netted", () => {
    expect(parseCsv(b2csCsv(november))).toEqual([
      B2CS_HEADER,
      // Delhi: ₹846.61 sold, ₹846.61 credited for October's invoice.
      ['OE', '07-Delhi', '18', '', '0.00', '', ''],
      // Maharashtra: 3 × 1271.19 − 1271.19.
      ['OE', '27-Maharashtra', '18', '', '2542.38', '', ''],
      ['OE', '29-Karnataka', '18', '', '2542.38', '', ''],
    ]);
  });

  it('goes negative when credit notes outweigh the sales, and keeps rates apart', () => {
    const at5 = { ...invoice(sampleIntraState, 301, '2026-11-02'), ratePercent: 5 };
    const rows = parseCsv(
      b2csCsv([sampleCreditNote, at5, { ...sampleCreditNote, number: 'ACCN/2026-27/000008' }]),
    );
    expect(rows.slice(1)).toEqual([
      ['OE', '27-Maharashtra', '5', '', '1271.19', '', ''],
      ['OE', '27-Maharashtra', '18', '', '-2542.38', '', ''],
    ]);
  });
});

describe('GSTR-1 table 13, documents issued', () => {
  it('gives each series its first and last number and count', () => {
    expect(parseCsv(docsIssuedCsv(november))).toEqual([
      DOCS_HEADER,
      ['Invoices for outward supply', 'AC/2026-27/000201', 'AC/2026-27/000206', '6', '0'],
      ['Credit Note', 'ACCN/2026-27/000011', 'ACCN/2026-27/000012', '2', '0'],
    ]);
  });

  it('counts a number the range skips as cancelled', () => {
    const rows = parseCsv(
      docsIssuedCsv([
        invoice(sampleIntraState, 9, '2026-11-01'),
        invoice(sampleIntraState, 12, '2026-11-02'),
      ]),
    );
    expect(rows[1]).toEqual([
      'Invoices for outward supply',
      'AC/2026-27/000009',
      'AC/2026-27/000012',
      '4',
      '2',
    ]);
  });
});

describe('the document register', () => {
  it('lists every invoice and credit note by date, credit notes negative, the columns adding up', () => {
    const rows = parseCsv(documentRegisterCsv(november));
    expect(rows[0]).toEqual(REGISTER_HEADER);
    expect(rows.slice(1).map((row) => row.slice(0, 7))).toEqual([
      ['Invoice', 'AC/2026-27/000201', '01/11/2026', '', '27-Maharashtra', '27-Maharashtra', '18'],
      ['Invoice', 'AC/2026-27/000202', '03/11/2026', '', '29-Karnataka', '29-Karnataka', '18'],
      ['Invoice', 'AC/2026-27/000203', '10/11/2026', '', '27-Maharashtra', '27-Maharashtra', '18'],
      ['Invoice', 'AC/2026-27/000204', '12/11/2026', '', '07-Delhi', '07-Delhi', '18'],
      ['Invoice', 'AC/2026-27/000205', '20/11/2026', '', '29-Karnataka', '29-Karnataka', '18'],
      [
        'Credit note',
        'ACCN/2026-27/000011',
        '25/11/2026',
        'AC/2026-27/000123',
        '27-Maharashtra',
        '27-Maharashtra',
        '18',
      ],
      ['Credit note', 'ACCN/2026-27/000012', '26/11/2026', 'AC/2026-27/000150', '07-Delhi', '07-Delhi', '18'],
      ['Invoice', 'AC/2026-27/000206', '30/11/2026', '', '27-Maharashtra', '27-Maharashtra', '18'],
    ]);
    expect(rows[1]!.slice(7)).toEqual(['1271.19', '114.41', '114.40', '0.00', '1500.00']);
    expect(rows[6]!.slice(7)).toEqual(['-1271.19', '-114.41', '-114.40', '0.00', '-1500.00']);

    // Column sums in paise: taxable + CGST + SGST + IGST = total, and the taxable value is table 7's.
    const sum = (column: number) =>
      rows.slice(1).reduce((total, row) => total + Math.round(Number(row[column]) * 100), 0);
    const [taxable, cgst, sgst, igst, total] = [7, 8, 9, 10, 11].map(sum);
    expect({ taxable, cgst, sgst, igst, total }).toEqual({
      taxable: 2 * 127_119 + 2 * 127_119,
      cgst: 2 * 11_441,
      sgst: 2 * 11_440,
      igst: 2 * 22_881,
      total: 4 * 150_000,
    });
    expect(taxable! + cgst! + sgst! + igst!).toBe(total);
  });
});

describe('the GSTR-1 export', () => {
  it("holds the month's documents only, its three sheets under their titles", () => {
    const text = gstr1Csv([...november, december], '2026-11');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const sections = text.slice(1).split('\r\n\r\n');
    expect(sections).toHaveLength(3);
    const [b2cs, docs, register] = sections.map((section) =>
      parseCsv(section.endsWith('\r\n') ? section : `${section}\r\n`),
    );
    expect(b2cs![0]).toEqual(['GSTR-1 2026-11: B2C (small) supplies, table 7 (b2cs)']);
    expect(b2cs!.slice(1)).toEqual(parseCsv(b2csCsv(november)));
    expect(docs![0]).toEqual(['GSTR-1 2026-11: documents issued, table 13 (docs)']);
    expect(docs!.slice(1)).toEqual(parseCsv(docsIssuedCsv(november)));
    expect(register![0]).toEqual(['Invoices and credit notes issued in 2026-11']);
    expect(register!.slice(1)).toEqual(parseCsv(documentRegisterCsv(november)));
    expect(text).not.toContain('000207');
  });

  it('with nothing issued, still has the headers', () => {
    const text = gstr1Csv([december], '2026-11');
    expect(text).toContain(B2CS_HEADER.join(','));
    expect(text).toContain(DOCS_HEADER.join(','));
  });

  it('refuses what is not a month', () => {
    expect(() => gstr1Csv(november, '2026-13')).toThrow(RangeError);
    expect(() => gstr1Csv(november, 'November')).toThrow(RangeError);
    expect(gstr1FileName('2026-11')).toBe('gstr1-2026-11.csv');
  });
});
