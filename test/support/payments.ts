import type { EntityManager } from '@mikro-orm/postgresql';
import { Game } from '../../src/server/games/entities.ts';
import {
  PAID_STATUSES,
  Payment,
  PaymentEvent,
  PaymentRefund,
  type PaymentStatus,
  type RefundStatus,
} from '../../src/server/payments/entities.ts';
import { Participant } from '../../src/server/registration/entities.ts';
import type { TestApp } from './test-app.ts';

export interface PaymentRow {
  amount?: number;
  status?: PaymentStatus;
  gateway?: 'mock' | 'razorpay';
  /** A game's slug: the payment gets a paid solo registration for it (the games must be seeded). */
  game?: string | null;
  /** The registration's player; with `owner`, the registration's and the payment's account. */
  player?: { name?: string; email?: string; phone?: string };
  owner?: string | null;
  gatewayReference?: string | null;
  gatewayPaymentId?: string | null;
  couponCode?: string | null;
  createdAt?: Date;
  refunds?: { amount: number; status: RefundStatus }[];
}

let counter = 0;

/**
 * A payment row written straight to the database, for tests that need payments of known
 * amounts, statuses and times (the admin list and stats) without paying through the app. Its
 * creation is logged like initiate's; refunds are rows of their own, in the status given.
 */
export async function insertPayment(t: TestApp, row: PaymentRow = {}): Promise<string> {
  const em = t.db.orm.em.fork();
  const n = ++counter;
  const status = row.status ?? 'success';
  const paid = (PAID_STATUSES as readonly PaymentStatus[]).includes(status);
  const participant = row.game ? await insertRegistration(em, row.game, row, n, paid) : null;
  const payment = em.create(Payment, {
    participant,
    owner: row.owner ?? null,
    amount: row.amount ?? 1500,
    gateway: row.gateway ?? 'razorpay',
    gatewayReference: row.gatewayReference ?? null,
    gatewayPaymentId: row.gatewayPaymentId ?? null,
    couponCode: row.couponCode ?? null,
    status,
    paidAt: paid ? (row.createdAt ?? new Date()) : null,
    ...(row.createdAt ? { createdAt: row.createdAt } : {}),
  });
  em.create(PaymentEvent, { payment, fromStatus: null, toStatus: status, source: 'initiate' });
  for (const refund of row.refunds ?? [])
    em.create(PaymentRefund, {
      payment,
      amount: refund.amount,
      status: refund.status,
      reason: 'Test refund',
    });
  await em.flush();
  return payment.id;
}

async function insertRegistration(
  em: EntityManager,
  slug: string,
  row: PaymentRow,
  n: number,
  paid: boolean,
) {
  const game = await em.findOneOrFail(Game, { slug });
  return em.create(Participant, {
    owner: row.owner ?? null,
    name: row.player?.name ?? `Inserted Player ${n}`,
    email: row.player?.email ?? `inserted${n}@example.in`,
    phone: row.player?.phone ?? `9${String(n).padStart(9, '0')}`,
    state: 'Karnataka',
    city: 'Bengaluru',
    dateOfBirth: '2000-01-01',
    game,
    gameCategory: game.category,
    playFormat: 'solo',
    riskCategory: 'hr',
    priceCategory: '1500',
    pass: 'premium',
    passPrice: row.amount ?? 1500,
    status: paid ? 'paid' : 'pending_payment',
  });
}
