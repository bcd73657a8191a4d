import { z } from 'zod';
import { taxDocumentLink } from './invoices.ts';

/** What a paid registration's receipt shows: the payment and the qualifier's match times. */
export const receiptSchema = z.object({
  participantId: z.string(),
  gameName: z.string(),
  playFormat: z.enum(['solo', 'squad']),
  passName: z.string(),
  /** Whole rupees actually charged (after a coupon). */
  amount: z.number(),
  couponCode: z.string().nullable(),
  paymentId: z.string(),
  /** The gateway's own reference (a Razorpay payment id), when there is one. */
  gatewayReference: z.string().nullable(),
  paidAt: z.date(),
  groupNumber: z.number(),
  matches: z.array(z.object({ number: z.number(), scheduledAt: z.date() })),
  /** The payment's GST tax invoice (decision 27); null for a payment made before invoices. */
  invoice: taxDocumentLink.nullable(),
  /** Credit notes against it, one per processed refund, oldest first. */
  creditNotes: z.array(taxDocumentLink),
});
export type Receipt = z.infer<typeof receiptSchema>;
