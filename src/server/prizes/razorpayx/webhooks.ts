import { createHmac, timingSafeEqual } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { isUuid } from '../../db/columns.ts';
import { Payout, PayoutWebhookEvent } from '../entities.ts';
import { settleFromGateway } from './send.ts';

// RazorpayX's payout webhooks (decision 26): delivered at least once, in any order. Each event is
// stored by its id in the transaction that applies it, so a redelivery is a no-op, and applied by
// the payout's status order (send.ts, settleFromGateway), so a late `processing` never undoes
// `processed`.

/** X-Razorpay-Signature: hex HMAC-SHA256 of the raw body with the webhook secret, compared in constant time. */
export function isValidPayoutWebhookSignature(secret: string, rawBody: string, signature: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex'), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

// Ids and statuses are bounded; RazorpayX's descriptive texts are not (they are cut to fit when stored).
const webhookSchema = z.object({
  event: z.string().max(60),
  payload: z.object({
    payout: z
      .object({
        entity: z.object({
          id: z.string().min(1).max(40),
          status: z.string().max(20),
          utr: z.string().nullish(),
          mode: z.string().nullish(),
          reference_id: z.string().max(40).nullish(),
          failure_reason: z.string().nullish(),
          status_details: z
            .object({
              description: z.string().nullish(),
              source: z.string().nullish(),
              reason: z.string().nullish(),
            })
            .nullish(),
        }),
      })
      .optional(),
  }),
});

export type PayoutWebhookOutcome = 'handled' | 'duplicate' | 'ignored';

export class PayoutWebhookPayloadError extends Error {
  override name = 'PayoutWebhookPayloadError';
}

/** Handles one verified webhook body. Throws PayoutWebhookPayloadError for a body we cannot read. */
export async function handleRazorpayXWebhook(
  em: EntityManager,
  eventId: string,
  body: unknown,
): Promise<PayoutWebhookOutcome> {
  const parsed = webhookSchema.safeParse(body);
  if (!parsed.success) throw new PayoutWebhookPayloadError('The webhook body is not a RazorpayX event.');
  const { event } = parsed.data;
  const remote = parsed.data.payload.payout?.entity;
  try {
    return await em.fork().transactional(async (tx) => {
      // First, so a second delivery of this event waits here and then fails on the primary key.
      await tx.insert(PayoutWebhookEvent, {
        eventId,
        event,
        gatewayPayoutId: remote?.id ?? null,
        payout: null,
        receivedAt: new Date(),
      });
      if (!event.startsWith('payout.') || !remote) return 'ignored';
      const payout = await payoutOf(tx, remote.id, remote.reference_id);
      if (!payout) return 'ignored';
      await tx.nativeUpdate(PayoutWebhookEvent, { eventId }, { payout: payout.id });
      const outcome = await settleFromGateway(tx, payout, {
        id: remote.id,
        status: remote.status as Parameters<typeof settleFromGateway>[2]['status'],
        utr: remote.utr ?? null,
        mode: remote.mode ?? '',
        failure_reason: remote.failure_reason ?? null,
        status_details: remote.status_details ?? null,
      });
      return outcome === 'applied' ? 'handled' : 'ignored';
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return 'duplicate';
    throw error;
  }
}

/**
 * Our payout, locked: by RazorpayX's payout id, else by our id in its `reference_id` (a webhook
 * that arrives before we recorded RazorpayX's answer, or after a crash lost it).
 */
async function payoutOf(tx: EntityManager, gatewayId: string, referenceId: string | null | undefined) {
  const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;
  const byGateway = await tx.findOne(Payout, { gatewayPayoutId: gatewayId }, lock);
  if (byGateway) return byGateway;
  return referenceId && isUuid(referenceId)
    ? tx.findOne(Payout, { id: referenceId, gateway: 'razorpayx' }, lock)
    : null;
}
