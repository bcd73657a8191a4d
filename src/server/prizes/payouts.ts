import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Actor } from '../audit/service.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { isUuid } from '../db/columns.ts';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { storedSettings } from '../settings/service.ts';
import { payoutDeadlineDaysNow } from './deadline.ts';
import { taxOf, tdsRateNow } from './claims.ts';
import { Payout, PoolClose, PrizeAward } from './entities.ts';
import { payoutDetailsOf, sealedDeductee } from './payout-details.ts';
import {
  applyFailed,
  applyPaid,
  auditPayout,
  lockedPayout,
  payoutView,
  viewOf,
  type PayoutView,
} from './payout-states.ts';
import { sendToGateway } from './razorpayx/send.ts';

export { payoutView, type PayoutView };

// Paying a claimed prize (docs/decisions/0026-prize-payouts.md, "Payout"): one organiser
// approves (the maker), a second releases (the checker, unless PAYOUT_SINGLE_APPROVER is TRUE),
// and then RazorpayX pays it (razorpayx/), or, without RazorpayX, an organiser enters the bank's
// UTR once the money has gone, or marks the payout failed,
// which sends the award back to `claimed`. Each step holds the rows it changes, so a double click
// or two organisers at once change them once, and a repeat answers what the first did.

/** The bank's reference of a transfer (UTR): 12 to 22 letters and digits. */
export const utrRule = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{12,22}$/, 'A UTR is 12 to 22 letters and digits, as on the bank statement.')
  .transform((utr) => utr.toUpperCase());

/**
 * POST /admin/payouts/approve: a payout per claimed award, in one transaction; repeats answer the
 * same. The TDS is recomputed now, when the payout is made (Rule 133 taxes a withdrawal with the
 * year's withdrawals before it, including those approved earlier in this batch), and the award
 * keeps the figures its payout holds.
 */
export async function approvePayouts(
  em: EntityManager,
  services: AppServices,
  actor: Actor,
  awardIds: string[],
): Promise<PayoutView[]> {
  const ids = [...new Set(awardIds)];
  for (const id of ids)
    if (!isUuid(id))
      throw new AppError('NOT_FOUND', `There is no prize ${id}.`, { reason: 'payout.not_found' });
  const rate = await tdsRateNow(em, services);
  return em.transactional(async (tx) => {
    // In one order, so two approvals of overlapping batches wait for each other, never deadlock.
    const awards = await tx.find(
      PrizeAward,
      { id: { $in: ids } },
      { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['participant'] },
    );
    const missing = ids.find((id) => !awards.some((a) => a.id === id));
    if (missing)
      throw new AppError('NOT_FOUND', `There is no prize ${missing}.`, { reason: 'payout.not_found' });
    const open = await tx.find(Payout, { openAward: { $in: ids } });
    const result = new Map<string, Payout>();
    for (const award of awards) {
      const existing = open.find((p) => p.openAward === award.id);
      result.set(award.id, existing ?? (await approveOne(tx, services, rate, actor, award)));
    }
    return ids.map((id) => viewOf(result.get(id)!));
  });
}

async function approveOne(
  tx: EntityManager,
  services: AppServices,
  ratePercent: number,
  actor: Actor,
  award: PrizeAward,
): Promise<Payout> {
  if (award.status !== 'claimed')
    throw new AppError(
      'CONFLICT',
      `Prize ${award.id} is ${award.status}, not claimed: only a claimed prize is paid out.`,
      { reason: 'payout.not_claimed' },
    );
  const now = new Date();
  const owner = award.participant.owner?.id;
  if (owner) {
    const { breakdown } = await taxOf(tx, ratePercent, owner, award.amountPaise, now, award.id);
    award.tdsPaise = breakdown.tdsPaise;
    award.netWinningsPaise = breakdown.netWinningsPaise;
  }
  const tds = award.tdsPaise ?? 0;
  const payout = tx.create(Payout, {
    award,
    openAward: award.id,
    grossPaise: award.amountPaise,
    tdsPaise: tds,
    amountPaise: award.amountPaise - tds,
    status: 'approved',
    mode: 'manual',
    approvedBy: actor.userId,
    approvedAt: now,
    // Form 26Q reports the PAN the TDS is deducted under: kept as it is now (decision 26, "Tax").
    deducteeSealed: owner ? await sealedDeductee(tx, services, owner) : null,
  });
  auditPayout(tx, actor, 'payout.approve', payout, null);
  // Written now, so the next award of the batch counts this one as withdrawn.
  await tx.flush();
  return payout;
}

