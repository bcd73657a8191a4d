import { Game } from '../../src/server/games/entities.ts';
import {
  Payment,
  PaymentRefund,
  type PaymentStatus,
  type RefundStatus,
} from '../../src/server/payments/entities.ts';
import { Participant } from '../../src/server/registration/entities.ts';
import { AppUser } from '../../src/server/users/entities.ts';
import type { REGISTRATION_STATUSES } from '../../src/shared/registration-rules.ts';
import type { TestApp } from './test-app.ts';

// Accounts, registrations and payments written straight to the database at known times, for the
// console's month metrics (the app itself would stamp them with the time of the test run).

type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

let counter = 0;

/** An account created at `createdAt` (a player unless `role` says otherwise); its id. */
export async function insertAccount(
  t: TestApp,
  createdAt: Date,
  role: 'user' | 'admin' = 'user',
): Promise<string> {
  const em = t.db.orm.em.fork();
  const n = ++counter;
  const user = em.create(AppUser, { email: `metrics${n}@example.in`, role, createdAt, updatedAt: createdAt });
  await em.flush();
  return user.id;
}

export interface RegistrationRow {
  game: string;
  createdAt: Date;
  status: RegistrationStatus;
  /** Null: its account was deleted. */
  owner: string | null;
  amount?: number;
}

/** A solo registration of a seeded game; its id. */
export async function insertRegistration(t: TestApp, row: RegistrationRow): Promise<string> {
  const em = t.db.orm.em.fork();
  const n = ++counter;
  const game = await em.findOneOrFail(Game, { slug: row.game });
  const participant = em.create(Participant, {
    owner: row.owner,
    name: `Metrics Player ${n}`,
    email: `metrics-player${n}@example.in`,
    phone: `8${String(n).padStart(9, '0')}`,
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
    status: row.status,
    paidAt: row.status === 'paid' ? row.createdAt : null,
    createdAt: row.createdAt,
    updatedAt: row.createdAt,
  });
  await em.flush();
  return participant.id;
}

export interface PaymentAt {
  /** Null: its registration is gone. */
  participant: string | null;
  status: PaymentStatus;
  createdAt: Date;
  amount?: number;
  refunds?: { amount: number; status: RefundStatus }[];
}

/** A payment made at `createdAt`, with refunds in the statuses given; its id. */
export async function insertPaymentAt(t: TestApp, row: PaymentAt): Promise<string> {
  const em = t.db.orm.em.fork();
  const payment = em.create(Payment, {
    participant: row.participant,
    amount: row.amount ?? 1500,
    gateway: 'razorpay',
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.createdAt,
  });
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
