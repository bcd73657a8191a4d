import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { recordAudit, type Actor } from '../audit/service.ts';
import { isUuid } from '../db/columns.ts';
import { AppError } from '../errors.ts';
import { emit } from '../notifications/service.ts';
import { CLIENT_PATHS } from '../../shared/client-routes.ts';
import { Payout, PAYOUT_STATUSES, PrizeAward } from './entities.ts';
import { bookPayoutReversed, bookPayoutSent } from '../books/index.ts';

// A payout's changes of state that end it (docs/decisions/0026-prize-payouts.md, "Payout"), each
// in ONE place whoever causes it: an organiser by hand (payouts.ts), a RazorpayX webhook or the
// reconciliation job (razorpayx/). Each runs inside the caller's transaction, with the payout
// locked, and changes the payout, its award, the player's notification and the audit log together.

export const payoutView = z.object({
  id: z.string(),
  awardId: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  /** `manual`, or RazorpayX's mode once it took the payout: `upi`, `imps` or `neft`. */
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
  /** `razorpayx` when it goes through RazorpayX, null when paid by hand. */
  gateway: z.string().nullable(),
  gatewayPayoutId: z.string().nullable(),
  gatewayStatus: z.string().nullable(),
});
export type PayoutView = z.infer<typeof payoutView>;

export const viewOf = (p: Payout): PayoutView => ({
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
  gateway: p.gateway ?? null,
  gatewayPayoutId: p.gatewayPayoutId ?? null,
  gatewayStatus: p.gatewayStatus ?? null,
});

export const auditPayout = (
  em: EntityManager,
  actor: Actor,
  action: string,
  p: Payout,
  before: object | null,
) =>
  recordAudit(em, actor, action, {
    entity: 'payout',
    entityId: p.id,
    before,
    after: viewOf(p),
  });

export async function lockedPayout(tx: EntityManager, id: string): Promise<Payout> {
  const payout = isUuid(id) ? await tx.findOne(Payout, id, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
  if (!payout) throw new AppError('NOT_FOUND', 'There is no such payout.', { reason: 'payout.not_found' });
  return payout;
}

async function ownerOf(tx: EntityManager, payout: Payout): Promise<PrizeAward> {
  return tx.findOneOrFail(PrizeAward, payout.award.id, {
    populate: ['participant'],
    lockMode: LockMode.PESSIMISTIC_WRITE,
  });
}

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
const reasonColumn = (reason: string) => reason.slice(0, 200);

/** The money reached the winner: the payout and its award are paid (UTR null until RazorpayX sends it). */
export async function applyPaid(
  tx: EntityManager,
  payout: Payout,
  actor: Actor,
  utr: string | null,
): Promise<void> {
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
    await emit(tx, {
      type: 'payout.sent',
      key: `payout.sent:${payout.id}`,
      userIds: [owner],
      params: { amount: rupees(payout.amountPaise), tds: rupees(payout.tdsPaise), utr: utr ?? '' },
      path: CLIENT_PATHS.dashboard,
    });
  auditPayout(tx, actor, 'payout.paid', payout, before);
  await tx.flush();
}

type Ending = 'failed' | 'reversed';

/**
 * The payout ends as `failed` or `reversed` with the reason: its award is claimed again (without a
 * payment date), the player is told, and a reversal of a payout booked as paid is booked back.
 */
async function endPayout(
  tx: EntityManager,
  payout: Payout,
  actor: Actor,
  status: Ending,
  reason: string,
): Promise<void> {
  const award = await ownerOf(tx, payout);
  const before = { status: payout.status };
  payout.status = status;
  payout.openAward = null;
  payout.failedBy = actor.userId;
  payout.failedAt = new Date();
  payout.failureReason = reasonColumn(reason);
  award.status = 'claimed';
  award.paidAt = null;
  // A reversal: its net is ours again and its TDS not owed; the payout keeps its payment date. One
  // reversed before we heard it was paid was never booked as sent: nothing to take back.
  if (status === 'reversed' && payout.paidAt) await bookPayoutReversed(tx, payout);
  const owner = award.participant.owner?.id;
  if (owner)
    await emit(tx, {
      type: 'payout.failed',
      key: `payout.${status}:${payout.id}`,
      userIds: [owner],
      params: { ending: status, reason, amount: rupees(payout.amountPaise) },
      path: CLIENT_PATHS.dashboard,
    });
  auditPayout(tx, actor, `payout.${status}`, payout, before);
  await tx.flush();
}

/** The transfer did not go: the payout ends and its award is claimed again, with the reason. */
export const applyFailed = (tx: EntityManager, payout: Payout, actor: Actor, reason: string) =>
  endPayout(tx, payout, actor, 'failed', reason);

/**
 * The bank sent the money back (RazorpayX `reversed`, possibly after `processed`): the payout
 * ends as reversed, its award is claimed again without a payment date, and the player is told.
 */
export const applyReversed = (tx: EntityManager, payout: Payout, actor: Actor, reason: string) =>
  endPayout(tx, payout, actor, 'reversed', reason);
