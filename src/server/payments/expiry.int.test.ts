import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { registerSolo, startPayment } from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';
import { GameAccount, Participant } from '../registration/entities.ts';
import { Payment, PaymentEvent } from './entities.ts';
import { sweepUnpaidRegistrations } from './expiry.ts';

const TTL = 60;
let t: TestApp;
let player: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db.orm.em.fork());
  player = await createUser(t);
});
afterAll(() => t.close());

const run = (query: string, params: unknown[]) => t.db.orm.em.getConnection().execute(query, params);
const ageRegistration = (id: string, minutes: number) =>
  run('update participant set created_at = now() - make_interval(mins => ?) where id = ?', [minutes, id]);
const statusOf = async (id: string) => (await t.db.orm.em.fork().findOneOrFail(Participant, id)).status;
const accountsOf = (participant: string) => t.db.orm.em.fork().count(GameAccount, { participant });

describe('the expiry sweep', () => {
  it('expires what waited too long, spares what is fresh or being paid, and cancels orphaned payments', async () => {
    const stale = await registerSolo(t, player);
    const fresh = await registerSolo(t, player);
    const paying = await registerSolo(t, player);
    const payingPayment = await startPayment(t, player, paying.id);
    await ageRegistration(stale.id, TTL + 1);
    await ageRegistration(fresh.id, TTL - 1);
    await ageRegistration(paying.id, TTL + 30); // its payment started just now

    // A registration cancelled while its payment waited leaves that payment behind.
    const other = await createUser(t);
    const cancelled = await registerSolo(t, other);
    const orphan = await startPayment(t, other, cancelled.id);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/participants/${cancelled.id}`,
      headers: other.headers,
    });

    const result = await sweepUnpaidRegistrations(t.db.orm.em.fork(), TTL);
    expect(result).toEqual({ expired: 1, cancelledPayments: 1 });
    expect(await statusOf(stale.id)).toBe('expired');
    expect(await accountsOf(stale.id)).toBe(0);
    for (const id of [fresh.id, paying.id]) {
      expect(await statusOf(id)).toBe('pending_payment');
      expect(await accountsOf(id)).toBe(1);
    }
    const em = t.db.orm.em.fork();
    expect(await em.findOneOrFail(Payment, payingPayment.paymentId)).toMatchObject({
      status: 'mock-pending',
    });
    expect(await em.findOneOrFail(Payment, orphan.paymentId)).toMatchObject({
      status: 'cancelled',
      liveKey: null,
      participant: null,
    });
    expect(
      await em.findOneOrFail(PaymentEvent, { payment: orphan.paymentId, toStatus: 'cancelled' }),
    ).toMatchObject({ source: 'registration', detail: 'The registration was cancelled before it was paid.' });

    // Nothing left to do: a second sweep changes nothing.
    expect(await sweepUnpaidRegistrations(t.db.orm.em.fork(), TTL)).toEqual({
      expired: 0,
      cancelledPayments: 0,
    });
  });
});
