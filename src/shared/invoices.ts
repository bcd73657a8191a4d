import { z } from 'zod';

// Where a player and an organiser download GST tax invoices and credit notes
// (docs/decisions/0027-invoices-and-data-rights.md), and how a receipt or Transactions row links one.

export const invoicePdfPath = (id: string) => `/api/invoices/${id}.pdf`;
export const adminInvoicePdfPath = (id: string) => `/admin/invoices/${id}.pdf`;

/** An invoice or credit note as a link: its number and its PDF. */
export const taxDocumentLink = z.object({
  id: z.string(),
  number: z.string(),
  pdfUrl: z.string(),
});
export type TaxDocumentLink = z.infer<typeof taxDocumentLink>;

export const INVOICE_MONTH_MESSAGE = 'Give the month as yyyy-mm, e.g. 2026-11.';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month of documents, as the console and the GSTR-1 export ask for it. */
export const invoiceMonthSchema = z.object({ month: z.string().regex(MONTH, INVOICE_MONTH_MESSAGE) });

const gstState = z.object({ code: z.string(), name: z.string() });

/**
 * A GST tax invoice or credit note as it is printed, exported and shown: a snapshot taken when it
 * was issued, so later changes to the supplier's settings or the player's profile never rewrite
 * it. Money in paise; a state is its GST code (`27`) and name (`Maharashtra`).
 */
export const taxDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  /** Unique per series and financial year, gapless, at most 16 characters: `AC/26-27/000123`. */
  number: z.string(),
  /** yyyy-mm-dd, India's date of issue. */
  issuedOn: z.string(),
  /** The payment it bills (an invoice) or whose refund it records (a credit note). */
  paymentId: z.string(),
  /** A credit note's invoice. */
  against: z.object({ number: z.string(), issuedOn: z.string() }).nullable(),
  supplier: z.object({ name: z.string(), address: z.string(), gstin: z.string(), state: gstState }),
  recipient: z.object({
    name: z.string(),
    address: z.string().nullable(),
    pinCode: z.string().nullable(),
    state: gstState.nullable(),
  }),
  placeOfSupply: gstState,
  sac: z.object({ code: z.string(), description: z.string() }),
  /** What was sold: "Entry fee: BGMI qualifier, November 2026 (Pro Pass)". */
  description: z.string(),
  /** The GST rate in percent, e.g. 18. */
  ratePercent: z.number(),
  taxablePaise: z.number().int(),
  /** CGST and SGST (the supplier's own state) or IGST (another state); the others are 0. */
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  /** taxable + CGST + SGST + IGST: the amount paid (or refunded). */
  totalPaise: z.number().int(),
  reverseCharge: z.literal(false),
});

export const invoiceMonthListSchema = z.object({ month: z.string(), items: z.array(taxDocumentSchema) });
export type InvoiceMonthList = z.infer<typeof invoiceMonthListSchema>;
