import type { EntityManager } from '@mikro-orm/postgresql';
import { CLIENT_PATHS } from '../../shared/client-routes.ts';
import { formatRupees } from '../../shared/money.ts';
import { emit } from '../notifications/service.ts';
import { organiserIds } from '../users/index.ts';
import type { Payment, PaymentRefund } from './entities.ts';

// What a payment's changes tell its player and, when money needs a person, the organisers
// (issue 28). Each in the caller's transaction, keyed so a repeated webhook or job run tells once.

/** The game a payment's registration is for ('' once the registration is gone). */
async function gameOf(tx: EntityManager, payment: Payment): Promise<string> {
  if (!payment.participant) return '';
  await tx.populate(payment, ['participant.game']);
  return payment.participant.game.name;
}

/** The gateway said no (or no payment ever reached it): nothing was taken, the player may try again. */
export async function tellPaymentFailed(tx: EntityManager, payment: Payment): Promise<void> {
  if (!payment.owner) return;
  await emit(tx, {
    type: 'payment.failed',
    key: `payment.failed:${payment.id}`,
    userIds: [payment.owner.id],
    params: { why: 'failed', amount: formatRupees(payment.amount), game: await gameOf(tx, payment) },
    path: CLIENT_PATHS.dashboard,
  });
}

/** Each processed refund, once, to the player who paid. */
export async function tellRefunded(
  tx: EntityManager,
  payment: Payment,
  refunds: PaymentRefund[],
): Promise<void> {
  if (!payment.owner) return;
  for (const refund of refunds)
    await emit(tx, {
      type: 'payment.refunded',
      key: `payment.refunded:${refund.id}`,
      userIds: [payment.owner.id],
      params: { amount: formatRupees(refund.amount), paymentId: payment.id },
      path: CLIENT_PATHS.dashboard,
    });
}

/**
 * A payment the machines could not finish (a refund the gateway refused, a captured payment the
 * reconciliation could not settle): every organiser is asked to look, once per `key`.
 */
export async function askOrganisers(
  tx: EntityManager,
  paymentId: string,
  problem: string,
  key: string,
): Promise<void> {
  await emit(tx, {
    type: 'organiser.payment-attention',
    key: `organiser.payment-attention:${key}`,
    userIds: await organiserIds(tx),
    params: { payment: paymentId, problem: problem.slice(0, 300) },
    path: `/admin?section=payments`,
  });
}
