// A payment's statuses (decision 12), for the server's entities and the admin API's schemas.
// No zod here: the client may import it.

export const PAYMENT_STATUSES = [
  'pending',
  'mock-pending',
  'success',
  'failed',
  'cancelled',
  'expired',
  'refunded',
  'partially-refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The statuses an admin may set by hand (POST /admin/payments/override), from the statuses they
 * may set them from. Refunds go through the refund call instead.
 */
export const OVERRIDES = {
  success: ['pending', 'mock-pending', 'failed', 'expired'],
  failed: ['pending', 'mock-pending'],
  expired: ['pending', 'mock-pending'],
  cancelled: ['pending', 'mock-pending'],
} as const satisfies Partial<Record<PaymentStatus, readonly PaymentStatus[]>>;

export type OverrideStatus = keyof typeof OVERRIDES;

/** Mark as Paid on a demo payment once Razorpay is switched on: the payment is cancelled. */
export const DEMO_PAYMENTS_CLOSED =
  'Demo payments are closed: this payment was cancelled. Please start the payment again to pay with Razorpay.';
/** Mark as Paid on a Razorpay payment once Razorpay is switched off again. */
export const RAZORPAY_SWITCHED_OFF =
  'This payment was started with Razorpay, which is switched off now. Please start the payment again.';
