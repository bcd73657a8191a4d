import { z } from 'zod';
import { adminPaymentOverrideSchema, adminPaymentRefundSchema } from '../../../../shared/admin-payments.ts';

// The payment detail's override and refund forms: the shared schemas' rules and words, as the
// server applies them, on what the inputs hold (strings).

const override = adminPaymentOverrideSchema.shape;
const refund = adminPaymentRefundSchema.shape;

export const overrideFormSchema = z.object({
  // The server's statuses; the select starts on none, which asks for a choice.
  status: z.string().pipe(z.enum(override.status.options, { error: 'Choose the new status.' })),
  reason: override.reason,
});
export type OverrideFormValues = z.input<typeof overrideFormSchema>;
export type OverrideFormOutput = z.output<typeof overrideFormSchema>;
export const EMPTY_OVERRIDE: OverrideFormValues = { status: '', reason: '' };

/** Rupees as typed ("₹1,500" is 1500); empty is undefined, anything but digits NaN (refused). */
function typedRupees(text: string): number | undefined {
  const trimmed = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The refund form for a payment with `left` rupees not yet given back; no amount refunds them all. */
export const refundFormSchema = (left: number) =>
  z.object({
    amount: z
      .string()
      .transform(typedRupees)
      .pipe(refund.amount)
      .refine(
        (amount) => amount === undefined || amount <= left,
        `You can refund between ₹1 and ₹${left.toLocaleString('en-IN')} of this payment.`,
      ),
    reason: refund.reason,
  });
export type RefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;
export type RefundFormOutput = z.output<ReturnType<typeof refundFormSchema>>;
export const EMPTY_REFUND: RefundFormValues = { amount: '', reason: '' };
