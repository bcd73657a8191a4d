import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Identity } from '../auth/identity.ts';
import { couponGuessKey, throttledGuess } from '../auth/login-throttle.ts';
import { AppError } from '../errors.ts';
import { notify } from '../notifications/service.ts';
import { scheduleNewGroup } from '../matches/service.ts';
import { firstMatchAfter } from '../qualifiers/schedule.ts';
import { assignGroup } from '../qualifiers/service.ts';
import {
  cancelParticipant,
  findVisibleParticipant,
  markRegistrationPaid,
  participantForPayment,
  teammatesMissing,
} from '../registration/service.ts';
import { Coupon, Payment, PaymentEvent, type PaymentStatus } from './entities.ts';
import type { PaymentGateway } from './gateway.ts';
import { cancelPayment, expireUnpaidRegistrations } from './expiry.ts';
import { REGISTRATION_EXPIRED_MESSAGE, squadIncompleteMessage } from '../../shared/registration-rules.ts';
import { isUuid } from '../db/columns.ts';

const PAYMENT_NOT_FOUND = 'Payment not found';
const PAYMENT_CLOSED = 'This payment was cancelled and can no longer complete a registration.';

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
    );
  if (unpaidTtlMinutes !== null) await expireUnpaidRegistrations(em, unpaidTtlMinutes, { participantId });
  const participant = await findVisibleParticipant(em, caller, participantId);
  if (participant.status === 'expired') throw new AppError('CONFLICT', REGISTRATION_EXPIRED_MESSAGE);

  const live = await em.findOne(Payment, { liveKey: participant.id });
  if (live) return answer(live, gateway, null);
  if (participant.status === 'paid') throw new AppError('CONFLICT', 'This registration is already paid.');
  const missing = await teammatesMissing(em, participant);
  if (missing > 0) throw new AppError('CONFLICT', squadIncompleteMessage(missing));

  const { amount } = await quotePrice(em, caller, participant.passPrice, input.couponCode);
  if (input.amount !== undefined && input.amount !== amount) {
    throw new AppError('BAD_REQUEST', 'The amount does not match the price of this pass.');
  }

  let payment: Payment;
  try {
    payment = await em.transactional(async (tx) => {
      const created = tx.create(Payment, {
        participant,
        owner: participant.owner,
        amount,
        method: input.method?.trim() || 'upi',
        couponCode: input.couponCode?.trim().toUpperCase() || null,
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
      return answer(await em.fork().findOneOrFail(Payment, { liveKey: participant.id }), gateway, null);
    throw error;
  }
  const order = await gateway.createOrder({
    paymentId: payment.id,
    amount,
    description: `${participant.passPrice} pass`,
  });
  if (order.reference) {
    payment.gatewayReference = order.reference;
    await em.flush();
  }
  return answer(payment, gateway, order.redirectUrl);
}

/**
 * The public confirm call. Only the mock gateway's payments can be marked paid here; a real
 * gateway's payment is confirmed by the gateway itself. Idempotent: confirming twice is fine. The
 * payment of a registration that expired meanwhile is cancelled instead (see initiatePayment).
 */
export async function confirmPayment(
  em: EntityManager,
  caller: Identity,
  input: { paymentId: string; status: string },
  unpaidTtlMinutes: number | null,
): Promise<{ paymentId: string; status: PaymentStatus }> {
  const payment = await findVisiblePayment(em, caller, input.paymentId);
  if (payment.gateway !== 'mock')
    throw new AppError('BAD_REQUEST', 'This payment is confirmed by the payment gateway, not here.');
  if (input.status !== 'success')
    throw new AppError('BAD_REQUEST', 'Only a successful payment can be confirmed.');
  if (payment.status === 'success') return { paymentId: payment.id, status: 'success' };
  if (unpaidTtlMinutes !== null && payment.participant)
    await expireUnpaidRegistrations(em, unpaidTtlMinutes, { participantId: payment.participant.id });
  await markPaid(em, payment.id, 'confirm');
  return { paymentId: payment.id, status: 'success' };
}

export async function paymentStatus(
  em: EntityManager,
  caller: Identity,
  id: string,
): Promise<{ paymentId: string; status: PaymentStatus }> {
  const payment = await findVisiblePayment(em, caller, id);
  return { paymentId: payment.id, status: payment.status };
}

/**
 * The one place a payment becomes `success`: locks the payment, and only once marks it and its
 * registration paid, places the registration in its qualifier group and logs the change.
 */
export async function markPaid(
  em: EntityManager,
  paymentId: string,
  source: 'confirm' | 'webhook' | 'admin',
  detail?: string,
): Promise<void> {
  await em.transactional(async (tx) => {
    const payment = await tx.findOneOrFail(Payment, paymentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (payment.status === 'success') return;
    // Locked too: a registration expiring now waits for this, or this for it.
    const participant = payment.participant ? await participantForPayment(tx, payment.participant.id) : null;
    if (participant?.status === 'expired') throw new AppError('CONFLICT', REGISTRATION_EXPIRED_MESSAGE);
    if (!participant || payment.status === 'cancelled' || payment.status === 'failed')
      throw new AppError('CONFLICT', PAYMENT_CLOSED);
    const now = new Date();
    tx.create(PaymentEvent, {
      payment,
      fromStatus: payment.status,
      toStatus: 'success',
      source,
      detail: detail ?? null,
    });
    payment.status = 'success';
    payment.paidAt = now;
    const group = await assignGroup(tx, participant, now);
    // A group opened by this payment plays on the dates the player was shown before paying.
    await scheduleNewGroup(tx, group.id, firstMatchAfter(now));
    markRegistrationPaid(participant, group, now);
    const owner = participant.owner?.id;
    if (!owner) return;
    notify(
      tx,
      owner,
      'payment',
      'Payment successful! Registration completed!',
      `We received ₹${payment.amount.toLocaleString('en-IN')} for your ${participant.game.name} pass.`,
    );
    notify(
      tx,
      owner,
      'registration',
      `${participant.game.name} registration complete`,
      `You play in group ${group.number} of this month's qualifier. Your game credentials are in your registration details.`,
    );
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
    const payment = await tx.findOneOrFail(Payment, paymentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (payment.status === 'success')
      throw new AppError(
        'CONFLICT',
        'This payment is complete and cannot be cancelled here. Please contact support for a refund.',
      );
    if (payment.status !== 'pending' && payment.status !== 'mock-pending')
      return { paymentId, status: payment.status };
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
export async function keepPaymentsOfDeletedAccount(em: EntityManager, userId: string): Promise<void> {
  const waiting = await em.find(
    Payment,
    { owner: userId, status: { $in: ['pending', 'mock-pending'] } },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  for (const payment of waiting) cancelPayment(em, payment, 'The account was deleted.');
  await em.flush();
  await em.nativeUpdate(Payment, { owner: userId }, { owner: null });
}

async function findVisiblePayment(em: EntityManager, caller: Identity, id: string): Promise<Payment> {
  const payment = isUuid(id) ? await em.findOne(Payment, id) : null;
  if (!payment || (payment.owner?.id !== caller.userId && caller.role !== 'admin'))
    throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  return payment;
}

const INVALID_COUPON = 'Invalid coupon code';

export interface Quote {
  price: number;
  discount: number;
  amount: number;
  /** The code as stored (upper case), or null without one. */
  couponCode: string | null;
}

/**
 * What a pass costs with a coupon: the one place a price is worked out, for the payment step's
 * Apply and for initiate. Wrong codes count against the caller (10 per 15 minutes, then 429).
 */
export async function quotePrice(
  em: EntityManager,
  caller: Identity,
  price: number,
  code: string | undefined,
): Promise<Quote> {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return { price, discount: 0, amount: price, couponCode: null };
  return throttledGuess(
    em,
    couponGuessKey(caller.userId),
    async () => {
      const coupon = await em.findOne(Coupon, { code: wanted, active: true });
      if (!coupon || (coupon.validUntil && coupon.validUntil < new Date()))
        throw new AppError('BAD_REQUEST', INVALID_COUPON);
      const amount = Math.round((price * (100 - coupon.percentOff)) / 100);
      return { price, discount: price - amount, amount, couponCode: coupon.code };
    },
    (error) => error instanceof AppError && error.message === INVALID_COUPON,
  );
}

function answer(payment: Payment, gateway: PaymentGateway, redirectUrl: string | null): PaymentAnswer {
  const mockMode = payment.gateway === 'mock';
  return {
    paymentId: payment.id,
    status: payment.status,
    mockMode,
    message: mockMode
      ? 'This is a demo payment: no money is taken. Use Mark as Paid to complete it.'
      : `Continue to ${gateway.name} to pay.`,
    redirectUrl,
    amount: payment.amount,
  };
}
