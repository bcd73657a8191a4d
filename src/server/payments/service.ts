import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Identity } from '../auth/index.ts';
import { AppError } from '../errors.ts';
import {
  cancelParticipant,
  findVisibleParticipant,
  registrationSummary,
  teammatesMissing,
} from '../registration/service.ts';
import { Payment, PaymentEvent, PaymentRefund, WAITING_STATUSES, type PaymentStatus } from './entities.ts';
import { holdCouponUse, quotePrice } from './coupons.ts';
import { RazorpayError, RazorpayUnreachable } from './razorpay/client.ts';
import { isPaid, isWaiting, lockPayment, settlePaid, settleUnpaid } from './settle.ts';
import type { PaymentGateway } from './gateway.ts';
import { cancelPayment, expireUnpaidRegistrations, keepsRegistrationOpen, mayHaveExpired } from './expiry.ts';
import { REGISTRATION_EXPIRED_MESSAGE, squadIncompleteMessage } from '../../shared/registration-rules.ts';
import { isUuid } from '../db/columns.ts';
import { DEMO_PAYMENTS_CLOSED, RAZORPAY_SWITCHED_OFF } from '../../shared/payment-statuses.ts';

const PAYMENT_NOT_FOUND = 'Payment not found';

export interface InitiateInput {
  participantId?: string | undefined;
  orderId?: string | undefined;
  amount?: number | undefined;
  method?: string | undefined;
  couponCode?: string | undefined;
}

export interface PaymentAnswer {
  paymentId: string;
  status: PaymentStatus;
  mockMode: boolean;
  message: string;
  redirectUrl: string | null;
  amount: number;
}

/**
 * Starts paying for a registration. The amount is the catalogue price (less a valid coupon); a
 * client amount that differs is refused. A participant has at most one live payment: initiating
 * again answers with the same one. A registration left unpaid for `unpaidTtlMinutes` has expired
 * (null: no expiry, for the demo seed). A squad pays only once it has its game's team size.
 * With Razorpay the payment gets an order there, and the answer sends the browser to our checkout
 * page for it (`/pay/{paymentId}`).
 */
export async function initiatePayment(
  em: EntityManager,
  caller: Identity,
  input: InitiateInput,
  gateway: PaymentGateway,
  unpaidTtlMinutes: number | null,
): Promise<PaymentAnswer> {
  const participantId = input.participantId ?? input.orderId;
  if (!participantId)
    throw new AppError(
      'BAD_REQUEST',
      'Say which registration this payment is for (participantId or orderId).',
      { reason: 'payment.registration_unnamed' },
    );
  const participant = await findVisibleParticipant(em, caller, participantId);
  if (unpaidTtlMinutes !== null && mayHaveExpired(participant, unpaidTtlMinutes)) {
    await expireUnpaidRegistrations(em, unpaidTtlMinutes, { participantId });
    await em.refresh(participant);
  }
  if (participant.status === 'expired')
    throw new AppError('CONFLICT', REGISTRATION_EXPIRED_MESSAGE, { reason: 'registration.expired' });

  const live = await liveWithGateway(em, participant.id, gateway);
  if (live) return answer(em, live, gateway);
  if (participant.status === 'paid')
    throw new AppError('CONFLICT', 'This registration is already paid.', { reason: 'payment.already_paid' });
  const missing = await teammatesMissing(em, participant);
  if (missing > 0)
    throw new AppError('CONFLICT', squadIncompleteMessage(missing), {
      reason: 'registration.squad_incomplete',
      params: { needed: missing },
    });

  const quote = await quotePrice(em, caller, participant.passPrice, input.couponCode);
  const { amount } = quote;
  if (input.amount !== undefined && input.amount !== amount) {
    throw new AppError('BAD_REQUEST', 'The amount does not match the price of this pass.', {
      reason: 'payment.amount_mismatch',
    });
  }

  let payment: Payment;
  try {
    payment = await em.transactional(async (tx) => {
      // The coupon's use is counted under its lock, with the payment it is used for.
      if (quote.couponCode) await holdCouponUse(tx, quote.couponCode, participant.owner?.id ?? null);
      const created = tx.create(Payment, {
        participant,
        owner: participant.owner,
        amount,
        method: input.method?.trim() || 'upi',
        couponCode: quote.couponCode,
        gateway: gateway.name,
        status: gateway.mock ? 'mock-pending' : 'pending',
        liveKey: participant.id,
      });
      tx.create(PaymentEvent, {
        payment: created,
        fromStatus: null,
        toStatus: created.status,
        source: 'initiate',
      });
      return created;
    });
  } catch (error) {
    // A double click: the other request created the live payment first.
    if (error instanceof UniqueConstraintViolationException)
      return answer(em, await em.fork().findOneOrFail(Payment, { liveKey: participant.id }), gateway);
    throw error;
  }
  return answer(em, payment, gateway);
}

