import { z } from 'zod';
import { INDIA_OFFSET_MS } from './india-time.ts';
import { financialYearOf } from './tds.ts';

// The player's tax statement and the organisers' Form 26Q export (docs/decisions/0026-prize-payouts.md,
// "Tax"): India's financial years and their quarters, the deductor's settings, and what the
// statement answers. Every year and quarter runs from 00:00 IST on its first day.

export interface TaxPeriod {
  /** `2026-27`, or `2026-27 Q1`. */
  label: string;
  start: Date;
  /** The first moment after the period. */
  end: Date;
}

export const TAX_MESSAGES = {
  financialYear:
    'Give the financial year as 2026-27: the year it starts, a hyphen, the next year’s last two digits.',
  quarter:
    'Give the quarter as 1 to 4: Q1 April–June, Q2 July–September, Q3 October–December, Q4 January–March.',
} as const;

/** `2026-27`; the second part is the next year's, so `2026-28` is no year. */
export const FINANCIAL_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;

const indiaMidnight = (year: number, month: number) => new Date(Date.UTC(year, month, 1) - INDIA_OFFSET_MS);

/** The financial year a label names (1 April 00:00 IST to the next 1 April), or null. */
export function financialYearByLabel(label: string): TaxPeriod | null {
  const match = FINANCIAL_YEAR_PATTERN.exec(label.trim());
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 2000 || (year + 1) % 100 !== Number(match[2])) return null;
  return { label: `${match[1]}-${match[2]}`, start: indiaMidnight(year, 3), end: indiaMidnight(year + 1, 3) };
}

/** The label of the financial year holding a moment (the current one by default). */
export const financialYearLabel = (moment = new Date()): string => financialYearOf(moment).label;

export const QUARTERS = [1, 2, 3, 4] as const;
export type Quarter = (typeof QUARTERS)[number];

/** A quarter of a financial year, as Form 26Q counts them: Q1 April–June … Q4 January–March. */
export function financialQuarter(year: TaxPeriod, quarter: Quarter): TaxPeriod {
  const startYear = year.start.getTime() + INDIA_OFFSET_MS;
  const first = new Date(startYear).getUTCFullYear();
  // Months from January of the year the financial year starts in: April is 3.
  const month = 3 + (quarter - 1) * 3;
  return {
    label: `${year.label} Q${quarter}`,
    start: indiaMidnight(first, month),
    end: indiaMidnight(first, month + 3),
  };
}

/** The query both the statement and the export take: `?fy=2026-27`, the current year when left out. */
export const financialYearInput = z
  .string()
  .trim()
  .max(16)
  .refine((label) => financialYearByLabel(label) !== null, TAX_MESSAGES.financialYear);

export const quarterInput = z.coerce
  .number({ error: TAX_MESSAGES.quarter })
  .int(TAX_MESSAGES.quarter)
  .min(1, TAX_MESSAGES.quarter)
  .max(4, TAX_MESSAGES.quarter);

/** The section the TDS is deducted under until the Income-tax Act 2025 renumbers it. */
export const DEFAULT_TDS_SECTION = '194BA';

/** The deductor's TAN: 4 letters, 5 digits, 1 letter (e.g. DELA12345B). */
export const TAN_PATTERN = /^[A-Z]{4}[0-9]{5}[A-Z]$/;
export const TDS_TAN_RULE = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(TAN_PATTERN, 'A TAN is 4 letters, 5 digits and 1 letter, e.g. DELA12345B.'));

export const TDS_SECTION_RULE = z
  .string()
  .trim()
  .regex(
    /^[0-9A-Za-z()., -]{2,40}$/,
    'A section is 2 to 40 letters, digits, spaces or ( ) . , -, e.g. 194BA or 393(3).',
  );

export const TDS_DEDUCTOR_NAME_RULE = z
  .string()
  .trim()
  .min(2, "The deductor's name is 2 to 100 characters, as on the TAN allotment.")
  .max(100, "The deductor's name is 2 to 100 characters, as on the TAN allotment.");

/** The deductor as the statement and the 26Q export print it; a setting not set (or not valid) is null. */
export interface Deductor {
  name: string | null;
  tan: string | null;
  section: string;
}

const valid = <T>(rule: z.ZodType<T, string>, value: string | undefined): T | null => {
  const parsed = rule.safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
};

export function deductorOf(settings: Partial<Record<string, string>>): Deductor {
  return {
    name: valid(TDS_DEDUCTOR_NAME_RULE, settings.TDS_DEDUCTOR_NAME),
    tan: valid(TDS_TAN_RULE, settings.TDS_DEDUCTOR_TAN),
    section: valid(TDS_SECTION_RULE, settings.TDS_SECTION) ?? DEFAULT_TDS_SECTION,
  };
}

/** One paid prize on the statement, in paise. */
export const statementRow = z.object({
  payoutId: z.string(),
  paidAt: z.date(),
  game: z.string(),
  /** `qualifier` or `semi-final`, with its month (yyyy-mm) and pool number. */
  stage: z.string(),
  month: z.string(),
  pool: z.number(),
  grossPaise: z.number(),
  tdsPaise: z.number(),
  netPaise: z.number(),
  utr: z.string().nullable(),
});
export type StatementRow = z.infer<typeof statementRow>;

/** GET /api/prizes/statement: the player's paid prizes of one financial year, with the deductor. */
export const taxStatement = z.object({
  financialYear: z.string(),
  /** The years the player had a prize paid in, newest first: the picker's choices. */
  years: z.array(z.string()),
  rows: z.array(statementRow),
  totals: z.object({ grossPaise: z.number(), tdsPaise: z.number(), netPaise: z.number() }),
  /** Masked PAN and the name on it; null when the account has no payout details now. */
  pan: z.string().nullable(),
  panName: z.string().nullable(),
  deductor: z.object({ name: z.string().nullable(), tan: z.string().nullable(), section: z.string() }),
});
export type TaxStatement = z.infer<typeof taxStatement>;

/** Where the statement's PDF and the 26Q export are downloaded (plain routes, not procedures). */
export const STATEMENT_PDF_PATH = '/api/prizes/statement.pdf';
export const FORM_26Q_PATH = '/admin/payouts/26q';

export const statementPdfUrl = (fy: string) => `${STATEMENT_PDF_PATH}?fy=${encodeURIComponent(fy)}`;
export const form26qUrl = (fy: string, quarter: Quarter) =>
  `${FORM_26Q_PATH}?fy=${encodeURIComponent(fy)}&quarter=${quarter}`;
