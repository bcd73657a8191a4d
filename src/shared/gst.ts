import { z } from 'zod';
import { GST_STATE_CODES } from './gst-states.ts';

// GST on a pass (docs/decisions/0027-invoices-and-data-rights.md): the price a player pays is
// tax-inclusive, split into taxable value and tax to the paisa; the supplier's details, the rate and
// the SAC are settings, since the law and the organiser's adviser decide them, not the code.

export interface InclusiveSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * A tax-inclusive amount split into its taxable value and tax, adding up exactly to the amount:
 * taxable = round(total × 100 / (100 + rate)); the tax is the rest, halved into CGST and SGST
 * (the odd paisa to SGST) within the supplier's state, or all IGST across states.
 */
export function splitInclusive(totalPaise: number, ratePercent: number, intraState: boolean): InclusiveSplit {
  if (!Number.isInteger(totalPaise) || totalPaise < 0)
    throw new Error(`An amount to split is whole paise, not ${totalPaise}.`);
  if (!Number.isFinite(ratePercent) || ratePercent < 0)
    throw new Error(`A GST rate is a percentage of 0 or more, not ${ratePercent}.`);
  const taxablePaise = Math.round((totalPaise * 100) / (100 + ratePercent));
  const tax = totalPaise - taxablePaise;
  if (!intraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

/** What a setting holds when it is not set (the tax adviser confirms them). */
export const GST_DEFAULTS = {
  ratePercent: 18,
  sacCode: '999651',
  sacDescription: 'Sports and recreational sports event promotion and organisation services',
  invoicePrefix: 'AC',
  creditNotePrefix: 'CN',
} as const;

/**
 * A GSTIN: the state's two-digit code, the PAN (5 letters, 4 digits, 1 letter), the entity number,
 * `Z`, and a check character: 27AABCE1234F1Z5.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GST_CODES: readonly string[] = Object.values(GST_STATE_CODES);

export const GSTIN_RULE = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        GSTIN_PATTERN,
        'A GSTIN is 15 characters: the state code, the PAN, then three more, e.g. 27AABCE1234F1Z5.',
      )
      .refine(
        (gstin) => GST_CODES.includes(gstin.slice(0, 2)),
        'A GSTIN starts with a state’s GST code (01 to 38).',
      ),
  );

/** A percentage with at most two decimals, from 0 to 100. */
export const GST_RATE_RULE = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'The GST rate is a percentage such as 18 or 40.')
  .refine((value) => Number(value) <= 100, 'The GST rate is a percentage from 0 to 100.');

/**
 * A document number is `PREFIX/26-27/000123` and CGST Rule 46 allows it 16 characters: a prefix of
 * 1 to 3 capital letters or digits leaves room for six digits.
 */
export const DOCUMENT_PREFIX_RULE = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{1,3}$/, 'A prefix is 1 to 3 capital letters or digits, e.g. AC.'));

export const SAC_CODE_RULE = z
  .string()
  .trim()
  .regex(/^99\d{4}$/, 'A SAC code for services is 6 digits starting with 99, e.g. 999651.');

export const GST_TEXT_RULE = z
  .string()
  .trim()
  .min(2, 'Give 2 to 300 characters.')
  .max(300, 'Give 2 to 300 characters.');

export const GST_STATE_RULE = z
  .string()
  .trim()
  .refine(
    (name) => Object.keys(GST_STATE_CODES).some((state) => state.toLowerCase() === name.toLowerCase()),
    'Give a state or union territory of India by name, e.g. Maharashtra.',
  )
  .transform((name) => Object.keys(GST_STATE_CODES).find((s) => s.toLowerCase() === name.toLowerCase())!);

/** The longest number CGST Rule 46 allows. */
export const DOCUMENT_NUMBER_MAX = 16;

/** `2026-27` → `26-27`: the year as a document number shows it. */
export const shortFinancialYear = (label: string): string => label.slice(2);

/** `AC/26-27/000123`; null when it would pass the 16 characters the rule allows. */
export function documentNumber(prefix: string, financialYear: string, seq: number): string | null {
  const number = `${prefix}/${shortFinancialYear(financialYear)}/${String(seq).padStart(6, '0')}`;
  return number.length <= DOCUMENT_NUMBER_MAX ? number : null;
}
