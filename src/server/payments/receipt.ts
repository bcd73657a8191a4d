import type { EntityManager } from '@mikro-orm/postgresql';
import { passNameOf } from '../../shared/passes.ts';
import type { Receipt } from '../../shared/receipt.ts';
import type { Identity } from '../auth/index.ts';
import { AppError } from '../errors.ts';
import { documentLinksOfPayment } from '../invoices/service.ts';
import { listMatches } from '../matches/service.ts';
import { findVisibleParticipant } from '../registration/service.ts';
import { Payment } from './entities.ts';

/** The receipt of a paid registration, for its owner (or an admin). */
export async function receiptOf(
  em: EntityManager,
  caller: Identity,
  participantId: string,
): Promise<Receipt> {
  const participant = await findVisibleParticipant(em, caller, participantId);
  const payment = await em.findOne(Payment, { participant, status: 'success' });
  if (participant.status !== 'paid' || !payment || !participant.paidAt)
    throw new AppError('CONFLICT', 'This registration is not paid yet, so it has no receipt.', {
      reason: 'receipt.not_paid',
    });
  await em.populate(participant, ['group']);
  const matches = (await listMatches(em, { participantId: participant.id }))
    .filter((match) => match.status !== 'cancelled')
    .map(({ number, scheduledAt }) => ({ number, scheduledAt }));
  const documents = await documentLinksOfPayment(em, payment.id);
  return {
    participantId: participant.id,
    gameName: participant.game.name,
    playFormat: participant.playFormat,
    passName: passNameOf(participant.playFormat, participant.priceCategory),
    amount: payment.amount,
    couponCode: payment.couponCode ?? null,
    paymentId: payment.id,
    gatewayReference: payment.gatewayReference ?? null,
    paidAt: payment.paidAt ?? participant.paidAt,
    groupNumber: participant.group!.number,
    matches,
    ...documents,
  };
}
