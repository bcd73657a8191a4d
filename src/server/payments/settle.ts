import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { isUuid } from '../db/columns.ts';
import { book, type LedgerLine } from '../books/index.ts';
import { AppError } from '../errors.ts';
import { scheduleNewGroup } from '../matches/service.ts';
import { emitAll } from '../notifications/service.ts';
import { tellRefunded } from './notices.ts';
import { issueCreditNotes, issueInvoice } from '../invoices/service.ts';
import { firstMatchAfter } from '../qualifiers/index.ts';
import { assignGroup, freePlace } from '../qualifiers/service.ts';
import { markRegistrationPaid, participantForPayment } from '../registration/service.ts';
import { REGISTRATION_EXPIRED_MESSAGE } from '../../shared/registration-rules.ts';
import { CLIENT_PATHS } from '../../shared/client-routes.ts';
import { formatRupees } from '../../shared/money.ts';
import { passNameOf } from '../../shared/passes.ts';
import {
  PAID_STATUSES,
  Payment,
  PaymentEvent,
  PaymentRefund,
  WAITING_STATUSES,
  type PaymentEventSource,
  type PaymentStatus,
} from './entities.ts';

// Every change of a payment's status goes through here, inside the caller's transaction, with the
// payment row locked (`lockPayment`), and leaves a `payment_event`. Each one is idempotent: a
// repeated callback, webhook or job run finds the payment already where it should be.

export const PAYMENT_CLOSED = 'This payment was cancelled and can no longer complete a registration.';
export const ORPHAN_DETAIL =
  'Money received for a registration that was already paid or had closed: refunded automatically.';

export interface Change {
  source: PaymentEventSource;
  detail?: string | null | undefined;
  /** The admin behind an admin change. */
  actorId?: string | null | undefined;
}

/** The payment, locked for this transaction: every change to one payment happens one at a time. */
export async function lockPayment(tx: EntityManager, paymentId: string): Promise<Payment> {
  const payment = isUuid(paymentId)
    ? await tx.findOne(Payment, paymentId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
    : null;
  if (!payment) throw new AppError('NOT_FOUND', 'Payment not found', { reason: 'payment.not_found' });
  return payment;
}

export function isWaiting(status: PaymentStatus): boolean {
  return (WAITING_STATUSES as readonly string[]).includes(status);
}

export function isPaid(status: PaymentStatus): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status);
}

export function recordChange(tx: EntityManager, payment: Payment, to: PaymentStatus, change: Change): void {
  tx.create(PaymentEvent, {
    payment,
    fromStatus: payment.status,
    toStatus: to,
    source: change.source,
    detail: change.detail ?? null,
    actorId: change.actorId ?? null,
  });
  payment.status = to;
}

/**
 * Money was taken for this payment (a verified callback or webhook, the gateway's answer to the
 * reconciliation job, Mark as Paid on the mock gateway, or an admin). Once only: the payment
 * becomes `success`, its registration paid and placed in its qualifier group.
 *
 * A gateway can take money after we gave up on the payment (failed, expired): the registration
 * still takes it if it is still waiting and no other payment has paid it; a newer payment still
 * waiting for it is cancelled. Otherwise the money is kept as `success` and refunded in full
 * automatically (a `requested` refund that the reconciliation job sends).
 */
export async function settlePaid(
  tx: EntityManager,
  payment: Payment,
  change: Change & {
    gatewayPaymentId?: string | null | undefined;
    /** An admin saying it was paid refuses rather than refunds money no gateway reported. */
    ifRegistrationClosed?: 'refund' | 'refuse';
  },
): Promise<'paid' | 'already' | 'refunding'> {
  if (isPaid(payment.status)) return 'already';
  const participant = payment.participant ? await participantForPayment(tx, payment.participant.id) : null;
  // Mark as Paid: no money moved, so a closed registration simply refuses it.
  if (payment.gateway === 'mock') refuseClosedMockPayment(payment, participant);
  const takes = participant?.status === 'pending_payment' && (await takeLiveKey(tx, payment, participant.id));
  if ((!participant || !takes) && change.ifRegistrationClosed === 'refuse')
    throw new AppError(
      'CONFLICT',
      'This registration was already paid by another payment or has closed; nothing was changed.',
      { reason: 'payment.paid_elsewhere' },
    );
  const now = new Date();
  if (change.gatewayPaymentId) payment.gatewayPaymentId = change.gatewayPaymentId;
  payment.paidAt = now;
  // Money in, whichever way it goes next (docs/decisions/0026-prize-payouts.md, "Books").
  await book(tx, [feeReceived(payment, now)]);
  if (!participant || !takes) {
    refundInFull(tx, payment, change);
    return 'refunding';
  }

  recordChange(tx, payment, 'success', change);
  const placed = await assignGroup(tx, participant, now);
  // A group opened by this payment plays on the dates the player was shown before paying.
  if (placed.mayLackMatches) await scheduleNewGroup(tx, placed.group.id, firstMatchAfter(now));
  markRegistrationPaid(participant, placed.group, now);
  // The pass's GST tax invoice, numbered in this transaction (docs/decisions/0027-invoices-and-data-rights.md).
  const invoice = await issueInvoice(tx, payment, invoiceDescription(participant, placed.month), now);
  await notifyPaid(tx, payment, participant, { pool: placed.number, invoice });
  return 'paid';
}

