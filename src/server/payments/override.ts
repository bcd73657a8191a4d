import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit, type Actor } from '../audit/service.ts';
import { AppError } from '../errors.ts';
import { OVERRIDES, type OverrideStatus } from '../../shared/payment-statuses.ts';
import type { PaymentStatus } from './entities.ts';
import { lockPayment, settlePaid, settleUnpaid } from './settle.ts';

/**
 * POST /admin/payments/override: an admin settles a payment by hand, with a reason, e.g. money
 * seen in the bank that no webhook reported, or a payment the player abandoned. Impossible
 * transitions are refused; refunds go through the refund call, which asks the gateway. Audited.
 */
export async function overridePayment(
  em: EntityManager,
  actor: Actor,
  input: { paymentId: string; status: OverrideStatus; reason: string },
): Promise<{ paymentId: string; status: PaymentStatus }> {
  return em.transactional(async (tx) => {
    const payment = await lockPayment(tx, input.paymentId);
    const from = payment.status;
    const allowed: readonly PaymentStatus[] = OVERRIDES[input.status];
    if (!allowed.includes(from))
      throw new AppError(
        'CONFLICT',
        from === input.status
          ? `This payment is already ${from}.`
          : `A ${from} payment cannot be set to ${input.status}.${from === 'success' ? ' Refund it instead.' : ''}`,
        { reason: 'payment.override_refused', params: { from, to: input.status } },
      );
    const change = { source: 'admin' as const, actorId: actor.userId, detail: input.reason };
    if (input.status === 'success')
      await settlePaid(tx, payment, { ...change, ifRegistrationClosed: 'refuse' });
    else settleUnpaid(tx, payment, input.status, change);
    recordAudit(tx, actor, 'payments.override', {
      entity: 'Payment',
      entityId: payment.id,
      before: { status: from },
      after: { status: payment.status, reason: input.reason },
    });
    return { paymentId: payment.id, status: payment.status };
  });
}
