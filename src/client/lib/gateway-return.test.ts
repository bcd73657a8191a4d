import { describe, expect, it } from 'vitest';
import { readGatewayReturn, RETURN_ERRORS, withoutGatewayReturn } from './gateway-return.ts';

const id = '0b7c2a43-5f5e-4e8f-9a55-1f1f0c7d2b10';

describe('coming back from the payment gateway', () => {
  it('reads a paid return and every failure, and nothing else', () => {
    expect(readGatewayReturn(`?register=1&step=complete&payment=${id}`)).toEqual({
      outcome: 'paid',
      paymentId: id,
    });
    for (const error of Object.keys(RETURN_ERRORS))
      expect(readGatewayReturn(`?register=1&step=payment&payment=${id}&payment_error=${error}`)).toEqual({
        outcome: 'failed',
        paymentId: id,
        error,
      });
    expect(readGatewayReturn('?register=1&step=payment&payment_error=whatever')).toEqual({
      outcome: 'failed',
      paymentId: null,
      error: 'unknown',
    });
    expect(readGatewayReturn('?register=1&step=complete&payment=not-an-id')).toBeNull();
    expect(readGatewayReturn('?register=1&step=payment')).toBeNull();
  });

  it('drops the return from the query and keeps the rest', () => {
    const params = new URLSearchParams(`?register=1&step=payment&payment=${id}&payment_error=failed`);
    expect(withoutGatewayReturn(params).toString()).toBe('register=1&step=payment');
  });
});
