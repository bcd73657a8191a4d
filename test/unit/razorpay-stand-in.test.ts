import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpayClient, RazorpayError } from '../../src/server/payments/razorpay/client.ts';
import {
  isValidCheckoutSignature,
  isValidWebhookSignature,
} from '../../src/server/payments/razorpay/signatures.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in.ts';

// The stand-in speaks Razorpay's documented API, so what passes against it is what we call.

let rzp: RazorpayStandIn;
beforeAll(async () => {
  rzp = await startRazorpayStandIn();
});
afterAll(() => rzp.close());

const client = () => razorpayClient({ keyId: rzp.keyId, keySecret: rzp.keySecret, apiUrl: rzp.url });
const order = () =>
  client().createOrder({ amount: 50_000, currency: 'INR', receipt: 'receipt-1', notes: { a: 'b' } });

describe('the Razorpay stand-in', () => {
  it('answers 401 with Razorpay’s error envelope without the right Basic auth', async () => {
    const wrong = razorpayClient({ keyId: rzp.keyId, keySecret: 'not-the-secret', apiUrl: rzp.url });
    const error = await wrong
      .createOrder({ amount: 100, currency: 'INR', receipt: 'r', notes: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RazorpayError);
    expect(error).toMatchObject({ status: 401, code: 'BAD_REQUEST_ERROR', message: 'Authentication failed' });
  });

  it('makes orders and payments with Razorpay-style ids, in paise, and validates the amount', async () => {
    const made = await order();
    expect(made).toMatchObject({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: 50_000,
      status: 'created',
    });
    const paid = rzp.pay(made.id);
    expect(paid.id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(await client().orderPayments(made.id)).toEqual([
      expect.objectContaining({ id: paid.id, status: 'captured' }),
    ]);
    await expect(
      client().createOrder({ amount: 99, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'The amount must be atleast INR 1.00',
    });
  });

  it('signs the checkout callback and webhooks as Razorpay does', async () => {
    const made = await order();
    const fields = rzp.callbackFields(rzp.pay(made.id));
    expect(
      isValidCheckoutSignature(rzp.keySecret, {
        orderId: fields.razorpay_order_id,
        paymentId: fields.razorpay_payment_id,
        signature: fields.razorpay_signature,
      }),
    ).toBe(true);
    const [hook] = rzp.webhooks.pending().filter((h) => h.event === 'order.paid');
    expect(isValidWebhookSignature(rzp.webhookSecret, hook!.body, rzp.webhooks.sign(hook!.body))).toBe(true);
    expect(JSON.parse(hook!.body)).toMatchObject({
      entity: 'event',
      event: 'order.paid',
      contains: ['payment', 'order'],
    });
  });

  it('refunds once per idempotency key, and never more than was captured', async () => {
    const made = await order();
    const paid = rzp.pay(made.id);
    const first = await client().refund(paid.id, { amount: 20_000, notes: {} }, 'key-1');
    const again = await client().refund(paid.id, { amount: 20_000, notes: {} }, 'key-1');
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ id: expect.stringMatching(/^rfnd_/), status: 'pending', amount: 20_000 });
    await expect(client().refund(paid.id, { amount: 40_000, notes: {} }, 'key-2')).rejects.toMatchObject({
      status: 400,
    });
    expect((await client().payment(paid.id)).amount_refunded).toBe(20_000);
  });
});
