import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit, type Actor } from '../audit/service.ts';
import { AppError } from '../errors.ts';
import { Payment, PaymentRefund, type RefundStatus } from './entities.ts';
import type { PaymentGateway } from './gateway.ts';
import { RazorpayError, RazorpayUnreachable } from './razorpay/client.ts';
import { askOrganisers } from './notices.ts';
import { recordGatewayRefund } from './razorpay/webhooks.ts';
import { isPaid, lockPayment, settleRefunds } from './settle.ts';

export interface RefundView {
  id: string;
  paymentId: string;
  amount: number;
  reason: string;
  status: RefundStatus;
  gatewayRefundId: string | null;
  failureReason: string | null;
  createdAt: Date;
}

export const REFUND_RETRY_NOTE =
  'Razorpay did not answer. The refund is recorded and will be sent again automatically.';

/**
 * An admin gives money back (POST /admin/payments/{id}/refund): the whole rest of the payment, or
 * part of it. The refund is recorded and audited first, under the payment's lock, so refunds can
 * never add up to more than was paid; then it goes to Razorpay with its own id as the idempotency
 * key, so sending it again (the reconciliation job does, when Razorpay did not answer) never
 * refunds twice. A mock payment's refund moves no money and is processed at once.
 */
export async function refundPayment(
  em: EntityManager,
  gateway: PaymentGateway,
  actor: Actor,
  input: { paymentId: string; amount?: number | undefined; reason: string },
): Promise<RefundView & { note: string | null }> {
  const refund = await em.transactional(async (tx) => {
    const payment = await lockPayment(tx, input.paymentId);
    if (!isPaid(payment.status) || payment.status === 'refunded')
      throw new AppError('CONFLICT', `Only a paid payment can be refunded; this one is ${payment.status}.`, {
        reason: 'payment.not_refundable',
        params: { status: payment.status },
      });
    const given = await tx.find(PaymentRefund, { payment, status: { $ne: 'failed' } });
    const left = payment.amount - given.reduce((sum, r) => sum + r.amount, 0);
    const amount = input.amount ?? left;
    if (amount < 1 || amount > left)
      throw new AppError(
        'BAD_REQUEST',
        `You can refund between ₹1 and ₹${left.toLocaleString('en-IN')} of this payment.`,
        { reason: 'payment.refund_amount', params: { most: left } },
      );
    const mock = payment.gateway === 'mock';
    const created = tx.create(PaymentRefund, {
      payment,
      amount,
      reason: input.reason,
      status: mock ? 'processed' : 'requested',
      actorId: actor.userId,
    });
    await tx.flush();
    if (mock)
      await settleRefunds(tx, payment, { source: 'admin', actorId: actor.userId, detail: input.reason });
    recordAudit(tx, actor, 'payments.refund', {
      entity: 'PaymentRefund',
      entityId: created.id,
      before: null,
      after: { paymentId: payment.id, amount, reason: input.reason },
    });
    return created;
  });
  if (refund.status !== 'requested') return { ...view(refund), note: null };
  await sendRefund(em, gateway, refund.id);
  const sent = await em.fork().findOneOrFail(PaymentRefund, refund.id);
  if (sent.status === 'failed')
    throw new AppError(
      'CONFLICT',
      `Razorpay refused the refund: ${sent.failureReason ?? 'no reason given'}.`,
      { reason: 'payment.refund_refused' },
    );
  return { ...view(sent), note: sent.status === 'requested' ? REFUND_RETRY_NOTE : null };
}

/**
 * Gives back the rest of a registration's payment in the caller's transaction, under the
 * payment's lock (a pool cancelled at its start, docs/decisions/0025-championship-rules.md): the
 * payment it came from, in full, once. Nothing when it is refunded already or has nothing left.
 * A mock payment's refund is processed at once; a gateway's is `requested` with no actor, which
 * `sendRefund` (after the commit) or the reconciliation job sends.
 */
export async function refundRegistrationInFull(
  tx: EntityManager,
  participantId: string,
  reason: string,
): Promise<{ refundId: string; amount: number; send: boolean } | null> {
  const live = await tx.findOne(Payment, { liveKey: participantId }, { fields: ['id'] });
  if (!live) return null;
  const payment = await lockPayment(tx, live.id);
  if (!isPaid(payment.status) || payment.status === 'refunded') return null;
  const given = await tx.find(PaymentRefund, { payment, status: { $ne: 'failed' } });
  const left = payment.amount - given.reduce((sum, r) => sum + r.amount, 0);
  if (left < 1) return null;
  const mock = payment.gateway === 'mock';
  const refund = tx.create(PaymentRefund, {
    payment,
    amount: left,
    reason,
    status: mock ? 'processed' : 'requested',
    actorId: null,
  });
  await tx.flush();
  if (mock) await settleRefunds(tx, payment, { source: 'registration', detail: reason });
  return { refundId: refund.id, amount: left, send: !mock };
}

/**
 * Sends a `requested` refund to Razorpay (again). Razorpay's answer is recorded; a refusal marks
 * it failed; no answer leaves it `requested` for the next try, with the same idempotency key.
 */
export async function sendRefund(
  em: EntityManager,
  gateway: PaymentGateway,
  refundId: string,
): Promise<void> {
  const refund = await em.fork().findOneOrFail(PaymentRefund, refundId, { populate: ['payment'] });
  if (refund.status !== 'requested' || gateway.name !== 'razorpay') return;
  const payment = refund.payment;
  try {
    const gatewayPaymentId =
      payment.gatewayPaymentId ?? (await capturedPaymentOf(gateway, payment.gatewayReference ?? null));
    if (!gatewayPaymentId)
      throw new RazorpayError(400, 'BAD_REQUEST_ERROR', 'No captured payment on this order.');
    const answer = await gateway.client.refund(
      gatewayPaymentId,
      { amount: refund.amount * 100, notes: { refund_id: refund.id, reason: refund.reason.slice(0, 250) } },
      refund.id,
    );
    await em.fork().transactional(async (tx) => {
      const locked = await lockPayment(tx, payment.id);
      locked.gatewayPaymentId ??= gatewayPaymentId;
      await recordGatewayRefund(tx, locked, answer, answer.status);
      await settleRefunds(tx, locked, { source: 'admin', actorId: refund.actorId, detail: refund.reason });
    });
  } catch (error) {
    if (error instanceof RazorpayUnreachable || (error instanceof RazorpayError && error.retryable)) return;
    if (!(error instanceof RazorpayError)) throw error;
    await em.fork().transactional(async (tx) => {
      const marked = await tx.nativeUpdate(
        PaymentRefund,
        { id: refund.id, status: 'requested' },
        { status: 'failed', failureReason: error.message },
      );
      if (marked)
        await askOrganisers(
          tx,
          payment.id,
          `A refund of ₹${refund.amount} was refused: ${error.message}`,
          `refund:${refund.id}`,
        );
    });
  }
}

async function capturedPaymentOf(
  gateway: Extract<PaymentGateway, { name: 'razorpay' }>,
  orderId: string | null,
): Promise<string | null> {
  if (!orderId) return null;
  const payments = await gateway.client.orderPayments(orderId);
  return payments.find((p) => p.status === 'captured' || p.status === 'refunded')?.id ?? null;
}

export function view(refund: PaymentRefund): RefundView {
  return {
    id: refund.id,
    paymentId: refund.payment.id,
    amount: refund.amount,
    reason: refund.reason,
    status: refund.status,
    gatewayRefundId: refund.gatewayRefundId ?? null,
    failureReason: refund.failureReason ?? null,
    createdAt: refund.createdAt,
  };
}
