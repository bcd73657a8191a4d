import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { recordAudit, type Actor } from '../audit/service.ts';
import { bookPayoutSent } from '../books/index.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { isUuid } from '../db/columns.ts';
import { AppError } from '../errors.ts';
import { notify } from '../notifications/service.ts';
import type { AppServices } from '../services.ts';
import { storedSettings } from '../settings/service.ts';
import { payoutDeadlineDays } from '../../shared/payouts.ts';
import { Payout, PAYOUT_STATUSES, PoolClose, PrizeAward } from './entities.ts';
import { payoutDetailsOf } from './payout-details.ts';

// Paying a claimed prize by hand (docs/decisions/0026-prize-payouts.md, "Payout"): one organiser
// approves (the maker), a second releases (the checker, unless PAYOUT_SINGLE_APPROVER is TRUE),
// and an organiser enters the bank's UTR once the money has gone, or marks the payout failed,
// which sends the award back to `claimed`. Each step holds the rows it changes, so a double click
// or two organisers at once change them once, and a repeat answers what the first did.

/** The bank's reference of a transfer (UTR): 12 to 22 letters and digits. */
export const utrRule = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{12,22}$/, 'A UTR is 12 to 22 letters and digits, as on the bank statement.')
  .transform((utr) => utr.toUpperCase());

export const payoutView = z.object({
  id: z.string(),
  awardId: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  mode: z.string(),
  grossPaise: z.number(),
  tdsPaise: z.number(),
  amountPaise: z.number(),
  approvedBy: z.string(),
  approvedAt: z.date(),
  releasedBy: z.string().nullable(),
  releasedAt: z.date().nullable(),
  utr: z.string().nullable(),
  paidAt: z.date().nullable(),
  failureReason: z.string().nullable(),
});
export type PayoutView = z.infer<typeof payoutView>;

const viewOf = (p: Payout): PayoutView => ({
  id: p.id,
  awardId: p.award.id,
  status: p.status,
  mode: p.mode,
  grossPaise: p.grossPaise,
  tdsPaise: p.tdsPaise,
  amountPaise: p.amountPaise,
  approvedBy: p.approvedBy,
  approvedAt: p.approvedAt,
  releasedBy: p.releasedBy ?? null,
  releasedAt: p.releasedAt ?? null,
  utr: p.utr ?? null,
  paidAt: p.paidAt ?? null,
  failureReason: p.failureReason ?? null,
});

const audit = (em: EntityManager, actor: Actor, action: string, p: Payout, before: object | null) =>
  recordAudit(em, actor, action, {
    entity: 'payout',
    entityId: p.id,
    before,
    after: viewOf(p),
  });

/** POST /admin/payouts/approve: a payout per claimed award, in one transaction; repeats answer the same. */
export async function approvePayouts(
  em: EntityManager,
  actor: Actor,
  awardIds: string[],
): Promise<PayoutView[]> {
  const ids = [...new Set(awardIds)];
  for (const id of ids)
    if (!isUuid(id))
      throw new AppError('NOT_FOUND', `There is no prize ${id}.`, { reason: 'payout.not_found' });
  return em.transactional(async (tx) => {
    // In one order, so two approvals of overlapping batches wait for each other, never deadlock.
    const awards = await tx.find(
      PrizeAward,
      { id: { $in: ids } },
      { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const missing = ids.find((id) => !awards.some((a) => a.id === id));
    if (missing)
      throw new AppError('NOT_FOUND', `There is no prize ${missing}.`, { reason: 'payout.not_found' });
    const open = await tx.find(Payout, { openAward: { $in: ids } });
    const now = new Date();
    const result = new Map<string, Payout>();
    for (const award of awards) {
      const existing = open.find((p) => p.openAward === award.id);
      if (existing) {
        result.set(award.id, existing);
        continue;
      }
      if (award.status !== 'claimed')
        throw new AppError(
          'CONFLICT',
          `Prize ${award.id} is ${award.status}, not claimed: only a claimed prize is paid out.`,
          {
            reason: 'payout.not_claimed',
          },
        );
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
      });
      audit(tx, actor, 'payout.approve', payout, null);
      result.set(award.id, payout);
    }
    await tx.flush();
    return ids.map((id) => viewOf(result.get(id)!));
  });
}