export const GATEWAY_CHANGED_DETAIL =
  'The payment gateway changed since this payment started; a new payment takes its place.';

/**
 * The registration's live payment, unless it waits on a gateway no longer in force (a demo
 * payment once Razorpay is switched on, a Razorpay one once its keys are removed): that one is
 * cancelled, so initiate never hands back a payment of another gateway and a new one is made.
 * Answers what holds the live key afterwards (a racing request's new payment, or none).
 */
async function liveWithGateway(
  em: EntityManager,
  participantId: string,
  gateway: PaymentGateway,
): Promise<Payment | null> {
  const live = await em.findOne(Payment, { liveKey: participantId });
  if (!live || live.gateway === gateway.name || !isWaiting(live.status)) return live;
  await em.transactional(async (tx) => {
    const locked = await lockPayment(tx, live.id);
    settleUnpaid(tx, locked, 'cancelled', { source: 'initiate', detail: GATEWAY_CHANGED_DETAIL });
  });
  return em.findOne(Payment, { liveKey: participantId }, { refresh: true });
}

/** Where a player's browser goes to pay a Razorpay payment: our page that opens Razorpay Checkout. */
export const checkoutPath = (paymentId: string) => `/pay/${paymentId}`;

/**
 * A Razorpay payment waiting without an order gets one (amount in paise, our payment id as the
 * receipt). Two requests at once may both ask Razorpay; only the first order is kept, so the
 * order a browser is sent to is always the one we look payments up by.
 */
export async function ensureOrder(
  em: EntityManager,
  payment: Payment,
  gateway: PaymentGateway,
): Promise<void> {
  if (payment.gateway !== 'razorpay' || payment.gatewayReference || !isWaiting(payment.status)) return;
  if (gateway.name !== 'razorpay')
    throw new AppError('SERVICE_UNAVAILABLE', GATEWAY_UNAVAILABLE, { reason: 'payment.gateway_unavailable' });
  const registration = payment.participant ? await registrationSummary(em, payment.participant.id) : null;
  let orderId: string;
  try {
    const order = await gateway.client.createOrder({
      amount: payment.amount * 100,
      currency: 'INR',
      receipt: payment.id,
      notes: {
        payment_id: payment.id,
        registration_id: registration?.id ?? '',
        game: registration?.gameName ?? '',
        pass: registration ? String(registration.passPrice) : '',
      },
    });
    orderId = order.id;
  } catch (error) {
    if (error instanceof RazorpayError || error instanceof RazorpayUnreachable)
      throw new AppError('SERVICE_UNAVAILABLE', GATEWAY_UNAVAILABLE, {
        cause: error,
        reason: 'payment.gateway_unavailable',
      });
    throw error;
  }
  await em.nativeUpdate(Payment, { id: payment.id, gatewayReference: null }, { gatewayReference: orderId });
  await em.refresh(payment);
}

const GATEWAY_UNAVAILABLE =
  'The payment service is not answering right now. Nothing was charged; please try again in a minute.';

/**
 * The public confirm call (Mark as Paid). Only a demo payment can be marked paid here, and only
 * while the mock gateway is in force: once Razorpay is switched on, a demo payment started before
 * is cancelled instead (the registration can be paid again, with Razorpay), and a Razorpay
 * payment is confirmed by Razorpay itself, never here, even once its keys are removed.
 * Idempotent: confirming twice is fine. The payment of a registration that expired meanwhile is
 * cancelled instead (see initiatePayment).
 */
export async function confirmPayment(
  em: EntityManager,
  caller: Identity,
  input: { paymentId: string; status: string },
  gateway: PaymentGateway,
  unpaidTtlMinutes: number | null,
): Promise<{ paymentId: string; status: PaymentStatus }> {
  const payment = await findVisiblePayment(em, caller, input.paymentId);
  if (payment.gateway !== 'mock') {
    if (gateway.mock)
      throw new AppError('CONFLICT', RAZORPAY_SWITCHED_OFF, { reason: 'payment.razorpay_off' });
    throw new AppError('BAD_REQUEST', 'This payment is confirmed by the payment gateway, not here.', {
      reason: 'payment.gateway_confirms',
    });
  }
  if (input.status !== 'success')
    throw new AppError('BAD_REQUEST', 'Only a successful payment can be confirmed.', {
      reason: 'payment.only_success',
    });
  if (payment.status === 'success') return { paymentId: payment.id, status: 'success' };
  if (!gateway.mock) {
    await em.transactional(async (tx) => {
      const locked = await lockPayment(tx, payment.id);
      settleUnpaid(tx, locked, 'cancelled', { source: 'confirm', detail: DEMO_CLOSED_DETAIL });
    });
    throw new AppError('CONFLICT', DEMO_PAYMENTS_CLOSED, { reason: 'payment.demo_closed' });
  }
  if (unpaidTtlMinutes !== null && payment.participant && !keepsRegistrationOpen(payment, unpaidTtlMinutes))
    await expireUnpaidRegistrations(em, unpaidTtlMinutes, { participantId: payment.participant.id });
  await markPaid(em, payment.id, 'confirm');
  return { paymentId: payment.id, status: 'success' };
}

