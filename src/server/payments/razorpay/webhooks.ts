import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import { Payment, PaymentRefund, PaymentWebhookEvent } from '../entities.ts';
import { askOrganisers, tellPaymentFailed } from '../notices.ts';
import { lockPayment, settlePaid, settleRefunds, settleUnpaid } from '../settle.ts';

// Razorpay's webhooks (delivered at least once, possibly out of order, retried for 24 hours).
// Each event is handled in one transaction that also records its event id and the identity of
// its payload (the event, its entity's id and creation time), so a repeat is a no-op, even one
// that a replay of a captured body sends under a new event id.

const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape) });

const webhookSchema = z.object({
  event: z.string().max(60),
  payload: z.object({
    payment: entity({
      id: z.string().max(100),
      created_at: z.number().nullish(),
      order_id: z.string().nullish(),
      amount: z.number(),
      status: z.string(),
      error_description: z.string().nullish(),
    }).optional(),
    order: entity({
      id: z.string().max(100),
      receipt: z.string().nullish(),
      created_at: z.number().nullish(),
    }).optional(),
    refund: entity({
      id: z.string().max(100),
      created_at: z.number().nullish(),
      payment_id: z.string(),
      amount: z.number(),
      status: z.string(),
      notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
    }).optional(),
  }),
});

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

export class WebhookPayloadError extends Error {
  override name = 'WebhookPayloadError';
}

/** Handles one verified webhook body. Throws WebhookPayloadError for a body we cannot read. */
export async function handleRazorpayWebhook(
  em: EntityManager,
  eventId: string,
  body: unknown,
): Promise<WebhookOutcome> {
  const parsed = webhookSchema.safeParse(body);
  if (!parsed.success) throw new WebhookPayloadError('The webhook body is not a Razorpay event.');
  const { event, payload } = parsed.data;
  try {
    return await em.fork().transactional(async (tx) => {
      // First, so a second delivery of this event waits here and then fails on the unique key.
      await tx.insert(PaymentWebhookEvent, {
        eventId,
        event,
        payloadKey: payloadKey(event, payload),
        receivedAt: new Date(),
      });
      const payment = await paymentOf(tx, payload);
      if (!payment) return 'ignored';
      // The payment's lock first: the event's reference to it takes a key-share lock on its row,
      // which would deadlock two events for one payment arriving at once.
      const locked = await lockPayment(tx, payment.id);
      await tx.nativeUpdate(PaymentWebhookEvent, { eventId }, { payment: payment.id });
      const detail = `Razorpay ${event} (${eventId})`;
      switch (event) {
        case 'order.paid':
        case 'payment.captured': {
          const paid = payload.payment?.entity;
          if (!paid || paid.amount < locked.amount * 100) return 'ignored';
          await settlePaid(tx, locked, { source: 'webhook', detail, gatewayPaymentId: paid.id });
          return 'handled';
        }
        case 'payment.failed':
          await settleFailed(tx, locked, detail, payload.payment?.entity.error_description);
          return 'handled';
        case 'refund.processed':
        case 'refund.failed': {
          const refund = payload.refund?.entity;
          if (!refund) return 'ignored';
          await recordGatewayRefund(
            tx,
            locked,
            refund,
            event === 'refund.processed' ? 'processed' : 'failed',
          );
          await settleRefunds(tx, locked, { source: 'webhook', detail });
          return 'handled';
        }
        default:
          return 'ignored';
      }
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return 'duplicate';
    throw error;
  }
}

type Payload = z.infer<typeof webhookSchema>['payload'];

/** The gateway says the payment did not go through: a waiting payment fails and its player is told. */
async function settleFailed(tx: EntityManager, payment: Payment, detail: string, reason?: string | null) {
  const failed = settleUnpaid(tx, payment, 'failed', {
    source: 'webhook',
    detail: reason ? `${detail}: ${reason}` : detail,
  });
  if (failed) await tellPaymentFailed(tx, payment);
}

/**
 * What a payload is about, whatever event id it came with: the event and the entity its name
 * begins with (payment.*, order.*, refund.*), by id and creation time; null for other events.
 */
function payloadKey(event: string, payload: Payload): string | null {
  const kind = event.split('.')[0];
  const entity =
    kind === 'payment'
      ? payload.payment?.entity
      : kind === 'order'
        ? payload.order?.entity
        : kind === 'refund'
          ? payload.refund?.entity
          : undefined;
  return entity ? `${event}|${entity.id}|${entity.created_at ?? ''}` : null;
}

/** Our payment for an event: by Razorpay order (our `gateway_reference`), else by Razorpay payment. */
async function paymentOf(tx: EntityManager, payload: Payload): Promise<Payment | null> {
  const orderId = payload.order?.entity.id ?? payload.payment?.entity.order_id;
  if (orderId) {
    const byOrder = await tx.findOne(Payment, { gateway: 'razorpay', gatewayReference: orderId });
    if (byOrder) return byOrder;
  }
  const paymentId = payload.refund?.entity.payment_id ?? payload.payment?.entity.id;
  return paymentId ? tx.findOne(Payment, { gateway: 'razorpay', gatewayPaymentId: paymentId }) : null;
}

/**
 * A refund's outcome at Razorpay: ours (by its id there, or by our id in its notes when its answer
 * to us was lost), or one made on Razorpay's dashboard, which we record too.
 */
export async function recordGatewayRefund(
  tx: EntityManager,
  payment: Payment,
  refund: { id: string; amount: number; status: string; notes?: unknown },
  status: 'pending' | 'processed' | 'failed',
): Promise<PaymentRefund> {
  const ourId = refundIdInNotes(refund.notes);
  const known =
    (await tx.findOne(PaymentRefund, { gatewayRefundId: refund.id })) ??
    (ourId ? await tx.findOne(PaymentRefund, { id: ourId, payment }) : null);
  if (known) {
    known.gatewayRefundId = refund.id;
    // A refund settles once: a late `pending` never undoes `processed` or `failed`.
    if (known.status === 'requested' || known.status === 'pending') known.status = status;
    if (status === 'failed') known.failureReason ??= 'Razorpay could not process this refund.';
    await tx.flush();
    if (known.status === 'failed') await refundFailed(tx, payment, known);
    return known;
  }
  const created = tx.create(PaymentRefund, {
    payment,
    amount: Math.round(refund.amount / 100),
    reason: 'Refunded on the Razorpay dashboard.',
    status,
    gatewayRefundId: refund.id,
    actorId: null,
  });
  await tx.flush();
  if (status === 'failed') await refundFailed(tx, payment, created);
  return created;
}

const refundFailed = (tx: EntityManager, payment: Payment, refund: PaymentRefund) =>
  askOrganisers(
    tx,
    payment.id,
    `A refund of ₹${refund.amount} failed: ${refund.failureReason ?? 'Razorpay could not process it.'}`,
    `refund:${refund.id}`,
  );

function refundIdInNotes(notes: unknown): string | null {
  if (!notes || typeof notes !== 'object' || Array.isArray(notes)) return null;
  const id = (notes as Record<string, unknown>).refund_id;
  return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}
