import { Payment, type PaymentStatus, type RefundStatus } from '../../src/server/payments/entities.ts';
import { AppUser } from '../../src/server/users/entities.ts';
import { addRefunds, createSoloRegistration, type SoloRegistrationFields } from './payments.ts';
import type { TestApp } from './test-app.ts';

// Accounts, registrations and payments written straight to the database at known times, for the
// console's month metrics (the app itself would stamp them with the time of the test run).

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
  status: SoloRegistrationFields['status'];
  /** Null: its account was deleted. */
  owner: string | null;
  amount?: number;
}

/** A solo registration of a seeded game; its id. */
export async function insertRegistration(t: TestApp, row: RegistrationRow): Promise<string> {
  const em = t.db.orm.em.fork();
  const participant = await createSoloRegistration(em, row.game, {
    owner: row.owner,
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
  addRefunds(em, payment, row.refunds);
  await em.flush();
  return payment.id;
}
