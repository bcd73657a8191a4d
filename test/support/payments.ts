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
import type { REGISTRATION_STATUSES } from '../../src/shared/registration-rules.ts';
import type { TestApp } from './test-app.ts';

type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

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

let registrations = 0;

/**
 * A payment row written straight to the database, for tests that need payments of known
 * amounts, statuses and times (the admin list and stats) without paying through the app. Its
 * creation is logged like initiate's; refunds are rows of their own, in the status given.
 */
export async function insertPayment(t: TestApp, row: PaymentRow = {}): Promise<string> {
  const em = t.db.orm.em.fork();
  const status = row.status ?? 'success';
  const paid = (PAID_STATUSES as readonly PaymentStatus[]).includes(status);
  const participant = row.game ? await registrationOf(em, row.game, row, paid) : null;
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
  addRefunds(em, payment, row.refunds);
  await em.flush();
  return payment.id;
}

/** Refunds of `payment`, in the statuses given, created on `em` (flushed with it). */
export function addRefunds(
  em: EntityManager,
  payment: Payment,
  refunds: readonly { amount: number; status: RefundStatus }[] = [],
) {
  for (const { amount, status } of refunds)
    em.create(PaymentRefund, { payment, amount, status, reason: 'Test refund' });
}

/** What a solo registration written straight to the database takes beyond its defaults. */
export interface SoloRegistrationFields {
  owner: string | null;
  status: RegistrationStatus;
  /** Its player; by default one of its own. */
  player?: { name?: string; email?: string; phone?: string } | undefined;
  passPrice?: number;
  paidAt?: Date | null;
  createdAt?: Date;
  updatedAt?: Date;
}

/**
 * A solo High Risk registration for Max Pass of a seeded game (its slug), in Bengaluru, created
 * on `em` (flushed with it).
 */
export async function createSoloRegistration(
  em: EntityManager,
  slug: string,
  { player, ...fields }: SoloRegistrationFields,
) {
  const n = ++registrations;
  const game = await em.findOneOrFail(Game, { slug });
  return em.create(Participant, {
    name: player?.name ?? `Inserted Player ${n}`,
    email: player?.email ?? `inserted${n}@example.in`,
    phone: player?.phone ?? `9${String(n).padStart(9, '0')}`,
    state: 'Karnataka',
    city: 'Bengaluru',
    dateOfBirth: '2000-01-01',
    game,
    gameCategory: game.category,
    playFormat: 'solo',
    riskCategory: 'hr',
    priceCategory: '1500',
    pass: 'premium',
    passPrice: 1500,
    ...fields,
  });
}

/** The registration an inserted payment paid (or is paying) for. */
function registrationOf(em: EntityManager, slug: string, row: PaymentRow, paid: boolean) {
  return createSoloRegistration(em, slug, {
    owner: row.owner ?? null,
    player: row.player,
    passPrice: row.amount ?? 1500,
    status: paid ? 'paid' : 'pending_payment',
  });
}
