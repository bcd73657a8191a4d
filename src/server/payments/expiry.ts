import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { expireRegistrations, staleUnpaidRegistrations } from '../registration/service.ts';
import { tablesOf } from '../db/kysely.ts';
import type { Participant } from '../registration/entities.ts';
import { Payment, WAITING_STATUSES } from './entities.ts';
import { isWaiting, settleUnpaid } from './settle.ts';

/** How many registrations one sweep closes at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;
export const EXPIRED_DETAIL = 'The registration expired before it was paid.';

export interface ExpiryScope {
  /** Only this account's registrations (before a create counts them against the limit). */
  ownerId?: string | undefined;
  /** Only this registration (before paying for it). */
  participantId?: string | undefined;
}

const cutoffOf = (ttlMinutes: number, now: Date) => new Date(now.getTime() - ttlMinutes * 60_000);

/**
 * Whether `expireUnpaidRegistrations` could expire this registration now: only one still unpaid
 * that was made before the cutoff can. A caller holding the registration skips the statement for
 * every fresh one (a registration's first minutes are when it is paid).
 */
export function mayHaveExpired(
  participant: Pick<Participant, 'status' | 'createdAt'>,
  ttlMinutes: number,
  now = new Date(),
): boolean {
  return participant.status === 'pending_payment' && participant.createdAt < cutoffOf(ttlMinutes, now);
}

/**
 * Whether this payment keeps its registration open for now whatever its age: it holds the live key
 * and started within the time (see `expireUnpaidRegistrations`), or it is paid.
 */
export function keepsRegistrationOpen(payment: Payment, ttlMinutes: number, now = new Date()): boolean {
  if (payment.liveKey !== payment.participant?.id) return false;
  return payment.status === 'success' || payment.createdAt >= cutoffOf(ttlMinutes, now);
}

/**
 * Expires registrations left unpaid for `ttlMinutes` (decision 10): each becomes `expired`, its
 * game usernames are released, and a payment still waiting for it is cancelled, so it can never
 * settle the registration later. A payment started within the time keeps its registration open
 * until the time has passed since that start, so a player at the gateway is not cut off. One
 * transaction, on a fork of its own (call it outside other transactions). Answers the ids expired.
 */
export async function expireUnpaidRegistrations(
  em: EntityManager,
  ttlMinutes: number,
  scope: ExpiryScope = {},
  now = new Date(),
): Promise<string[]> {
  const cutoff = cutoffOf(ttlMinutes, now);
  const candidates = await staleUnpaidRegistrations(em, cutoff, scope, SWEEP_BATCH);
  if (!candidates.length) return [];
  return em.fork().transactional(async (tx) => {
    // Payments first, then registrations: the order markPaid locks them in.
    const live = await tx.find(
      Payment,
      { liveKey: { $in: candidates } },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const stillOpen = new Set(
      live.filter((p) => p.status === 'success' || p.createdAt >= cutoff).map((p) => p.liveKey),
    );
    const expired = await expireRegistrations(
      tx,
      candidates.filter((id) => !stillOpen.has(id)),
    );
    for (const payment of live)
      if (expired.includes(payment.liveKey!) && isWaiting(payment.status))
        cancelPayment(tx, payment, EXPIRED_DETAIL);
    return expired;
  });
}

/**
 * The periodic sweep: expires stale registrations everywhere, then cancels payments still waiting
 * for a registration that is gone or expired (a cancelled registration, or a race with a sweep).
 */
export async function sweepUnpaidRegistrations(
  em: EntityManager,
  ttlMinutes: number,
  now = new Date(),
): Promise<{ expired: number; cancelledPayments: number }> {
  let expired = 0;
  for (;;) {
    const batch = await expireUnpaidRegistrations(em, ttlMinutes, {}, now);
    expired += batch.length;
    if (batch.length < SWEEP_BATCH) break;
  }
  const orphanIds = (
    await tablesOf<typeof Payment | typeof Participant>(em)
      .selectFrom('payment as pay')
      .leftJoin('participant as p', 'p.id', 'pay.participant_id')
      .select('pay.id')
      .where('pay.status', 'in', WAITING_STATUSES)
      .where((eb) => eb.or([eb('pay.participant_id', 'is', null), eb('p.status', '=', 'expired')]))
      .limit(SWEEP_BATCH)
      .execute()
  ).map((row) => row.id);
  if (!orphanIds.length) return { expired, cancelledPayments: 0 };
  const cancelledPayments = await em.fork().transactional(async (tx) => {
    const orphans = await tx.find(
      Payment,
      { id: { $in: orphanIds }, status: { $in: [...WAITING_STATUSES] } },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    for (const payment of orphans)
      cancelPayment(
        tx,
        payment,
        payment.participant ? EXPIRED_DETAIL : 'The registration was cancelled before it was paid.',
      );
    return orphans.length;
  });
  return { expired, cancelledPayments };
}

/**
 * A waiting payment that can no longer complete its registration; call inside a transaction.
 * Its live key is cleared, so the registration (if it is still there) has no live payment.
 */
export function cancelPayment(em: EntityManager, payment: Payment, detail: string): void {
  settleUnpaid(em, payment, 'cancelled', { source: 'registration', detail });
}