type PaymentParticipant = NonNullable<Awaited<ReturnType<typeof participantForPayment>>>;

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** What the invoice sells: "Entry fee: BGMI qualifier, November 2026 (Max Pass)". */
function invoiceDescription(participant: PaymentParticipant, month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const pass = passNameOf(participant.playFormat, participant.priceCategory);
  return `Entry fee: ${participant.game.name} qualifier, ${monthName.format(new Date(Date.UTC(year, mon - 1, 1)))} (${pass})`;
}

function refuseClosedMockPayment(payment: Payment, participant: PaymentParticipant | null): void {
  if (participant?.status === 'expired')
    throw new AppError('CONFLICT', REGISTRATION_EXPIRED_MESSAGE, { reason: 'registration.expired' });
  if (!participant || !isWaiting(payment.status))
    throw new AppError('CONFLICT', PAYMENT_CLOSED, { reason: 'payment.closed' });
}

/** Money no registration can take: kept as `success` and given back in full by the reconciliation job. */
function refundInFull(tx: EntityManager, payment: Payment, change: Change): void {
  recordChange(tx, payment, 'success', { ...change, detail: joinDetail(change.detail, ORPHAN_DETAIL) });
  payment.liveKey = null;
  tx.create(PaymentRefund, {
    payment,
    amount: payment.amount,
    reason: ORPHAN_DETAIL,
    status: 'requested',
    actorId: null,
  });
}

/**
 * The receipt and the registration's place. The receipt's e-mail attaches the tax invoice
 * (`taxDocumentId`); the outbox keeps it as the e-mail log (decision 27).
 */
async function notifyPaid(
  tx: EntityManager,
  payment: Payment,
  participant: PaymentParticipant,
  paid: { pool: number; invoice: { id: string; number: string } | null },
): Promise<void> {
  const owner = participant.owner?.id;
  if (!owner) return;
  const game = participant.game.name;
  await emitAll(tx, [
    {
      type: 'payment.received',
      key: `payment.received:${payment.id}`,
      userIds: [owner],
      params: {
        amount: formatRupees(payment.amount),
        game,
        paymentId: payment.id,
        ...(paid.invoice ? { taxDocumentId: paid.invoice.id, invoice: paid.invoice.number } : {}),
      },
      path: CLIENT_PATHS.dashboard,
    },
    {
      type: 'registration.complete',
      key: `registration.complete:${participant.id}`,
      userIds: [owner],
      params: { game, pool: paid.pool },
      path: CLIENT_PATHS.dashboard,
    },
  ]);
}

/**
 * Whether this payment may pay its registration: it holds the registration's live key, or it
 * takes it from a newer payment still waiting (which is cancelled), but never from a paid one.
 */
async function takeLiveKey(tx: EntityManager, payment: Payment, participantId: string): Promise<boolean> {
  if (payment.liveKey === participantId) return true;
  const holder = await tx.findOne(
    Payment,
    { liveKey: participantId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (holder && !isWaiting(holder.status)) return false;
  if (holder) {
    recordChange(tx, holder, 'cancelled', {
      source: 'registration',
      detail: 'An earlier payment for this registration went through.',
    });
    holder.liveKey = null;
    // The unique live key: free it before this payment takes it.
    await tx.flush();
  }
  payment.liveKey = participantId;
  return true;
}

/**
 * The payment did not go through (`failed`) or was given up (`expired`, `cancelled`): its
 * registration is free to be paid again with a new payment. Only a waiting payment changes.
 */
export function settleUnpaid(
  tx: EntityManager,
  payment: Payment,
  to: 'failed' | 'expired' | 'cancelled',
  change: Change,
): boolean {
  if (!isWaiting(payment.status)) return false;
  recordChange(tx, payment, to, change);
  payment.liveKey = null;
  return true;
}

const feeReceived = (payment: Payment, at: Date): LedgerLine => ({
  kind: 'fee_received',
  amountPaise: payment.amount * 100,
  accountId: payment.owner?.id,
  reference: payment.id,
  occurredAt: at,
});

/**
 * A paid payment's status from its processed refunds: refunded, partially refunded, or paid. Every
 * processed refund is booked here (once each), whichever path processed it.
 */
export async function settleRefunds(tx: EntityManager, payment: Payment, change: Change): Promise<void> {
  if (!isPaid(payment.status)) return;
  const refunds = await tx.find(PaymentRefund, { payment, status: 'processed' });
  await book(
    tx,
    refunds.map((r) => ({
      kind: 'fee_refunded' as const,
      amountPaise: r.amount * 100,
      accountId: payment.owner?.id,
      reference: r.id,
    })),
  );
  // Each processed refund of an invoiced pass has its credit note, issued once (decision 27).
  await issueCreditNotes(tx, payment, refunds, new Date());
  await tellRefunded(tx, payment, refunds);
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  const to: PaymentStatus =
    refunded <= 0 ? 'success' : refunded >= payment.amount ? 'refunded' : 'partially-refunded';
  if (to === payment.status) return;
  // A registration refunded in full no longer holds its place in its pool (decision 25).
  if (to === 'refunded' && payment.liveKey) await freePlace(tx, payment.liveKey);
  recordChange(tx, payment, to, change);
}

function joinDetail(first: string | null | undefined, second: string): string {
  return first ? `${first} ${second}` : second;
}