const wrongStatus = (payout: Payout, wanted: string) =>
  new AppError('CONFLICT', `This payout is ${payout.status}; ${wanted}`, { reason: 'payout.wrong_status' });

async function singleApproverAllowed(em: EntityManager, services: AppServices): Promise<boolean> {
  const settings = await storedSettings(em, services.secretBox(SEAL_PURPOSE.settings), [
    'PAYOUT_SINGLE_APPROVER',
  ]);
  return settings.PAYOUT_SINGLE_APPROVER?.toUpperCase() === 'TRUE';
}

/**
 * POST /admin/payouts/{id}/release: the checker's step; releasing again answers the same. With
 * RazorpayX configured the release is recorded first (the payout's id is its idempotency key),
 * then RazorpayX is asked to pay, and its answer is recorded in a second transaction: a repeat
 * release, or the reconciliation job after a crash between the two, asks again with the same key
 * and gets the same payout back, never a second one.
 */
export async function releasePayout(
  em: EntityManager,
  services: AppServices,
  actor: Actor,
  id: string,
): Promise<PayoutView> {
  const single = await singleApproverAllowed(em, services);
  const gateway = await services.payoutGateway(em);
  const released = await em.transactional(async (tx) => {
    const payout = await lockedPayout(tx, id);
    if (payout.status === 'released' || payout.status === 'processing' || payout.status === 'paid')
      return viewOf(payout);
    if (payout.status !== 'approved') throw wrongStatus(payout, 'only an approved payout is released.');
    if (payout.approvedBy === actor.userId && !single)
      throw new AppError(
        'FORBIDDEN',
        'You approved this payout, so another organiser releases it (maker-checker; the setting PAYOUT_SINGLE_APPROVER allows one person).',
        { reason: 'payout.same_approver' },
      );
    const before = { status: payout.status };
    payout.status = 'released';
    payout.releasedBy = actor.userId;
    payout.releasedAt = new Date();
    if (gateway) payout.gateway = 'razorpayx';
    auditPayout(tx, actor, 'payout.release', payout, before);
    await tx.flush();
    return viewOf(payout);
  });
  if (released.gateway !== 'razorpayx' || released.status !== 'released' || released.gatewayPayoutId)
    return released;
  if (!gateway)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'This payout goes through RazorpayX, which is not configured now: restore its settings, then release it again.',
      { reason: 'payout.gateway_unavailable' },
    );
  return sendToGateway(em, services, gateway, id);
}

const byGateway = () =>
  new AppError(
    'CONFLICT',
    'This payout goes through RazorpayX: it is paid, failed or reversed by what RazorpayX reports, not by hand.',
    { reason: 'payout.gateway_managed' },
  );

/** POST /admin/payouts/{id}/paid: the bank's UTR on a released payout paid by hand; the award is paid. */
export async function markPayoutPaid(
  em: EntityManager,
  actor: Actor,
  id: string,
  utr: string,
): Promise<PayoutView> {
  return em.transactional(async (tx) => {
    const payout = await lockedPayout(tx, id);
    if (payout.gateway) throw byGateway();
    if (payout.status === 'paid') {
      if (payout.utr === utr) return viewOf(payout);
      throw new AppError('CONFLICT', `This payout was paid with UTR ${payout.utr}; it cannot take another.`, {
        reason: 'payout.other_utr',
      });
    }
    if (payout.status !== 'released') throw wrongStatus(payout, 'only a released payout is marked as paid.');
    await applyPaid(tx, payout, actor, utr);
    return viewOf(payout);
  });
}

