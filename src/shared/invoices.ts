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
