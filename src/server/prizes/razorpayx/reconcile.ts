import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../services.ts';
import { Payout } from '../entities.ts';
import { recordGatewayAnswer, sendToGateway } from './send.ts';

/** A RazorpayX payout released this long ago and still not settled is asked about (decision 26). */
export const RECONCILE_PAYOUTS_AFTER_MINUTES = 60;
const BATCH = 100;

export interface PayoutReconcileResult {
  asked: number;
  settled: number;
  errors: number;
}

/**
 * The payouts reconciliation job: RazorpayX payouts released or processing for more than an hour
 * (a webhook that never came, a crash between RazorpayX's answer and our write) are asked about:
 * by RazorpayX's payout id when we have it, else by sending the payout again with the same
 * idempotency key, which answers the payout made the first time. One payout's trouble never stops
 * the others.
 */
export async function reconcilePayouts(
  em: EntityManager,
  services: AppServices,
  log: { warn(obj: object, msg: string): void },
  now = new Date(),
): Promise<PayoutReconcileResult> {
  const result: PayoutReconcileResult = { asked: 0, settled: 0, errors: 0 };
  const gateway = await services.payoutGateway(em);
  if (!gateway) return result;
  const cutoff = new Date(now.getTime() - RECONCILE_PAYOUTS_AFTER_MINUTES * 60_000);
  const stale = await em
    .fork()
    .find(
      Payout,
      { gateway: 'razorpayx', status: { $in: ['released', 'processing'] }, releasedAt: { $lt: cutoff } },
      { orderBy: { releasedAt: 'asc' }, limit: BATCH },
    );
  for (const payout of stale) {
    result.asked += 1;
    try {
      const view = payout.gatewayPayoutId
        ? await recordGatewayAnswer(em, payout.id, await gateway.client.payout(payout.gatewayPayoutId))
        : await sendToGateway(em, services, gateway, payout.id);
      if (view.status !== payout.status) result.settled += 1;
    } catch (error) {
      result.errors += 1;
      log.warn({ err: error, payoutId: payout.id }, 'payout reconciliation failed');
    }
  }
  return result;
}
