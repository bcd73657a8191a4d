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

/**
 * The entry fees an account paid in a period, net of what was refunded in it, in paise: what the
 * TDS on its prizes deducts from its winnings (docs/decisions/0026-prize-payouts.md, B).
 */
export async function entryFeesOfOwner(
  em: EntityManager,
  ownerId: string,
  period: { start: Date; end: Date },
): Promise<number> {
  const inPeriod = { $gte: period.start, $lt: period.end };
  const paid = await em.find(Payment, { owner: ownerId, paidAt: inPeriod }, { fields: ['amount'] });
  const refunds = await em.find(
    PaymentRefund,
    { payment: { owner: ownerId }, status: 'processed', updatedAt: inPeriod },
    { fields: ['amount'] },
  );
  const rupees = paid.reduce((sum, p) => sum + p.amount, 0) - refunds.reduce((sum, r) => sum + r.amount, 0);
  return Math.max(0, rupees) * 100;
}
