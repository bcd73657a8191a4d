import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CLAIM_MESSAGES, type ClaimFigures, type ClaimPreview } from '../../shared/payouts.ts';
import { financialYearOf, tdsOnPayout, tdsRatePercent, type TdsBreakdown } from '../../shared/tds.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { isUuid } from '../db/columns.ts';
import { AppError } from '../errors.ts';
import { entryFeesOfOwner } from '../payments/index.ts';
import type { AppServices } from '../services.ts';
import { storedSettings } from '../settings/service.ts';
import { PrizeAward } from './entities.ts';
import { payoutDetailsOf } from './payout-details.ts';

// Claiming a prize (docs/decisions/0026-prize-payouts.md): the award's winner, the registration's
// owner (a squad's captain), asks for it to be paid to their payout details; the claim records the
// TDS as computed then, and the payout recomputes it when it pays.

/** The caller's own award, or a refusal that does not say whether someone else's exists. */
async function ownAward(
  em: EntityManager,
  ownerId: string,
  awardId: string,
  lock = false,
): Promise<PrizeAward> {
  const award = isUuid(awardId)
    ? await em.findOne(
        PrizeAward,
        { id: awardId, participant: { owner: ownerId } },
        lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
      )
    : null;
  if (!award) throw new AppError('NOT_FOUND', CLAIM_MESSAGES.notFound, { reason: 'prize.not_found' });
  if (award.status === 'voided')
    throw new AppError('CONFLICT', CLAIM_MESSAGES.voided, { reason: 'prize.voided' });
  return award;
}

/**
 * The settings the tax needs. Read before a transaction, never inside one: a cache miss reads on a
 * connection of its own, which waits for the transaction's own when the pool has one (PGlite).
 */
const taxSettings = (em: EntityManager, services: AppServices) =>
  storedSettings(em, services.secretBox(SEAL_PURPOSE.settings), ['TDS_RATE_PERCENT']);

/** Rule 133's terms for a payout to `ownerId` now: the year's prizes paid, fees and taxed winnings. */
async function taxOf(
  em: EntityManager,
  settings: { TDS_RATE_PERCENT?: string },
  ownerId: string,
  grossPaise: number,
  now: Date,
) {
  const year = financialYearOf(now);
  const paid = await em.find(
    PrizeAward,
    { participant: { owner: ownerId }, status: 'paid', paidAt: { $gte: year.start, $lt: year.end } },
    { fields: ['amountPaise', 'netWinningsPaise'] },
  );
  const terms = {
    financialYear: year.label,
    ratePercent: tdsRatePercent(settings.TDS_RATE_PERCENT),
    earlierPrizesPaise: paid.reduce((sum, a) => sum + a.amountPaise, 0),
    entryFeesPaise: await entryFeesOfOwner(em, ownerId, year),
    alreadyTaxedPaise: paid.reduce((sum, a) => sum + (a.netWinningsPaise ?? 0), 0),
  };
  const breakdown: TdsBreakdown = tdsOnPayout({ ...terms, grossPaise });
  return { terms: { ...terms, netWinningsPaise: breakdown.netWinningsPaise }, breakdown };
}

const recorded = (award: PrizeAward): ClaimFigures => ({
  awardId: award.id,
  status: award.status === 'paid' ? 'paid' : 'claimed',
  grossPaise: award.amountPaise,
  tdsPaise: award.tdsPaise ?? 0,
  netPaise: award.amountPaise - (award.tdsPaise ?? 0),
  claimedAt: award.claimedAt ?? null,
});

/** GET /api/prizes/{awardId}/claim: what claiming would pay, or what the claim recorded. */
export async function claimPreview(
  em: EntityManager,
  services: AppServices,
  ownerId: string,
  awardId: string,
): Promise<ClaimPreview> {
  const award = await ownAward(em, ownerId, awardId);
  const payoutDetails = await payoutDetailsOf(em, services, ownerId);
  if (award.status !== 'awarded') return { ...recorded(award), tax: null, payoutDetails };
  const { terms, breakdown } = await taxOf(
    em,
    await taxSettings(em, services),
    ownerId,
    award.amountPaise,
    new Date(),
  );
  return {
    awardId: award.id,
    status: 'awarded',
    grossPaise: breakdown.grossPaise,
    tdsPaise: breakdown.tdsPaise,
    netPaise: breakdown.netPaise,
    claimedAt: null,
    tax: terms,
    payoutDetails,
  };
}

/**
 * POST /api/prizes/{awardId}/claim: awarded → claimed, with its TDS and an audit entry, in one
 * transaction holding the award's row. Claiming a claimed (or paid) award answers that claim.
 */
export async function claimPrize(
  em: EntityManager,
  services: AppServices,
  actor: Actor,
  awardId: string,
): Promise<ClaimFigures> {
  const settings = await taxSettings(em, services);
  return em.transactional(async (tx) => {
    const award = await ownAward(tx, actor.userId, awardId, true);
    if (award.status !== 'awarded') return recorded(award);
    if (!(await payoutDetailsOf(tx, services, actor.userId)))
      throw new AppError('CONFLICT', CLAIM_MESSAGES.detailsMissing, {
        reason: 'prize.payout_details_missing',
      });
    const now = new Date();
    const { breakdown } = await taxOf(tx, settings, actor.userId, award.amountPaise, now);
    const before = { status: award.status };
    award.status = 'claimed';
    award.claimedAt = now;
    award.tdsPaise = breakdown.tdsPaise;
    award.netWinningsPaise = breakdown.netWinningsPaise;
    const figures = recorded(award);
    recordAudit(tx, actor, 'prize.claim', {
      entity: 'prize_award',
      entityId: award.id,
      before,
      after: figures,
    });
    await tx.flush();
    return figures;
  });
}
