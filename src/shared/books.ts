import { z } from 'zod';

// GET /admin/books (docs/decisions/0026-prize-payouts.md, "Books"): the ledger's months and the
// reconciliation of the ledger with the tables it is booked from. Money in paise; months India's.

/** What a ledger entry records: money in (fees), back out (refunds), owed (prizes) and paid (payouts). */
export const LEDGER_KINDS = [
  'fee_received',
  'fee_refunded',
  'prize_awarded',
  'prize_voided',
  'tds_withheld',
  'payout_sent',
  // A paid payout undone (the bank sent the money back): its net back, and its TDS no longer owed.
  'payout_reversed',
  'tds_reversed',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const BOOKS_MONTH_MESSAGE = 'A month is yyyy-mm, e.g. 2026-11 (years 2000 to 2099).';
/** The most months one answer holds. */
export const BOOKS_MAX_MONTHS = 36;

const month = z
  .string()
  .trim()
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, BOOKS_MONTH_MESSAGE);

export const booksQuerySchema = z.object({
  /** The first month (yyyy-mm); eleven months before `to` when absent. */
  from: month.optional(),
  /** The last month (yyyy-mm); this month in India when absent. */
  to: month.optional(),
});
export type BooksQuery = z.infer<typeof booksQuerySchema>;

export const booksMonthSchema = z.object({
  month: z.string(),
  feesReceivedPaise: z.number(),
  refundsPaise: z.number(),
  /** Fees received − refunds. */
  netFeesPaise: z.number(),
  prizesAwardedPaise: z.number(),
  prizesVoidedPaise: z.number(),
  /** Payouts paid in the month, before TDS: net sent + TDS withheld. */
  paidGrossPaise: z.number(),
  tdsWithheldPaise: z.number(),
  netSentPaise: z.number(),
  /** Paid payouts reversed in the month, gross (their net came back, their TDS is not owed). */
  reversedPaise: z.number(),
  /** Prizes awarded and neither paid nor voided, at the month's end (all months up to it). */
  pendingPaise: z.number(),
  /** TDS withheld in the month less the TDS of payouts reversed in it: due to the government. */
  tdsPayablePaise: z.number(),
});
export type BooksMonth = z.infer<typeof booksMonthSchema>;

export const BOOKS_CHECKS = [
  'fees_received',
  'fees_refunded',
  'net_fees',
  'prizes_awarded',
  'prizes_voided',
  'prizes_pending',
  'paid_gross',
  'tds_withheld',
  'net_sent',
  'paid_awards',
] as const;

export const booksCheckSchema = z.object({
  check: z.enum(BOOKS_CHECKS),
  label: z.string(),
  /** The figure from the ledger. */
  ledgerPaise: z.number(),
  /** The same figure from the payments, refunds, awards and payouts themselves. */
  sourcePaise: z.number(),
  ok: z.boolean(),
});
export type BooksCheck = z.infer<typeof booksCheckSchema>;

export const booksSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(booksMonthSchema),
  /** Every entry up to now, whatever the months asked: the ledger against the tables. */
  reconciliation: z.object({ ok: z.boolean(), checks: z.array(booksCheckSchema) }),
});
export type Books = z.infer<typeof booksSchema>;
