import { enrolSecondFactor, type SecondFactorKey } from '../../../../test/support/second-factor.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/support/auth.ts';
import { initiatePayment, registerSolo, startPayment } from '../../../../test/support/registration.ts';
import {
  injectInto,
  startRazorpayStandIn,
  type RazorpayStandIn,
} from '../../../../test/support/razorpay-stand-in.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { siteUrl } from '../../auth/setup.ts';
import { AuditLog } from '../../audit/entities.ts';
import { seedGames } from '../../games/seed.ts';
import { GameAccount, Participant } from '../../registration/entities.ts';
import { Notification } from '../../notifications/entities.ts';
import { Payment, PaymentEvent, PaymentRefund, PaymentWebhookEvent } from '../entities.ts';
import { RECONCILE_AFTER_MINUTES, reconcilePayments } from '../reconcile.ts';
import { razorpayClient, RazorpayUnreachable } from './client.ts';

// Razorpay end to end over HTTP against the stand-in (test/support/razorpay-stand-in.ts): orders
// on initiate, the checkout callback, webhooks however they arrive, the reconciliation job,
// refunds and the admin's override. A payment settles exactly once.

let t: TestApp;
let rzp: RazorpayStandIn;
let player: TestUser;
let admin: TestUser;
let adminKey: SecondFactorKey;

beforeAll(async () => {
  rzp = await startRazorpayStandIn();
  t = await createTestApp(rzp.env);
  rzp.setWebhookTarget(injectInto(t.app));
  await seedGames(t.db.orm.em.fork());
  player = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
  // Refunds and overrides need the organiser's second factor and a fresh code (auth/second-factor.ts).
  adminKey = await enrolSecondFactor(t, admin);
});
afterAll(async () => {
  await t.close();
  await rzp.close();
});
beforeEach(() => rzp.reset());

const em = () => t.db.orm.em.fork();
const paymentRow = (id: string) => em().findOneOrFail(Payment, id);
const successEvents = (payment: string) => em().count(PaymentEvent, { payment, toStatus: 'success' });
const registration = (id: string) => em().findOneOrFail(Participant, id);

/**
 * A new player's solo registration (₹1,500) and its Razorpay payment with an order at the
 * stand-in (an account holds at most 3 unpaid registrations).
 */
async function pendingPayment() {
  const user = await createUser(t);
  const { id: participantId } = await registerSolo(t, user);
  const started = await startPayment(t, user, participantId);
  const row = await paymentRow(started.paymentId);
  return { user, participantId, started, paymentId: started.paymentId, orderId: row.gatewayReference! };
}