/** POST /admin/payouts/{id}/failed: the transfer did not go; the award is claimed again, with the reason. */
export async function markPayoutFailed(
  em: EntityManager,
  actor: Actor,
  id: string,
  reason: string,
): Promise<PayoutView> {
  return em.transactional(async (tx) => {
    const payout = await lockedPayout(tx, id);
    if (payout.status === 'failed') return viewOf(payout);
    if (payout.gateway) throw byGateway();
    if (payout.status === 'paid') throw wrongStatus(payout, 'a paid payout cannot fail.');
    await applyFailed(tx, payout, actor, reason);
    return viewOf(payout);
  });
}

export const payoutListItem = payoutView.extend({
  /** Who it pays: the winner's name, or e-mail, or that the account was deleted. */
  player: z.string(),
});
export type PayoutListItem = z.infer<typeof payoutListItem>;

/** The winner's name as the console shows it (the claims to pay name them alike). */
function playerName(
  owner: { firstName?: string | null; lastName?: string | null; email?: string | null } | null,
) {
  const name = [owner?.firstName, owner?.lastName].filter(Boolean).join(' ');
  return name || owner?.email || 'Deleted account';
}

/** GET /admin/payouts: the payouts, newest first, each with whom it pays (the console's list). */
export async function listPayouts(em: EntityManager): Promise<PayoutListItem[]> {
  const rows = await em.find(
    Payout,
    {},
    { orderBy: { createdAt: 'desc' }, limit: 500, populate: ['award.participant.owner'] },
  );
  return rows.map((p) => ({ ...viewOf(p), player: playerName(p.award.participant.owner ?? null) }));
}

export const claimToPay = z.object({
  awardId: z.string(),
  player: z.string(),
  pan: z.string().nullable(),
  destination: z.string().nullable(),
  grossPaise: z.number(),
  tdsPaise: z.number(),
  netPaise: z.number(),
  claimedAt: z.date().nullable(),
  /** The pool's close + PAYOUT_DEADLINE_DAYS; null when the pool has no close on record. */
  payBy: z.date().nullable(),
  /** Whole days left to `payBy` (negative when past it). */
  daysLeft: z.number().nullable(),
});
export type ClaimToPay = z.infer<typeof claimToPay>;

const DAY_MS = 24 * 60 * 60 * 1000;

function deadline(closedAt: Date | undefined, days: number, now: number) {
  if (!closedAt) return { payBy: null, daysLeft: null };
  const payBy = new Date(closedAt.getTime() + days * DAY_MS);
  return { payBy, daysLeft: Math.ceil((payBy.getTime() - now) / DAY_MS) };
}

/** GET /admin/payouts/claims: claimed prizes in no live payout, oldest claim first, PAN and destination masked. */
export async function claimsToPay(em: EntityManager, services: AppServices): Promise<ClaimToPay[]> {
  const awards = await em.find(
    PrizeAward,
    { status: 'claimed' },
    { populate: ['participant.owner'], orderBy: { claimedAt: 'asc' }, limit: 500 },
  );
  const open = new Set(
    (await em.find(Payout, { openAward: { $in: awards.map((a) => a.id) } }, { fields: ['openAward'] })).map(
      (p) => p.openAward,
    ),
  );
  const days = await payoutDeadlineDaysNow(em, services.secretBox(SEAL_PURPOSE.settings));
  const closes = await em.find(PoolClose, { group: { $in: awards.map((a) => a.group.id) } });
  const closedAt = new Map(closes.map((c) => [c.group.id, c.closedAt]));
  const now = Date.now();
  const rows: ClaimToPay[] = [];
  for (const award of awards.filter((a) => !open.has(a.id))) {
    const owner = award.participant.owner;
    const details = owner ? await payoutDetailsOf(em, services, owner.id) : null;
    const tds = award.tdsPaise ?? 0;
    rows.push({
      awardId: award.id,
      player: playerName(owner ?? null),
      pan: details?.pan ?? null,
      destination: details ? `${details.method === 'upi' ? 'UPI' : 'Bank'} ${details.destination}` : null,
      grossPaise: award.amountPaise,
      tdsPaise: tds,
      netPaise: award.amountPaise - tds,
      claimedAt: award.claimedAt ?? null,
      ...deadline(closedAt.get(award.group.id), days, now),
    });
  }
  // Past the deadline first, then the nearest (decision 26); no deadline last.
  return rows.sort((a, b) => (a.daysLeft ?? Infinity) - (b.daysLeft ?? Infinity));
}
