import type { RouterOutputs } from './trpc.ts';
import { m } from '../../paraglide/messages.js';

// The payment step's rules (docs/product.md#states, Payment flow; docs/decisions/0003-payment-gateway.md), as pure
// functions the step and its tests share.

export const PAYMENT_ERRORS = {
  create: 'Failed to create participant',
  initiate: 'Failed to initiate payment',
  confirm: 'Failed to confirm payment',
  status: 'Failed to check payment status',
} as const;

export const PAYMENT_SUCCESS_TOAST = 'Payment successful! Registration completed!';

/** What happens after `payment.initiate`: mock mode waits for Mark as Paid, a gateway redirects. */
export function afterInitiate(
  result: Pick<RouterOutputs['payment']['initiate'], 'mockMode' | 'redirectUrl'>,
): { status: string; redirectUrl: string | null } {
  if (result.mockMode) return { status: 'mock-pending', redirectUrl: null };
  if (result.redirectUrl) return { status: 'redirecting', redirectUrl: result.redirectUrl };
  return { status: 'pending', redirectUrl: null };
}

/** Check Status and Mark as Paid appear while a payment waits. */
export function isAwaitingPayment(status: string | null): boolean {
  return status === 'pending' || status === 'mock-pending';
}

/** Only the mock gateway can be marked paid from the browser; the server refuses it otherwise. */
export function canMarkAsPaid(status: string | null): boolean {
  return status === 'mock-pending';
}

/** Pay is offered until a payment is under way or done. */
export function canPay(status: string | null): boolean {
  return status === null || !['pending', 'mock-pending', 'redirecting', 'success'].includes(status);
}

const STATUS_WORDS: Record<string, () => string> = {
  pending: m.registration_status_pending,
  'mock-pending': m.registration_status_mock_pending,
  redirecting: m.registration_status_redirecting,
  success: m.registration_status_success,
  // Shown upper-cased in English ("FAILED"), in words in Hindi.
  failed: m.registration_status_failed,
  cancelled: m.registration_status_cancelled,
  expired: m.registration_status_expired,
};

/** The status line: known values in plain words, any other value upper-cased (docs/product.md#states). */
export function statusLabel(status: string): string {
  return Object.hasOwn(STATUS_WORDS, status) ? STATUS_WORDS[status]!() : status.toUpperCase();
}

/** A fresh key for `registration.create`: the same registration retried is created once. */
export function newIdempotencyKey(): string {
  return `reg-${crypto.randomUUID()}`;
}
