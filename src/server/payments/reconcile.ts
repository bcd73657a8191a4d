import type { EntityManager } from '@mikro-orm/postgresql';
import { Payment, PaymentRefund } from './entities.ts';
import type { PaymentGateway } from './gateway.ts';
import type { RazorpayPayment } from './razorpay/client.ts';
import { recordGatewayRefund } from './razorpay/webhooks.ts';
import { askOrganisers, tellPaymentFailed } from './notices.ts';
import { sendRefund } from './refunds.ts';
import { lockPayment, settlePaid, settleRefunds, settleUnpaid } from './settle.ts';

/** A Razorpay payment still pending after this long is asked about (Razorpay times out by 15). */
export const RECONCILE_AFTER_MINUTES = 15;
/** A refund Razorpay did not answer is sent again after this long. */
const RESEND_REFUND_AFTER_MS = 60_000;
const BATCH = 100;

export interface ReconcileResult {
  paid: number;
  expired: number;
  refundsSent: number;
  refundsUpdated: number;
  errors: number;
}

/**
 * The reconciliation job (every minute, on the job queue): for Razorpay payments still pending
 * after 15 minutes it asks Razorpay about their order and settles them (paid, capturing an
 * authorized payment first) or expires them, freeing the registration. Refunds Razorpay did not
 * answer are sent again with the same idempotency key, and refunds still pending there are
 * looked up. One payment's trouble never stops the others.
 */
export async function reconcilePayments(
  em: EntityManager,
  gateway: PaymentGateway,
  log: { warn(obj: object, msg: string): void },
  now = new Date(),
): Promise<ReconcileResult> {
  const result: ReconcileResult = { paid: 0, expired: 0, refundsSent: 0, refundsUpdated: 0, errors: 0 };
  if (gateway.name !== 'razorpay') return result;
  const cutoff = new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000);
  const stale = await em
    .fork()
    .find(
      Payment,
      { gateway: 'razorpay', status: 'pending', createdAt: { $lt: cutoff } },
      { orderBy: { createdAt: 'asc' }, limit: BATCH, fields: ['id', 'amount', 'gatewayReference'] },
    );
  for (const payment of stale) {
    let paid: RazorpayPayment | null = null;
    try {
      paid = payment.gatewayReference
        ? await capturedPayment(gateway, payment.gatewayReference, payment.amount)
        : null;
      await em.fork().transactional(async (tx) => {
        const locked = await lockPayment(tx, payment.id);
        if (paid) {
          await settlePaid(tx, locked, {
            source: 'reconcile',
            detail: `Razorpay payment ${paid.id}, found by the reconciliation job`,
            gatewayPaymentId: paid.id,
          });
          result.paid += 1;
        } else if (
          settleUnpaid(tx, locked, 'expired', {
            source: 'reconcile',
            detail: `No payment reached Razorpay within ${RECONCILE_AFTER_MINUTES} minutes.`,
          })
        ) {
          await tellPaymentFailed(tx, locked);
          result.expired += 1;
        }
      });
    } catch (error) {
      result.errors += 1;
      log.warn({ err: error, paymentId: payment.id }, 'reconciling a payment failed; it is tried again');
      // Money taken that we could not settle needs a person; asked once a day while it lasts.
      const captured = paid;
      if (captured)
        await em
          .fork()
          .transactional((tx) =>
            askOrganisers(
              tx,
              payment.id,
              `Razorpay captured payment ${captured.id}, but it could not be settled: ${error instanceof Error ? error.message : String(error)}`,
              `unsettled:${payment.id}:${now.toISOString().slice(0, 10)}`,
            ),
          );
    }
  }

  const unsent = await em
    .fork()
    .find(
      PaymentRefund,
      { status: 'requested', createdAt: { $lt: new Date(now.getTime() - RESEND_REFUND_AFTER_MS) } },
      { limit: BATCH },
    );
  // A refund the payment settled itself (money for a closed registration) is sent at once.
  const orphans = await em
    .fork()
    .find(PaymentRefund, { status: 'requested', actorId: null }, { limit: BATCH });
  for (const refund of new Map([...unsent, ...orphans].map((r) => [r.id, r])).values()) {
    try {
      await sendRefund(em, gateway, refund.id);
      result.refundsSent += 1;
    } catch (error) {
      result.errors += 1;
      log.warn({ err: error, refundId: refund.id }, 'sending a refund failed; it is tried again');
    }
  }

  const waiting = await em
    .fork()
    .find(
      PaymentRefund,
      { status: 'pending', gatewayRefundId: { $ne: null }, updatedAt: { $lt: cutoff } },
      { limit: BATCH, populate: ['payment'] },
    );
  for (const refund of waiting) {
    try {
      const answer = await gateway.client.refundOf(refund.gatewayRefundId!);
      if (answer.status === 'pending') continue;
      await em.fork().transactional(async (tx) => {
        const locked = await lockPayment(tx, refund.payment.id);
        await recordGatewayRefund(tx, locked, answer, answer.status);
        await settleRefunds(tx, locked, { source: 'reconcile', detail: `Razorpay refund ${answer.id}` });
      });
      result.refundsUpdated += 1;
    } catch (error) {
      result.errors += 1;
      log.warn({ err: error, refundId: refund.id }, 'checking a refund failed; it is tried again');
    }
  }
  return result;
}

/** The order's payment that took the money, capturing it first if it is only authorized. */
async function capturedPayment(
  gateway: Extract<PaymentGateway, { name: 'razorpay' }>,
  orderId: string,
  rupees: number,
): Promise<RazorpayPayment | null> {
  const payments = await gateway.client.orderPayments(orderId);
  const captured = payments.find((p) => p.status === 'captured' || p.status === 'refunded');
  if (captured) return captured;
  const authorized = payments.find((p) => p.status === 'authorized');
  return authorized ? gateway.client.capture(authorized.id, rupees * 100) : null;
}
