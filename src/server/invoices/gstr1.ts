import { stringify } from 'csv-stringify/sync';
import type { TaxDocument } from './document.ts';

// A month's invoices and credit notes as a GSTR-1 filing needs them. Every pass is sold to a person
// without a GSTIN for far less than the B2C (large) limit, so the supplies go to table 7, B2C
// (small), summed by place of supply and rate with the month's credit notes netted in (that table
// takes negative values, and credit notes to unregistered buyers of small supplies are reported no
// other way). Table 13 counts the documents issued. The register lists each document for the
// accountant's own checks.
//
// The b2cs and docs sheets carry the GST offline tool's own CSV headers, in its order, so each can
// be imported there as it is. No cell holds text a user typed (numbers, dates, state names from our
// list), so no cell needs guarding against spreadsheet formulas, and a credit note's minus sign stays.

/** `2026-11`. */
export const GSTR1_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Paise as rupees with two decimals, exactly and with its sign: -127119 -> `-1271.19`. */
export function rupeesText(paise: number): string {
  const abs = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** yyyy-mm-dd as dd/mm/yyyy, as the return's utilities write dates. */
const returnDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** A credit note takes away what its invoice added. */
const sign = (document: TaxDocument) => (document.kind === 'credit_note' ? -1 : 1);

/** A rate as the tool's rate list writes it: 18, 2.5, 0.25. */
const rateText = (rate: number) => String(Number(rate.toFixed(3)));

const csv = (rows: (string | number)[][]) => stringify(rows, { record_delimiter: 'windows' });

export const B2CS_HEADER = [
  'Type',
  'Place Of Supply',
  'Rate',
  'Applicable % of Tax Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
];

/** Table 7: one row per place of supply and rate, invoices less credit notes. */
export function b2csRows(documents: TaxDocument[]): string[][] {
  const sums = new Map<string, { place: string; rate: number; taxablePaise: number }>();
  for (const document of documents) {
    const key = `${document.placeOfSupply.code}|${document.ratePercent}`;
    const sum = sums.get(key) ?? {
      place: `${document.placeOfSupply.code}-${document.placeOfSupply.name}`,
      rate: document.ratePercent,
      taxablePaise: 0,
    };
    sum.taxablePaise += sign(document) * document.taxablePaise;
    sums.set(key, sum);
  }
  return (
    [...sums.values()]
      .sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate)
      // Supplied by us, not through an e-commerce operator (OE); no 65 % rate, no cess.
      .map((sum) => ['OE', sum.place, rateText(sum.rate), '', rupeesText(sum.taxablePaise), '', ''])
  );
}

export const b2csCsv = (documents: TaxDocument[]) => csv([B2CS_HEADER, ...b2csRows(documents)]);

export const DOCS_HEADER = ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'];
const NATURE = { invoice: 'Invoices for outward supply', credit_note: 'Credit Note' } as const;

/**
 * Table 13: per kind and series (the number less its running digits), the first and last number
 * and how many that range spans. Numbers are gapless; one the range spans but the month does not
 * hold was never issued, and the table calls that cancelled.
 */
export function docsIssuedRows(documents: TaxDocument[]): string[][] {
  const ranges = new Map<string, { kind: TaxDocument['kind']; series: string; serials: number[] }>();
  for (const document of documents) {
    const [, series = '', digits = ''] = /^(.*?)(\d*)$/.exec(document.number) ?? [];
    const key = `${document.kind}|${series}`;
    const range = ranges.get(key) ?? { kind: document.kind, series, serials: [] };
    range.serials.push(Number(digits));
    ranges.set(key, range);
  }
  const width = (series: string) =>
    documents.find((d) => d.number.startsWith(series))!.number.length - series.length;
  return [...ranges.values()]
    .sort((a, b) => (a.kind === b.kind ? a.series.localeCompare(b.series) : a.kind === 'invoice' ? -1 : 1))
    .map(({ kind, series, serials }) => {
      const from = Math.min(...serials);
      const to = Math.max(...serials);
      const number = (serial: number) => `${series}${String(serial).padStart(width(series), '0')}`;
      const spanned = to - from + 1;
      return [NATURE[kind], number(from), number(to), String(spanned), String(spanned - serials.length)];
    });
}

export const docsIssuedCsv = (documents: TaxDocument[]) => csv([DOCS_HEADER, ...docsIssuedRows(documents)]);

export const REGISTER_HEADER = [
  'Document',
  'Number',
  'Date',
  'Against invoice',
  'Recipient state',
  'Place of supply',
  'Rate',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
];

/** Every invoice and credit note, by date and number; a credit note's amounts are negative. */
export function documentRegisterRows(documents: TaxDocument[]): string[][] {
  return [...documents]
    .sort((a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.number.localeCompare(b.number))
    .map((document) => {
      const amount = (paise: number) => rupeesText(sign(document) * paise);
      const state = document.recipient.state;
      return [
        document.kind === 'invoice' ? 'Invoice' : 'Credit note',
        document.number,
        returnDate(document.issuedOn),
        document.against?.number ?? '',
        state ? `${state.code}-${state.name}` : '',
        `${document.placeOfSupply.code}-${document.placeOfSupply.name}`,
        rateText(document.ratePercent),
        amount(document.taxablePaise),
        amount(document.cgstPaise),
        amount(document.sgstPaise),
        amount(document.igstPaise),
        amount(document.totalPaise),
      ];
    });
}

export const documentRegisterCsv = (documents: TaxDocument[]) =>
  csv([REGISTER_HEADER, ...documentRegisterRows(documents)]);

/** The month's documents: those issued in it (by India's date of issue). */
function issuedIn(documents: TaxDocument[], month: string): TaxDocument[] {
  if (!GSTR1_MONTH.test(month)) throw new RangeError(`Not a month (yyyy-mm): ${month}`);
  return documents.filter((document) => document.issuedOn.startsWith(`${month}-`));
}

/**
 * The month's three sheets in one CSV, each under a title line and apart by an empty line: b2cs
 * and docs to copy into the offline tool, the register to check them. UTF-8 with a byte-order mark
 * so spreadsheets read it as UTF-8.
 */
export function gstr1Csv(documents: TaxDocument[], month: string): string {
  const ofMonth = issuedIn(documents, month);
  const sections = [
    [`GSTR-1 ${month}: B2C (small) supplies, table 7 (b2cs)`, b2csCsv(ofMonth)],
    [`GSTR-1 ${month}: documents issued, table 13 (docs)`, docsIssuedCsv(ofMonth)],
    [`Invoices and credit notes issued in ${month}`, documentRegisterCsv(ofMonth)],
  ] as const;
  return `\uFEFF${sections.map(([title, body]) => `${csv([[title]])}${body}`).join('\r\n')}`;
}

/** `gstr1-2026-11.csv`. */
export const gstr1FileName = (month: string) => `gstr1-${month}.csv`;
