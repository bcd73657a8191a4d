import { describe, expect, it } from 'vitest';
import { readListInput } from '../list-query.ts';
import {
  isRefundable,
  overrideTargets,
  PAYMENTS_URL,
  readPaymentsView,
  refundableAmount,
  statusLabel,
  writePaymentsView,
} from './payments-params.ts';

describe('payments view in the URL', () => {
  it('reads defaults for a bare or bad query', () => {
    expect(readPaymentsView(new URLSearchParams('section=payments'))).toEqual({
      filters: {},
      page: 1,
      payment: null,
    });
    expect(readPaymentsView(new URLSearchParams('status=paid&page=0&q=%20%20'))).toEqual({
      filters: {},
      page: 1,
      payment: null,
    });
    expect(readPaymentsView(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('reads a full query, and passes it to the list as the server names it', () => {
    const params = new URLSearchParams(
      'section=payments&status=mock-pending&game=bgmi&from=2026-11-01&to=2026-11-30&q=%20priya%20&page=2&payment=abc',
    );
    const view = readPaymentsView(params);
    expect(view).toEqual({
      filters: { status: 'mock-pending', game: 'bgmi', from: '2026-11-01', to: '2026-11-30', q: 'priya' },
      page: 2,
      payment: 'abc',
    });
    expect(readListInput(PAYMENTS_URL, params)).toEqual({
      status: 'mock-pending',
      game: 'bgmi',
      from: '2026-11-01',
      to: '2026-11-30',
      search: 'priya',
      page: 2,
      pageSize: 25,
    });
  });

  it('keeps other parameters, replaces the filters and goes back to page 1 on new ones', () => {
    const params = new URLSearchParams('section=payments&status=failed&page=3&payment=x');
    expect(writePaymentsView(params, { filters: { game: 'valorant', q: ' ' } }).toString()).toBe(
      'section=payments&payment=x&game=valorant',
    );
    expect(writePaymentsView(params, { page: 4 }).toString()).toBe(
      'section=payments&status=failed&page=4&payment=x',
    );
    expect(writePaymentsView(params, { page: 1, payment: null }).toString()).toBe(
      'section=payments&status=failed',
    );
    expect(writePaymentsView(new URLSearchParams('section=payments'), { payment: 'p1' }).toString()).toBe(
      'section=payments&payment=p1',
    );
  });
});

describe('payment actions', () => {
  it('offers the overrides the server allows from each status', () => {
    expect(overrideTargets('mock-pending')).toEqual(['success', 'failed', 'expired', 'cancelled']);
    expect(overrideTargets('failed')).toEqual(['success']);
    expect(overrideTargets('success')).toEqual([]);
    expect(overrideTargets('refunded')).toEqual([]);
  });

  it('refunds only paid payments, up to what is left', () => {
    expect(isRefundable('success')).toBe(true);
    expect(isRefundable('partially-refunded')).toBe(true);
    expect(isRefundable('refunded')).toBe(false);
    expect(isRefundable('pending')).toBe(false);
    expect(refundableAmount({ amount: 499, refunded: 100 })).toBe(399);
    expect(refundableAmount({ amount: 499, refunded: 499 })).toBe(0);
  });

  it('words a status', () => {
    expect(statusLabel('partially-refunded')).toBe('Partially refunded');
    expect(statusLabel('success')).toBe('Success');
  });
});
