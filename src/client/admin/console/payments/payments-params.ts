import { adminPaymentFiltersSchema } from '../../../../shared/admin-payments.ts';
import { SEARCH_MAX } from '../../../../shared/paging.ts';
import { OVERRIDES, type OverrideStatus, type PaymentStatus } from '../../../../shared/payment-statuses.ts';
import { readListQuery, writeFilters, writeQuery, type ListUrl } from '../list-query.ts';

// The payments section's state lives in the URL, next to `section=payments`: the filters
// (`status`, `game`, `from`, `to`, `q`), the page (`page`) and an open payment (`payment`). A
// status or page the list's schema refuses reads as none; the other filters are passed on as
// written, so that the server says what is wrong with them and the form marks them.

export const PAYMENT_FILTER_KEYS = ['status', 'game', 'from', 'to', 'q'] as const;
export type PaymentFilterKey = (typeof PAYMENT_FILTER_KEYS)[number];
export type PaymentFilters = Partial<Record<PaymentFilterKey, string>>;

export interface PaymentsView {
  filters: PaymentFilters;
  page: number;
  payment: string | null;
}

/** The list procedure's input in the URL (the list is newest first: no sort or order). */
export const PAYMENTS_URL = {
  schema: adminPaymentFiltersSchema.omit({ sort: true, order: true }),
  names: { search: 'q' },
  asWritten: ['game', 'from', 'to', 'search'],
} satisfies ListUrl<Omit<typeof adminPaymentFiltersSchema.shape, 'sort' | 'order'>>;

const checked = adminPaymentFiltersSchema.pick({ status: true, page: true });

/** The view a query string names. */
export function readPaymentsView(params: URLSearchParams): PaymentsView {
  const { status, page } = readListQuery(checked, params);
  const filters: PaymentFilters = status ? { status } : {};
  for (const key of PAYMENT_FILTER_KEYS) {
    const value = params.get(key)?.trim().slice(0, SEARCH_MAX);
    if (value && key !== 'status') filters[key] = value;
  }
  return { filters, page, payment: params.get('payment')?.trim() || null };
}

/**
 * A copy of `params` with `changes` applied: new filters replace the old ones and go back to page 1;
 * an empty value leaves its parameter out. Parameters the section does not own are kept.
 */
export function writePaymentsView(params: URLSearchParams, changes: Partial<PaymentsView>): URLSearchParams {
  const { filters, page, payment } = changes;
  const next = filters
    ? writeFilters(params, Object.fromEntries(PAYMENT_FILTER_KEYS.map((key) => [key, filters[key] ?? null])))
    : params;
  return writeQuery(next, { page, payment }, { page: 1 });
}

/** The statuses an admin may set a payment in `status` to, by hand (none for a paid one). */
export function overrideTargets(status: PaymentStatus): OverrideStatus[] {
  return (Object.keys(OVERRIDES) as OverrideStatus[]).filter((target) =>
    (OVERRIDES[target] as readonly PaymentStatus[]).includes(status),
  );
}

/** Whether a payment in `status` can be refunded (money taken, not all given back). */
export const isRefundable = (status: PaymentStatus) =>
  status === 'success' || status === 'partially-refunded';

/** Rupees not yet given back: the most a refund may be. */
export const refundableAmount = (payment: { amount: number; refunded: number }) =>
  Math.max(0, payment.amount - payment.refunded);

/** Words for the server's codes: "partially-refunded" reads "Partially refunded". */
export function statusLabel(code: string): string {
  const words = code.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