const DEMO_CLOSED_DETAIL = 'Mark as Paid after Razorpay was switched on: demo payments are closed.';

export async function paymentStatus(
  em: EntityManager,
  caller: Identity,
  id: string,
): Promise<{ paymentId: string; status: PaymentStatus; participantId: string | null }> {
  const payment = await findVisiblePayment(em, caller, id);
  return { paymentId: payment.id, status: payment.status, participantId: payment.participant?.id ?? null };
}

/** Marks a payment paid in a transaction of its own (see settlePaid). */
export async function markPaid(
  em: EntityManager,
  paymentId: string,
  source: 'confirm' | 'admin',
  detail?: string,
): Promise<void> {
  await em.transactional(async (tx) => {
    await settlePaid(tx, await lockPayment(tx, paymentId), { source, detail });
  });
}

/**
 * The player gives up a payment that is still waiting (Transactions, Cancel payment): the payment
 * is cancelled and its unpaid registration goes with it, freeing its place among the 3 unpaid
 * ones and its game usernames, in one transaction. Cancelling twice is fine; a paid one cannot be.
 */
export async function cancelWaitingPayment(
  em: EntityManager,
  caller: Identity,
  paymentId: string,
): Promise<{ paymentId: string; status: PaymentStatus }> {
  await findVisiblePayment(em, caller, paymentId);
  return em.transactional(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (isPaid(payment.status))
      throw new AppError(
        'CONFLICT',
        'This payment is complete and cannot be cancelled here. Please contact support for a refund.',
        { reason: 'payment.complete' },
      );
    if (!isWaiting(payment.status)) return { paymentId, status: payment.status };
    const participantId = payment.participant?.id;
    cancelPayment(tx, payment, 'Cancelled by the player.');
    await tx.flush();
    if (participantId) await cancelParticipant(tx, caller, participantId);
    return { paymentId, status: payment.status };
  });
}

/**
 * Before an account is deleted, inside its transaction: its payments stay (money records), linked
 * to no one; a payment still waiting is cancelled first, so nothing can complete a registration
 * that is going away.
 */
export async function keepPaymentsOfDeletedAccount(
  em: EntityManager,
  userId: string,
  erasedAs: string | null = null,
): Promise<void> {
  const waiting = await em.find(
    Payment,
    { owner: userId, status: { $in: [...WAITING_STATUSES] } },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  for (const payment of waiting) cancelPayment(em, payment, 'The account was deleted.');
  await em.flush();
  await em.nativeUpdate(Payment, { owner: userId }, { owner: null, erasedOwner: erasedAs });
  // What they did themselves stays in the history, done by no one in particular.
  await em.nativeUpdate(PaymentEvent, { actorId: userId }, { actorId: null });
  await em.nativeUpdate(PaymentRefund, { actorId: userId }, { actorId: null });
}

async function findVisiblePayment(em: EntityManager, caller: Identity, id: string): Promise<Payment> {
  const payment = isUuid(id) ? await em.findOne(Payment, id) : null;
  if (!payment || (payment.owner?.id !== caller.userId && caller.role !== 'admin'))
    throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND, { reason: 'payment.not_found' });
  return payment;
}

async function answer(em: EntityManager, payment: Payment, gateway: PaymentGateway): Promise<PaymentAnswer> {
  await ensureOrder(em, payment, gateway);
  const mockMode = payment.gateway === 'mock';
  return {
    paymentId: payment.id,
    status: payment.status,
    mockMode,
    message: mockMode
      ? 'This is a demo payment: no money is taken. Use Mark as Paid to complete it.'
      : 'Continue to Razorpay to pay by UPI, card or netbanking.',
    redirectUrl: !mockMode && isWaiting(payment.status) ? checkoutPath(payment.id) : null,
    amount: payment.amount,
  };
}
