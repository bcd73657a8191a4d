import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify/sync';
import { indiaDate } from '../../shared/india-time.ts';
import { financialQuarter, quarterInput, TAX_MESSAGES, type TaxPeriod } from '../../shared/tax.ts';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import type { Payout } from './entities.ts';
import { openDeductee, openPayoutDetails, type Deductee } from './payout-details.ts';
import { deductorSettings, financialYearOrRefuse, paidPayouts } from './tax-statement.ts';

// The rows a quarterly TDS return (Form 26Q) needs, one per paid payout (docs/decisions/
// 0026-prize-payouts.md, "Tax"), for the organisers to file: the deductee's PAN and name, the
// amount paid (the gross prize), the TDS, the dates of payment and deduction (the same: the TDS is
// withheld from the transfer, and the payment's date is when its UTR was entered) and the section.

export interface Form26qRow {
  pan: string;
  nameOnPan: string;
  amountPaid: string;
  tds: string;
  dateOfPayment: string;
  dateOfDeduction: string;
  section: string;
  payoutId: string;
  utr: string;
}

const COLUMNS: { key: keyof Form26qRow; header: string }[] = [
  { key: 'pan', header: 'pan' },
  { key: 'nameOnPan', header: 'name_on_pan' },
  { key: 'amountPaid', header: 'amount_paid' },
  { key: 'tds', header: 'tds' },
  { key: 'dateOfPayment', header: 'date_of_payment' },
  { key: 'dateOfDeduction', header: 'date_of_deduction' },
  { key: 'section', header: 'section' },
  { key: 'payoutId', header: 'payout_id' },
  { key: 'utr', header: 'utr' },
];

/** Paise as rupees with two decimals, exactly (no floating point): 123456 → `1234.56`. */
export const rupeesText = (paise: number) =>
  `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** dd/mm/yyyy, India's day, as the return's utilities take dates. */
const returnDate = (moment: Date) => indiaDate(moment).split('-').reverse().join('/');

/** `?fy=2026-27&quarter=1..4`: both are needed; a bad one is a 400 that says the format. */
export function quarterOrRefuse(query: { fy?: unknown; quarter?: unknown }): TaxPeriod {
  if (typeof query.fy !== 'string' || query.fy.trim() === '')
    throw new AppError('BAD_REQUEST', TAX_MESSAGES.financialYear, { reason: 'tax.bad_financial_year' });
  const year = financialYearOrRefuse(query.fy);
  const quarter = quarterInput.safeParse(query.quarter ?? '');
  if (!quarter.success)
    throw new AppError('BAD_REQUEST', TAX_MESSAGES.quarter, { reason: 'tax.bad_quarter' });
  return financialQuarter(year, quarter.data as 1 | 2 | 3 | 4);
}

/** The quarter's paid payouts, oldest first, each with the PAN and name it was paid under. */
export async function form26qRows(
  em: EntityManager,
  services: AppServices,
  quarter: TaxPeriod,
): Promise<Form26qRow[]> {
  const payouts = await paidPayouts(em, quarter);
  const { section } = await deductorSettings(em, services);
  const current = new Map<string, Deductee | null>();
  const deducteeOf = async (payout: Payout): Promise<Deductee | null> => {
    if (payout.deducteeSealed) return openDeductee(services, payout.deducteeSealed);
    // Paid before payouts kept their deductee: the account's details as they are now.
    const owner = payout.award.participant.owner?.id;
    if (!owner) return null;
    if (!current.has(owner)) {
      const found = await openPayoutDetails(em, services, owner);
      current.set(owner, found && { pan: found.details.pan, panName: found.details.panName });
    }
    return current.get(owner) ?? null;
  };
  const rows: Form26qRow[] = [];
  for (const payout of payouts) {
    const found = await deducteeOf(payout);
    const paidOn = returnDate(payout.paidAt!);
    rows.push({
      pan: found?.pan ?? '',
      nameOnPan: found?.panName ?? '',
      amountPaid: rupeesText(payout.grossPaise),
      tds: rupeesText(payout.tdsPaise),
      dateOfPayment: paidOn,
      dateOfDeduction: paidOn,
      section,
      payoutId: payout.id,
      utr: payout.utr ?? '',
    });
  }
  return rows;
}

/**
 * The rows as CSV with a header (RFC 4180, CRLF), UTF-8 with a byte-order mark so spreadsheets
 * read Devanagari names; a cell a spreadsheet would run as a formula starts with `'` (OWASP).
 */
export function form26qCsv(rows: Form26qRow[]): string {
  return stringify(rows, {
    bom: true,
    header: true,
    columns: COLUMNS,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}

/** `form-26q-2026-27-Q1.csv`. */
export const form26qFileName = (quarter: TaxPeriod) => `form-26q-${quarter.label.replace(' ', '-')}.csv`;
