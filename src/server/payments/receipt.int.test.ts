import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { payFor, registerSolo } from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';
import { Coupon } from './entities.ts';

// The success step is a receipt: what was charged, the payment's reference, when, and the match
// times of the qualifier the player joined (GET /api/participants/{id}/receipt).

let t: TestApp;
let player: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  const em = t.db.orm.em.fork();
  await seedGames(em);
  em.create(Coupon, { code: 'WELCOME10', value: 10 });
  await em.flush();
  [player, other] = [await createUser(t), await createUser(t)];
});
afterAll(() => t.close());

const receipt = (user: TestUser, id: string) =>
  t.app.inject({ url: `/api/participants/${id}/receipt`, headers: user.headers });

describe('the receipt of a paid registration', () => {
  it('shows the amount charged, the payment, when it was paid and the five matches ahead', async () => {
    const { id } = await registerSolo(t, player, { selectedGame: 'valorant', priceCategory: '1500' });
    const before = Date.now();
    const { paymentId } = await payFor(t, player, id, { couponCode: 'welcome10' });
    const res = await receipt(player, id);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ matches: { number: number; scheduledAt: string }[]; paidAt: string }>();
    expect(body).toMatchObject({
      participantId: id,
      gameName: 'Valorant',
      playFormat: 'solo',
      passName: 'Max Pass',
      amount: 1350,
      couponCode: 'WELCOME10',
      paymentId,
      gatewayReference: null,
      groupNumber: 1,
    });
    expect(new Date(body.paidAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(body.matches.map((m) => m.number)).toEqual([1, 2, 3, 4, 5]);
    for (const match of body.matches)
      expect(new Date(match.scheduledAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('has none before payment, and none for anyone but the owner', async () => {
    const { id } = await registerSolo(t, player);
    const unpaid = await receipt(player, id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({
      error: 'This registration is not paid yet, so it has no receipt.',
    });
    await payFor(t, player, id);
    expect((await receipt(other, id)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/participants/${id}/receipt` })).statusCode).toBe(401);
  });
});
