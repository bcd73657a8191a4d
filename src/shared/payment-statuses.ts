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
