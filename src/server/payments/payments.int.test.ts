import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { LockMode } from '@mikro-orm/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import {
  confirmPayment,
  initiatePayment,
  registerSolo,
  registerSquad,
  startPayment,
} from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';
import { Notification } from '../notifications/entities.ts';
import { Participant } from '../registration/entities.ts';
import { Coupon, Payment, PaymentEvent } from './entities.ts';

let t: TestApp;
let player: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  const em = t.db.orm.em.fork();
  await seedGames(em);
  // Coupons as organisers make them (/admin/coupons); here straight into the database.
  em.create(Coupon, { code: 'DIWALI25', value: 25 });
  em.create(Coupon, { code: 'SQUAD10', value: 10, validUntil: new Date(Date.now() + 86_400_000) });
  em.create(Coupon, { code: 'PAUSED50', value: 50, active: false });
  em.create(Coupon, { code: 'SUMMER30', value: 30, validUntil: new Date(Date.now() - 60_000) });
  await em.flush();
  player = await createUser(t);
});
afterAll(() => t.close());

/**
 * Waits until both confirms wait behind the test's lock on the payment. On PostgreSQL each request
 * has its own session: both read the payment unpaid, then wait for its row lock, which
 * pg_stat_activity shows as two sessions of this file's database waiting on a lock.
 * PGlite is one session, handed to one client at a time (db/pglite-session-server.ts), and the
 * test's transaction holds it: the confirms cannot even authenticate, they queue in the identity
 * provider's pool and the session server, where the test cannot count them, and once released
 * their transactions run one after the other. There the test only makes sure both requests are
 * sent before the release; the race of two open transactions is tried on PostgreSQL (CI).
 */
async function bothConfirmsWaiting(): Promise<void> {
  if (inject('databaseTemplate').kind === 'pglite') return;
  const waiting = async () => {
    const [row] = await t.db.orm.em
      .getConnection()
      .execute<{ waiting: number }[]>(
        "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
    return row?.waiting;
  };
  await vi.waitFor(async () => expect(await waiting()).toBe(2), { timeout: 10_000, interval: 10 });
}

const paymentsOf = (participant: string) => t.db.orm.em.fork().find(Payment, { participant });

describe('coupons', () => {
  it('takes a valid coupon’s percentage off the pass price, on initiate and on the stored payment', async () => {
    const { id } = await registerSolo(t, player);
    const started = await startPayment(t, player, id, { couponCode: ' diwali25 ' });
    expect(started).toMatchObject({ status: 'mock-pending', amount: 1125 });
    expect(await paymentsOf(id)).toEqual([
      expect.objectContaining({ amount: 1125, couponCode: 'DIWALI25', status: 'mock-pending' }),
    ]);

    const squad = await registerSquad(t, player, 3, { riskCategory: 'lr' });
    const discounted = await startPayment(t, player, squad.id, { couponCode: 'SQUAD10', amount: 1800 });
    expect(discounted.amount).toBe(1800);
    expect((await paymentsOf(squad.id)).map((p) => p.amount)).toEqual([1800]);
  });

  it('checks a client amount against the discounted price', async () => {
    const { id } = await registerSolo(t, player);
    const full = await initiatePayment(t, player, id, { couponCode: 'DIWALI25', amount: 1500 });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({
      error: 'The amount does not match the price of this pass.',
      code: 'BAD_REQUEST',
    });
    expect(await paymentsOf(id)).toEqual([]);
  });

  it('refuses an unknown, inactive or expired coupon with one message, and writes nothing', async () => {
    const buyer = await createUser(t);
    const { id } = await registerSolo(t, buyer);
    const events = await t.db.orm.em.fork().count(PaymentEvent);
    for (const couponCode of ['FREE100', 'PAUSED50', 'SUMMER30']) {
      const res = await initiatePayment(t, buyer, id, { couponCode });
      expect(res.statusCode, couponCode).toBe(400);
      expect(res.json(), couponCode).toMatchObject({ error: 'Invalid coupon code', code: 'BAD_REQUEST' });
    }
    expect(await paymentsOf(id)).toEqual([]);
    expect(await t.db.orm.em.fork().count(PaymentEvent)).toBe(events);
    // A refused coupon leaves no live payment behind: paying at full price still works.
    expect((await startPayment(t, buyer, id)).amount).toBe(1500);
  });
});

describe('starting a payment', () => {
  it('twice at once (a double click on Pay): one payment, one answer for both', async () => {
    const buyer = await createUser(t);
    const { id } = await registerSolo(t, buyer, { selectedGame: 'valorant', priceCategory: '500' });
    const answers = await Promise.all([initiatePayment(t, buyer, id), initiatePayment(t, buyer, id)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((r) => r.json<{ paymentId: string }>());
    expect(second).toEqual(first);
    const payments = await paymentsOf(id);
    expect(payments.map((p) => [p.id, p.status])).toEqual([[first!.paymentId, 'mock-pending']]);
    const events = await t.db.orm.em.fork().find(PaymentEvent, { payment: first!.paymentId });
    expect(events).toHaveLength(1);
    // Once finished, the next click asks again and finds the same payment.
    expect((await startPayment(t, buyer, id)).paymentId).toBe(first!.paymentId);
  });
});

describe('confirming a payment', () => {
  it('twice at once by the player and once by an organiser: all succeed, one success is logged, the registration is placed and notified once', async () => {
    const buyer = await createUser(t);
    const organiser = await createUser(t, { role: 'admin' });
    const { id } = await registerSolo(t, buyer, { selectedGame: 'valorant', priceCategory: '500' });
    const { paymentId } = await startPayment(t, buyer, id);

    // The test holds the payment row locked while the confirms arrive, and lets go only once they
    // are waiting for it (see bothConfirmsWaiting), so they overlap on every run, as under load. The
    // player's double click runs once (trpc/shared-calls.ts): two transactions wait, the player's
    // and the organiser's, and the database lets one of them mark it paid.
    let locked = () => {};
    const lockHeld = new Promise<void>((resolve) => (locked = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = t.db.orm.em.fork().transactional(async (tx) => {
      await tx.findOneOrFail(Payment, paymentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      locked();
      await released;
    });
    await lockHeld;
    const confirms = Promise.all([
      confirmPayment(t, buyer, paymentId),
      confirmPayment(t, buyer, paymentId),
      confirmPayment(t, organiser, paymentId),
    ]);
    await bothConfirmsWaiting();
    release();
    await holder;
    const answers = await confirms;
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.json())).toEqual([
      { paymentId, status: 'success' },
      { paymentId, status: 'success' },
      { paymentId, status: 'success' },
    ]);

    const em = t.db.orm.em.fork();
    const events = await em.find(PaymentEvent, { payment: paymentId }, { orderBy: { at: 'asc' } });
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.source])).toEqual([
      [null, 'mock-pending', 'initiate'],
      ['mock-pending', 'success', 'confirm'],
    ]);
    const participant = await em.findOneOrFail(Participant, id, { populate: ['group'] });
    expect(participant.status).toBe('paid');
    expect(await em.count(Participant, { group: participant.group })).toBe(1);
    const notes = await em.find(Notification, { user: buyer.userId }, { orderBy: { kind: 'asc' } });
    expect(notes.map((n) => n.kind)).toEqual(['payment', 'registration']);
  });
});
