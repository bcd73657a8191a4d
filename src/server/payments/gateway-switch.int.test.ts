import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../test/support/razorpay-stand-in.ts';
import {
  confirmPayment,
  initiatePayment,
  registerSolo,
  startPayment,
} from '../../../test/support/registration.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { seedGames } from '../games/seed.ts';
import { Participant } from '../registration/entities.ts';
import { Payment, PaymentEvent } from './entities.ts';

// Issue 24, item 3: the gateway in force decides, not the one a payment was started with. A demo
// payment started before an admin switched Razorpay on can never be marked paid for free, and a
// Razorpay payment left over after the keys were removed is never marked paid by the public call.

let t: TestApp;
let rzp: RazorpayStandIn;
let admin: TestUser;

beforeAll(async () => {
  rzp = await startRazorpayStandIn();
  // Razorpay's address comes from the environment; its keys are the admin's to set or clear.
  t = await createTestApp(rzp.endpoints);
  await seedGames(t.db.orm.em.fork());
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await rzp?.close();
});
beforeEach(async () => {
  rzp.reset();
  await switchRazorpay(false);
});

async function switchRazorpay(on: boolean) {
  const payload = on ? { keyId: rzp.keyId, keySecret: rzp.keySecret } : { keyId: null, keySecret: null };
  const res = await t.app.inject({
    method: 'PUT',
    url: '/admin/payments/credentials',
    headers: admin.headers,
    payload,
  });
  expect(res.json()).toMatchObject({ active: on ? 'razorpay' : 'mock' });
}

const em = () => t.db.orm.em.fork();
const paymentRow = (id: string) => em().findOneOrFail(Payment, id);
const registration = (id: string) => em().findOneOrFail(Participant, id);

async function started(gateway: 'mock' | 'razorpay') {
  const user = await createUser(t);
  const { id: participantId } = await registerSolo(t, user);
  await switchRazorpay(gateway === 'razorpay');
  const payment = await startPayment(t, user, participantId);
  expect(payment.mockMode).toBe(gateway === 'mock');
  return { user, participantId, paymentId: payment.paymentId };
}

const DEMO_CLOSED =
  'Demo payments are closed: this payment was cancelled. Please start the payment again to pay with Razorpay.';
const RAZORPAY_OFF =
  'This payment was started with Razorpay, which is switched off now. Please start the payment again.';

describe('a demo payment once Razorpay is switched on', () => {
  it('is refused by Mark as Paid and cancelled, and paying again goes to Razorpay', async () => {
    const { user, participantId, paymentId } = await started('mock');
    await switchRazorpay(true);

    const res = await confirmPayment(t, user, paymentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', error: DEMO_CLOSED });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'cancelled', liveKey: null, paidAt: null });
    expect(await registration(participantId)).toMatchObject({ status: 'pending_payment', paidAt: null });
    expect(await em().count(PaymentEvent, { payment: paymentId, toStatus: 'success' })).toBe(0);
    // Asking again changes nothing more.
    expect((await confirmPayment(t, user, paymentId)).json().error).toBe(DEMO_CLOSED);
    expect(await em().count(PaymentEvent, { payment: paymentId, toStatus: 'cancelled' })).toBe(1);

    const again = await startPayment(t, user, participantId);
    expect(again).toMatchObject({
      mockMode: false,
      status: 'pending',
      redirectUrl: `/pay/${again.paymentId}`,
    });
    expect(again.paymentId).not.toBe(paymentId);
    expect(rzp.orders.get((await paymentRow(again.paymentId)).gatewayReference!)).toMatchObject({
      receipt: again.paymentId,
    });
  });

  it('is never handed back by initiate: it is cancelled and a Razorpay payment takes its place', async () => {
    const { user, participantId, paymentId } = await started('mock');
    await switchRazorpay(true);

    const again = await startPayment(t, user, participantId);
    expect(again).toMatchObject({ mockMode: false, status: 'pending' });
    expect(again.paymentId).not.toBe(paymentId);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'cancelled', liveKey: null });
    expect(await paymentRow(again.paymentId)).toMatchObject({ gateway: 'razorpay', liveKey: participantId });
    // The old one stays closed; the new one is the registration's only live payment.
    expect((await confirmPayment(t, user, paymentId)).statusCode).toBe(409);
    expect((await startPayment(t, user, participantId)).paymentId).toBe(again.paymentId);
    expect(await registration(participantId)).toMatchObject({ status: 'pending_payment' });
  });

  it('is replaced once when two initiates race', async () => {
    const { user, participantId, paymentId } = await started('mock');
    await switchRazorpay(true);
    const answers = await Promise.all([1, 2].map(() => initiatePayment(t, user, participantId)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const ids = new Set(answers.map((a) => a.json<{ paymentId: string }>().paymentId));
    expect(ids.size).toBe(1);
    expect(ids.has(paymentId)).toBe(false);
    expect(await em().count(Payment, { participant: participantId, status: 'pending' })).toBe(1);
  });
});

describe('a Razorpay payment once the keys are removed', () => {
  it('is never marked paid by the public call, with a message saying what to do', async () => {
    const { user, participantId, paymentId } = await started('razorpay');
    await switchRazorpay(false);

    const res = await confirmPayment(t, user, paymentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', error: RAZORPAY_OFF });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await registration(participantId)).toMatchObject({ status: 'pending_payment' });
  });

  it('is replaced by a demo payment on initiate', async () => {
    const { user, participantId, paymentId } = await started('razorpay');
    await switchRazorpay(false);

    const again = await startPayment(t, user, participantId);
    expect(again).toMatchObject({ mockMode: true, status: 'mock-pending', redirectUrl: null });
    expect(again.paymentId).not.toBe(paymentId);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'cancelled', liveKey: null });
  });
});
