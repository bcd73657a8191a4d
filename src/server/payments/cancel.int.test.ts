import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { payFor, registerSolo, startPayment } from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';
import { Participant } from '../registration/entities.ts';
import { Payment, PaymentEvent } from './entities.ts';

// Transactions: a payment still waiting can be cancelled, which frees its unpaid registration.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db.orm.em.fork());
});
afterAll(() => t.close());

const cancel = (user: TestUser, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/payments/${id}/cancel`, headers: user.headers, payload: {} });

describe('cancelling a waiting payment', () => {
  it('cancels the payment and its registration together, once, and keeps the payment as a record', async () => {
    const player = await createUser(t);
    const { id } = await registerSolo(t, player);
    const { paymentId } = await startPayment(t, player, id);
    const [first, second] = await Promise.all([cancel(player, paymentId), cancel(player, paymentId)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual({ paymentId, status: 'cancelled' });
    const em = t.db.orm.em.fork();
    expect(await em.findOne(Participant, id)).toBeNull();
    expect(await em.findOneOrFail(Payment, paymentId)).toMatchObject({ status: 'cancelled', liveKey: null });
    expect(await em.count(PaymentEvent, { payment: paymentId, toStatus: 'cancelled' })).toBe(1);
    const transactions = (
      await t.app.inject({
        url: '/trpc/dashboard.transactions?input=%7B%22json%22%3A%7B%7D%7D',
        headers: player.headers,
      })
    ).statusCode;
    expect(transactions).toBe(200);
  });

  it('refuses a paid payment and anyone else’s', async () => {
    const player = await createUser(t);
    const { id } = await registerSolo(t, player);
    const { paymentId } = await payFor(t, player, id);
    const paid = await cancel(player, paymentId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({
      error: 'This payment is complete and cannot be cancelled here. Please contact support for a refund.',
    });
    const { paymentId: waiting } = await startPayment(t, player, (await registerSolo(t, player)).id);
    expect((await cancel(await createUser(t), waiting)).statusCode).toBe(404);
    expect((await t.db.orm.em.fork().findOneOrFail(Payment, waiting)).status).toBe('mock-pending');
  });
});