const callback = (fields: Record<string, string>, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/razorpay/callback${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const webhook = (body: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers, payload: body });

describe('initiate with Razorpay', () => {
  it('creates an order in paise with our payment id as receipt, and sends the player to our checkout page', async () => {
    const { user, participantId, started, orderId } = await pendingPayment();
    expect(started).toMatchObject({
      status: 'pending',
      mockMode: false,
      amount: 1500,
      redirectUrl: `/pay/${started.paymentId}`,
    });
    const order = rzp.orders.get(orderId)!;
    expect(order).toMatchObject({ amount: 150_000, currency: 'INR', receipt: started.paymentId });
    expect(order.notes).toMatchObject({ payment_id: started.paymentId, registration_id: participantId });
    expect(rzp.requests.every((r) => r.authorized)).toBe(true);

    // Paying again answers the same payment and order.
    expect((await startPayment(t, user, participantId)).paymentId).toBe(started.paymentId);
    expect(rzp.orders.size).toBe(1);
  });

  it('renders the checkout page that opens Razorpay in redirect mode, allowed by its CSP', async () => {
    const { user, paymentId, orderId } = await pendingPayment();
    const res = await t.app.inject({ method: 'GET', url: `/pay/${paymentId}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain(rzp.url);
    expect(res.body).toContain(rzp.env.RAZORPAY_CHECKOUT_URL);
    expect(res.body).toContain(orderId);
    expect(res.body).toContain('"redirect":true');
    expect(res.body).toContain('/api/payments/razorpay/callback');
    expect((await t.app.inject({ method: 'GET', url: '/pay/not-a-payment' })).statusCode).toBe(404);
  });

  it("sends Razorpay back to the site's configured address, whatever Host the request names", async () => {
    const { user, paymentId } = await pendingPayment();
    const res = await t.app.inject({
      method: 'GET',
      url: `/pay/${paymentId}`,
      headers: { ...user.headers, host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `"callback_url":"${siteUrl(t.config)}/api/payments/razorpay/callback?payment=${paymentId}"`,
    );
    expect(res.body).not.toContain('attacker.example');
  });

  it('answers 503 when Razorpay fails or cannot be reached, and a retry then works', async () => {
    const { id } = await registerSolo(t, player);
    rzp.failNext(1, { status: 502, path: '/v1/orders' });
    const failed = await initiatePayment(t, player, id);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

    const retried = await startPayment(t, player, id);
    expect(retried).toMatchObject({ status: 'pending', redirectUrl: `/pay/${retried.paymentId}` });
    expect((await paymentRow(retried.paymentId)).gatewayReference).toMatch(/^order_\w{14}$/);
  });

  it('reports a timeout as Razorpay being unreachable', async () => {
    const client = razorpayClient(
      { keyId: rzp.keyId, keySecret: rzp.keySecret, apiUrl: rzp.url },
      { timeoutMs: 100 },
    );
    rzp.failNext(1, { delayMs: 1_000, path: '/v1/orders' });
    await expect(
      client.createOrder({ amount: 100, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toBeInstanceOf(RazorpayUnreachable);
  });

  it('never lets the public confirm call settle a Razorpay payment', async () => {
    const { user, paymentId } = await pendingPayment();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: user.headers,
      payload: { paymentId, status: 'success' },
    });
    expect(res.statusCode).toBe(400);
    expect((await paymentRow(paymentId)).status).toBe('pending');
  });
});

describe('the checkout callback', () => {
  it('settles a payment with a valid signature and sends the browser to the success step', async () => {
    const { paymentId, orderId, participantId } = await pendingPayment();
    const paid = rzp.pay(orderId);
    const res = await callback(rzp.callbackFields(paid));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/?register=1&step=complete&payment=${paymentId}`);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'success', gatewayPaymentId: paid.id });
    expect((await registration(participantId)).status).toBe('paid');
    expect(await em().count(GameAccount, { participant: participantId })).toBe(1);

    // The browser's back button posts it again: nothing more happens.
    expect((await callback(rzp.callbackFields(paid))).headers.location).toContain('step=complete');
    expect(await successEvents(paymentId)).toBe(1);
  });

  it('settles nothing on a bad signature and shows the failure view', async () => {
    const { paymentId, orderId } = await pendingPayment();
    const paid = rzp.pay(orderId);
    const forged = { ...rzp.callbackFields(paid), razorpay_signature: 'a'.repeat(64) };
    const res = await callback(forged);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/?register=1&step=payment&payment=${paymentId}&payment_error=signature`,
    );
    expect((await paymentRow(paymentId)).status).toBe('pending');

    // Another order's signature does not fit this one either.
    const other = await pendingPayment();
    const swapped = { ...rzp.callbackFields(paid), razorpay_order_id: other.orderId };
    expect((await callback(swapped)).headers.location).toContain('payment_error=signature');
    expect((await paymentRow(other.paymentId)).status).toBe('pending');
  });

  it('shows the failure view for Razorpay’s unsigned failure post and changes nothing', async () => {
    const { paymentId, orderId } = await pendingPayment();
    const failed = rzp.fail(orderId);
    const res = await callback({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Payment failed',
      'error[metadata]': JSON.stringify({ payment_id: failed.id, order_id: orderId }),
    });
    expect(res.headers.location).toBe(`/?register=1&step=payment&payment=${paymentId}&payment_error=failed`);
    expect((await paymentRow(paymentId)).status).toBe('pending');
    expect((await callback({})).headers.location).toBe('/?register=1&step=payment&payment_error=unknown');
  });
});

describe('webhooks', () => {
  it('refuses a bad signature or a missing event id, and changes nothing', async () => {
    const { paymentId, orderId } = await pendingPayment();
    rzp.pay(orderId);
    const [bad] = await rzp.webhooks.deliver({ only: ['order.paid'], wrongSignature: true });
    expect(bad!.status).toBe(400);
    const body = JSON.stringify({ event: 'order.paid', payload: {} });
    const noId = await webhook(body, {
      'content-type': 'application/json',
      'x-razorpay-signature': rzp.webhooks.sign(body),
    });
    expect(noId.statusCode).toBe(400);
    expect((await paymentRow(paymentId)).status).toBe('pending');
    expect(await em().count(PaymentWebhookEvent)).toBe(0);
  });

  it('settles once however often and in whatever order order.paid, payment.captured and the callback arrive', async () => {
    for (const order of ['as-happened', 'reversed'] as const) {
      const { paymentId, orderId, participantId } = await pendingPayment();
      const paid = rzp.pay(orderId);
      const deliveries = await rzp.webhooks.deliver({ order, repeat: 3, concurrent: true });
      expect(deliveries.map((d) => d.status)).toEqual(deliveries.map(() => 200));
      await callback(rzp.callbackFields(paid));
      expect(await paymentRow(paymentId)).toMatchObject({ status: 'success', gatewayPaymentId: paid.id });
      expect(await successEvents(paymentId)).toBe(1);
      expect(await em().count(GameAccount, { participant: participantId })).toBe(1);
    }
  });

  it('answers a repeated event id as a duplicate', async () => {
    const { orderId } = await pendingPayment();
    rzp.pay(orderId);
    const [first, again] = await rzp.webhooks.deliver({ only: ['payment.captured'], repeat: 2 });
    expect([first!.status, again!.status]).toEqual([200, 200]);
    const replay = await webhook(first!.body, {
      'content-type': 'application/json',
      'x-razorpay-event-id': first!.eventId,
      'x-razorpay-signature': rzp.webhooks.sign(first!.body),
    });
    expect(replay.json()).toEqual({ status: 'duplicate' });
  });

  it('answers a replayed body under a new event id as a duplicate, by the event and its entity', async () => {
    const { paymentId, orderId } = await pendingPayment();
    rzp.pay(orderId);
    const [captured] = await rzp.webhooks.deliver({ only: ['payment.captured'] });
    expect(captured!.status).toBe(200);
    const replayed = await webhook(captured!.body, {
      'content-type': 'application/json',
      'x-razorpay-event-id': `${captured!.eventId}x`,
      'x-razorpay-signature': rzp.webhooks.sign(captured!.body),
    });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual({ status: 'duplicate' });
    expect(await em().count(PaymentWebhookEvent, { payment: paymentId })).toBe(1);
    // Another event about the same payment is its own: order.paid is still handled.
    const [orderPaid] = await rzp.webhooks.deliver({ only: ['order.paid'] });
    expect(orderPaid!.status).toBe(200);
    expect(await em().count(PaymentWebhookEvent, { payment: paymentId })).toBe(2);
    expect(await successEvents(paymentId)).toBe(1);
  });

  it('marks a payment failed on payment.failed, frees the registration, and still takes a later success', async () => {
    const { paymentId, orderId, participantId } = await pendingPayment();
    rzp.fail(orderId);
    await rzp.webhooks.deliver();
    expect((await paymentRow(paymentId)).status).toBe('failed');
    expect((await registration(participantId)).status).toBe('pending_payment');
    // The player is told, once (issue 28).
    const told = await em().find(Notification, { eventKey: `payment.failed:${paymentId}` });
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toMatch(/payment failed$/);

    // The player tries again on the same order, and pays.
    rzp.pay(orderId);
    await rzp.webhooks.deliver({ only: ['order.paid'] });
    expect((await paymentRow(paymentId)).status).toBe('success');
    expect((await registration(participantId)).status).toBe('paid');
  });

  it('keeps money that came for a registration paid by another payment, and refunds it in full', async () => {
    const { user, paymentId, orderId, participantId } = await pendingPayment();
    rzp.fail(orderId);
    await rzp.webhooks.deliver();
    // The player pays again with a new payment, which goes through.
    const second = await startPayment(t, user, participantId);
    expect(second.paymentId).not.toBe(paymentId);
    const secondOrder = (await paymentRow(second.paymentId)).gatewayReference!;
    await callback(rzp.callbackFields(rzp.pay(secondOrder)));
    expect((await registration(participantId)).status).toBe('paid');

    // Then the first order's money arrives too.
    const late = rzp.pay(orderId);
    rzp.webhooks.clear();
    const res = await callback(rzp.callbackFields(late));
    expect(res.headers.location).toContain('payment_error=refunding');
    expect((await paymentRow(paymentId)).status).toBe('success');
    expect(await em().find(PaymentRefund, { payment: paymentId })).toEqual([
      expect.objectContaining({ amount: 1500, status: 'requested', actorId: null }),
    ]);

    // The reconciliation job sends it; Razorpay's webhook closes it.
    const result = await reconcilePayments(em(), await t.app.services.paymentGateway(em()), silent);
    expect(result.refundsSent).toBe(1);
    expect([...rzp.refunds.values()]).toEqual([
      expect.objectContaining({ payment_id: late.id, amount: 150_000 }),
    ]);
    await rzp.webhooks.deliver({ only: ['refund.processed'] });
    expect((await paymentRow(paymentId)).status).toBe('refunded');
    expect((await registration(participantId)).status).toBe('paid');
  });
});

const silent = { warn: () => {} };
const later = () => new Date(Date.now() + (RECONCILE_AFTER_MINUTES + 1) * 60_000);

describe('the reconciliation job', () => {
  // Other tests' payments, still pending, are not this describe's business.
  beforeEach(() => em().nativeUpdate(Payment, { status: 'pending' }, { status: 'expired', liveKey: null }));

  it('settles captured payments, captures authorized ones, and expires the rest after 15 minutes', async () => {
    const captured = await pendingPayment();
    const authorized = await pendingPayment();
    const abandoned = await pendingPayment();
    rzp.pay(captured.orderId);
    const auth = rzp.pay(authorized.orderId, { authorizeOnly: true });
    rzp.webhooks.clear();
    const gateway = await t.app.services.paymentGateway(em());

    // Not yet: Razorpay may still be waiting for the player's bank.
    expect(await reconcilePayments(em(), gateway, silent)).toMatchObject({ paid: 0, expired: 0 });

    const result = await reconcilePayments(em(), gateway, silent, later());
    expect(result).toMatchObject({ paid: 2, expired: 1, errors: 0 });
    expect((await paymentRow(captured.paymentId)).status).toBe('success');
    expect(await paymentRow(authorized.paymentId)).toMatchObject({
      status: 'success',
      gatewayPaymentId: auth.id,
    });
    expect(rzp.payments.get(auth.id)!.status).toBe('captured');
    expect((await paymentRow(abandoned.paymentId)).status).toBe('expired');
    expect((await registration(abandoned.participantId)).status).toBe('pending_payment');
    expect(
      await em().count(PaymentEvent, {
        payment: abandoned.paymentId,
        toStatus: 'expired',
        source: 'reconcile',
      }),
    ).toBe(1);

    // Its webhooks arriving afterwards change nothing more.
    await rzp.webhooks.deliver();
    expect(await successEvents(captured.paymentId)).toBe(1);
    expect(await successEvents(authorized.paymentId)).toBe(1);
    // A second run finds nothing to do.
    expect(await reconcilePayments(em(), gateway, silent, later())).toMatchObject({ paid: 0, expired: 0 });
  });

  it('leaves a payment pending when Razorpay cannot answer, and settles it on the next run', async () => {
    const { paymentId, orderId } = await pendingPayment();
    rzp.pay(orderId);
    rzp.failNext(1, { status: 503, path: '/payments' });
    const gateway = await t.app.services.paymentGateway(em());
    expect(await reconcilePayments(em(), gateway, silent, later())).toMatchObject({ errors: 1, expired: 0 });
    expect((await paymentRow(paymentId)).status).toBe('pending');
    expect(await reconcilePayments(em(), gateway, silent, later())).toMatchObject({ paid: 1 });
  });
});

describe('refunds', () => {
  async function paidPayment() {
    const pending = await pendingPayment();
    const paid = rzp.pay(pending.orderId);
    await callback(rzp.callbackFields(paid));
    rzp.webhooks.clear();
    return { ...pending, razorpayPaymentId: paid.id };
  }
  const refund = async (paymentId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/admin/payments/${paymentId}/refund`,
      headers: admin.headers,
      payload: { ...payload, secondFactorCode: await adminKey.nextCode() },
    });

  it('refunds in part and then the rest through Razorpay, audited, and refuses more than is left', async () => {
    const { paymentId, razorpayPaymentId } = await paidPayment();
    const part = await refund(paymentId, { amount: 500, reason: 'Pass downgraded' });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      amount: 500,
      status: 'pending',
      gatewayRefundId: expect.stringMatching(/^rfnd_/),
    });
    const request = rzp.requests.find((r) => r.path.endsWith('/refund'))!;
    expect(request.path).toBe(`/v1/payments/${razorpayPaymentId}/refund`);
    expect(request.headers['x-refund-idempotency']).toBe(part.json<{ id: string }>().id);
    expect(request.body).toMatchObject({ amount: 50_000 });

    await rzp.webhooks.deliver({ only: ['refund.processed'] });
    expect((await paymentRow(paymentId)).status).toBe('partially-refunded');

    const over = await refund(paymentId, { amount: 1001, reason: 'Too much' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: 'You can refund between ₹1 and ₹1,000 of this payment.' });

    expect((await refund(paymentId, { reason: 'Withdrew from the championship' })).json()).toMatchObject({
      amount: 1000,
    });
    await rzp.webhooks.deliver({ only: ['refund.processed'] });
    expect((await paymentRow(paymentId)).status).toBe('refunded');
    expect(await em().count(AuditLog, { action: 'payments.refund' })).toBeGreaterThanOrEqual(2);
    // Each processed refund is told to the player once, with its amount.
    const refunds = await em().find(PaymentRefund, { payment: paymentId, status: 'processed' });
    const told = await em().find(Notification, {
      eventKey: { $in: refunds.map((r) => `payment.refunded:${r.id}`) },
    });
    expect(told.map((n) => n.title).sort()).toEqual(['₹1,000 refunded', '₹500 refunded']);
    expect((await refund(paymentId, { reason: 'Again' })).statusCode).toBe(409);
  });

  it('never refunds twice when Razorpay’s answer is lost: the retry carries the same idempotency key', async () => {
    const { paymentId } = await paidPayment();
    rzp.failNext(1, { status: 500, path: '/refund', afterHandling: true });
    const res = await refund(paymentId, { reason: 'Duplicate registration' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'requested' });
    expect(rzp.refunds.size).toBe(1);

    const gateway = await t.app.services.paymentGateway(em());
    const resendAt = new Date(Date.now() + 2 * 60_000);
    expect(await reconcilePayments(em(), gateway, silent, resendAt)).toMatchObject({ refundsSent: 1 });
    expect(rzp.refunds.size).toBe(1);
    const [stored] = await em().find(PaymentRefund, { payment: paymentId });
    expect(stored).toMatchObject({ gatewayRefundId: [...rzp.refunds.keys()][0], status: 'processed' });
    expect((await paymentRow(paymentId)).status).toBe('refunded');
  });

  it('records a refund that failed at the bank, and the money can be refunded again', async () => {
    const { paymentId } = await paidPayment();
    rzp.holdRefunds();
    const sent = (await refund(paymentId, { reason: 'Cancelled match' })).json<{ gatewayRefundId: string }>();
    rzp.settleRefund(sent.gatewayRefundId, 'failed');
    await rzp.webhooks.deliver({ only: ['refund.failed'] });
    expect(await em().findOneOrFail(PaymentRefund, { gatewayRefundId: sent.gatewayRefundId })).toMatchObject({
      status: 'failed',
    });
    expect((await paymentRow(paymentId)).status).toBe('success');
    // The organisers are asked to look at it, once.
    const failed = await em().findOneOrFail(PaymentRefund, { gatewayRefundId: sent.gatewayRefundId });
    const asked = await em().find(Notification, {
      user: admin.userId,
      eventKey: `organiser.payment-attention:refund:${failed.id}`,
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.title).toBe(`Payment needs attention: ${paymentId}`);
    expect((await refund(paymentId, { reason: 'Second try' })).json()).toMatchObject({ amount: 1500 });
  });

  it('is for admins only', async () => {
    const { paymentId } = await paidPayment();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/admin/payments/${paymentId}/refund`,
          payload: { reason: 'x y z' },
        })
      ).statusCode,
    ).toBe(401);
    const asPlayer = await t.app.inject({
      method: 'POST',
      url: `/admin/payments/${paymentId}/refund`,
      headers: player.headers,
      payload: { reason: 'Give it back' },
    });
    expect(asPlayer.statusCode).toBe(403);
    expect(rzp.refunds.size).toBe(0);
  });
});

describe('the admin override', () => {
  const override = async (payload: object, user = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/admin/payments/override',
      headers: user.headers,
      payload: user === admin ? { ...payload, secondFactorCode: await adminKey.nextCode() } : payload,
    });

  it('settles by hand with a reason, logs the admin as actor, audits it, and refuses impossible transitions', async () => {
    const { paymentId, participantId } = await pendingPayment();
    const noReason = await override({ paymentId, status: 'success' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await override({ paymentId, status: 'success', reason: 'Seen in the bank statement' })).json(),
    ).toEqual({
      paymentId,
      status: 'success',
    });
    expect((await registration(participantId)).status).toBe('paid');
    expect(await em().findOneOrFail(PaymentEvent, { payment: paymentId, toStatus: 'success' })).toMatchObject(
      {
        source: 'admin',
        actorId: admin.userId,
      },
    );
    expect(await em().count(AuditLog, { action: 'payments.override', entityId: paymentId })).toBe(1);

    const back = await override({ paymentId, status: 'failed', reason: 'Oops' });
    expect(back.statusCode).toBe(409);
    expect((await override({ paymentId, status: 'success', reason: 'As player' }, player)).statusCode).toBe(
      403,
    );
  });
});