async function lockedPayout(tx: EntityManager, id: string): Promise<Payout> {
  const payout = isUuid(id) ? await tx.findOne(Payout, id, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
  if (!payout) throw new AppError('NOT_FOUND', 'There is no such payout.', { reason: 'payout.not_found' });
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

/** POST /admin/payouts/{id}/release: the checker's step; releasing again answers the same. */
export async function releasePayout(
  em: EntityManager,
  services: AppServices,
  actor: Actor,
  id: string,
): Promise<PayoutView> {
  const single = await singleApproverAllowed(em, services);
  return em.transactional(async (tx) => {
    const payout = await lockedPayout(tx, id);
    if (payout.status === 'released' || payout.status === 'paid') return viewOf(payout);
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
    audit(tx, actor, 'payout.release', payout, before);
    await tx.flush();
    return viewOf(payout);
  });
}

async function ownerOf(tx: EntityManager, payout: Payout): Promise<PrizeAward> {
  return tx.findOneOrFail(PrizeAward, payout.award.id, {
    populate: ['participant'],
    lockMode: LockMode.PESSIMISTIC_WRITE,
  });
}

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/** POST /admin/payouts/{id}/paid: the bank's UTR on a released payout; the award is paid. */
export async function markPayoutPaid(
  em: EntityManager,
  actor: Actor,
  id: string,
  utr: string,
): Promise<PayoutView> {
  return em.transactional(async (tx) => {
    const payout = await lockedPayout(tx, id);
    if (payout.status === 'paid') {
      if (payout.utr === utr) return viewOf(payout);
      throw new AppError('CONFLICT', `This payout was paid with UTR ${payout.utr}; it cannot take another.`, {
        reason: 'payout.other_utr',
      });
    }
    if (payout.status !== 'released') throw wrongStatus(payout, 'only a released payout is marked as paid.');
    const award = await ownerOf(tx, payout);
    const now = new Date();
    const before = { status: payout.status };
    payout.status = 'paid';
    payout.utr = utr;
    payout.paidBy = actor.userId;
    payout.paidAt = now;
    award.status = 'paid';
    award.paidAt = now;
    await bookPayoutSent(tx, payout);
    const owner = award.participant.owner?.id;
    if (owner)
      notify(
        tx,
        owner,
        'payment',
        'Prize paid',
        `${rupees(payout.amountPaise)} of your prize was sent (TDS ${rupees(payout.tdsPaise)}); bank reference (UTR) ${utr}.`,
      );
    audit(tx, actor, 'payout.paid', payout, before);
    await tx.flush();
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
    if (payout.status === 'paid') throw wrongStatus(payout, 'a paid payout cannot fail.');
    const award = await ownerOf(tx, payout);
    const before = { status: payout.status };
    payout.status = 'failed';
    payout.openAward = null;
    payout.failedBy = actor.userId;
    payout.failedAt = new Date();
    payout.failureReason = reason;
    award.status = 'claimed';
    const owner = award.participant.owner?.id;
    if (owner)
      notify(
        tx,
        owner,
        'payment',
        'Prize payment failed',
        `The payment of your prize did not go through: ${reason}. Your claim stands; check your payout details on the dashboard.`,
      );
    audit(tx, actor, 'payout.failed', payout, before);
    await tx.flush();
    return viewOf(payout);
  });
}

/** GET /admin/payouts: the live payouts, newest first (the console's list). */
export async function listPayouts(em: EntityManager): Promise<PayoutView[]> {
  const rows = await em.find(Payout, {}, { orderBy: { createdAt: 'desc' }, limit: 500 });
  return rows.map(viewOf);
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
  const settings = await storedSettings(em, services.secretBox(SEAL_PURPOSE.settings), [
    'PAYOUT_DEADLINE_DAYS',
  ]);
  const days = payoutDeadlineDays(settings.PAYOUT_DEADLINE_DAYS);
  const closes = await em.find(PoolClose, { group: { $in: awards.map((a) => a.group.id) } });
  const closedAt = new Map(closes.map((c) => [c.group.id, c.closedAt]));
  const now = Date.now();
  const rows: ClaimToPay[] = [];
  for (const award of awards.filter((a) => !open.has(a.id))) {
    const owner = award.participant.owner;
    const details = owner ? await payoutDetailsOf(em, services, owner.id) : null;
    const name = [owner?.firstName, owner?.lastName].filter(Boolean).join(' ');
    const tds = award.tdsPaise ?? 0;
    rows.push({
      awardId: award.id,
      player: name || owner?.email || 'Deleted account',
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
