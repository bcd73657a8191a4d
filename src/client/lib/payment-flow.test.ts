import { describe, expect, it } from 'vitest';
import { errorText } from './errors.ts';
import {
  PAYMENT_ERRORS,
  afterInitiate,
  canMarkAsPaid,
  canPay,
  isAwaitingPayment,
  newIdempotencyKey,
  statusLabel,
} from './payment-flow.ts';

const initiated = { paymentId: 'p1', status: 'pending', message: '', amount: 500 };

class ClientError extends Error {
  data: { httpStatus: number };
  constructor(message: string, httpStatus: number) {
    super(message);
    this.data = { httpStatus };
  }
}

describe('payment flow', () => {
  it('waits for Mark as Paid in mock mode, redirects to a gateway, else is pending', () => {
    expect(afterInitiate({ ...initiated, mockMode: true, redirectUrl: null })).toEqual({
      status: 'mock-pending',
      redirectUrl: null,
    });
    expect(afterInitiate({ ...initiated, mockMode: false, redirectUrl: 'https://pay.example/x' })).toEqual({
      status: 'redirecting',
      redirectUrl: 'https://pay.example/x',
    });
    expect(afterInitiate({ ...initiated, mockMode: false, redirectUrl: null })).toEqual({
      status: 'pending',
      redirectUrl: null,
    });
  });

  it('offers Check Status while pending, Mark as Paid only for the mock gateway', () => {
    expect(isAwaitingPayment('pending')).toBe(true);
    expect(isAwaitingPayment('mock-pending')).toBe(true);
    expect(isAwaitingPayment('success')).toBe(false);
    expect(isAwaitingPayment(null)).toBe(false);
    expect(canMarkAsPaid('mock-pending')).toBe(true);
    expect(canMarkAsPaid('pending')).toBe(false);
  });

  it('offers Pay until a payment is under way', () => {
    expect(canPay(null)).toBe(true);
    expect(canPay('failed')).toBe(true);
    expect(canPay('mock-pending')).toBe(false);
    expect(canPay('success')).toBe(false);
  });

  it('says known statuses in plain words, never an internal state, and others upper-cased', () => {
    expect(statusLabel('mock-pending')).toBe('Demo payment');
    expect(statusLabel('pending')).toBe('Waiting for your payment');
    expect(statusLabel('success')).toBe('Paid');
    expect(statusLabel('cancelled')).toBe('CANCELLED');
  });

  it("prefers the server's message for a 4xx, else the step's fallback", () => {
    expect(errorText(new ClientError('Invalid coupon code', 400), PAYMENT_ERRORS.initiate)).toBe(
      'Invalid coupon code',
    );
    expect(errorText(new ClientError('Something went wrong', 500), PAYMENT_ERRORS.initiate)).toBe(
      'Failed to initiate payment',
    );
    expect(errorText(new TypeError('Failed to fetch'), PAYMENT_ERRORS.confirm)).toBe(
      'Failed to confirm payment',
    );
    expect(errorText(new Error('no status'), PAYMENT_ERRORS.status)).toBe('Failed to check payment status');
    expect(errorText('nope', PAYMENT_ERRORS.create)).toBe('Failed to create participant');
  });

  it('makes idempotency keys the server accepts, different every time', () => {
    const key = newIdempotencyKey();
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(key.length).toBeLessThanOrEqual(80);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
