import {
  OVERRIDES,
  PAYMENT_STATUSES,
  type OverrideStatus,
  type PaymentStatus,
} from '../../../../shared/payment-statuses.ts';

// The payments section's state lives in the URL, next to `section=payments`: the filters
// (`status`, `game`, `from`, `to`, `q`), the page (`page`) and an open payment (`payment`). These
// read and write it; a status or page the server would refuse reads as none, so a hand-edited URL
// still shows a list. Dates are passed on as written: the server says what is wrong with them.

export const PAGE_SIZE = 25;

export const PAYMENT_FILTER_KEYS = ['status', 'game', 'from', 'to', 'q'] as const;
export type PaymentFilterKey = (typeof PAYMENT_FILTER_KEYS)[number];
export type PaymentFilters = Partial<Record<PaymentFilterKey, string>>;

export interface PaymentsView {
  filters: PaymentFilters;
  page: number;
  payment: string | null;
}

const isStatus = (value: string): value is PaymentStatus =>
  PAYMENT_STATUSES.some((status) => status === value);

/** The view a query string names. */
export function readPaymentsView(params: URLSearchParams): PaymentsView {
  const filters: PaymentFilters = {};
  for (const key of PAYMENT_FILTER_KEYS) {
    const value = params.get(key)?.trim().slice(0, 200);
    if (value && (key !== 'status' || isStatus(value))) filters[key] = value;
  }
  const page = Number(params.get('page'));
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    payment: params.get('payment')?.trim() || null,
  };
}

/**
 * A copy of `params` with `changes` applied: new filters replace the old ones and go back to page 1;
 * an empty value leaves its parameter out. Parameters the section does not own are kept.
 */
export function writePaymentsView(params: URLSearchParams, changes: Partial<PaymentsView>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (changes.filters !== undefined) {
    for (const key of PAYMENT_FILTER_KEYS) {
      const value = changes.filters[key]?.trim();
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
  }
  if (changes.page !== undefined) {
    if (changes.page > 1) next.set('page', String(changes.page));
    else next.delete('page');
  }
  if (changes.payment !== undefined) {
    if (changes.payment) next.set('payment', changes.payment);
    else next.delete('payment');
  }
  return next;
}

/** The list query's input for a view (the search is the server's `search`). */
export function listInput(view: PaymentsView) {
  const { status, game, from, to, q } = view.filters;
  return {
    status: status as PaymentStatus | undefined,
    game,
    from,
    to,
    search: q,
    page: view.page,
    pageSize: PAGE_SIZE,
  };
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
