import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminUserDetail } from '../../shared/admin-users.ts';
import { Payment, PaymentRefund } from './entities.ts';

/** An account's payments with what was refunded of each, newest first, at most `limit` with the total. */
export async function paymentsOfOwner(
  em: EntityManager,
  ownerId: string,
  limit: number,
): Promise<AdminUserDetail['payments']> {
  const [found, total] = await em.findAndCount(
    Payment,
    { owner: ownerId },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit },
  );
  const refunds = found.length
    ? await em.find(PaymentRefund, { payment: { $in: found.map((p) => p.id) }, status: 'processed' })
    : [];
  const refunded = (paymentId: string) =>
    refunds.filter((r) => r.payment.id === paymentId).reduce((sum, r) => sum + r.amount, 0);
  return {
    total,
    items: found.map((p) => ({
      id: p.id,
      participantId: p.participant?.id ?? null,
      amount: p.amount,
      refunded: refunded(p.id),
      currency: p.currency,
      gateway: p.gateway,
      status: p.status,
      couponCode: p.couponCode ?? null,
      createdAt: p.createdAt,
      paidAt: p.paidAt ?? null,
    })),
  };
}
