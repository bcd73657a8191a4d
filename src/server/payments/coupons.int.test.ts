import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { registerSolo, startPayment } from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';
import { Coupon } from './entities.ts';

// The payment step's Apply: POST /api/payments/quote checks a code at once and answers the new
// amount, worked out as initiate works it out; wrong guesses are limited per account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const em = t.db.orm.em.fork();
  await seedGames(em);
  em.create(Coupon, { code: 'DIWALI25', value: 25 });
  em.create(Coupon, { code: 'PAUSED50', value: 50, active: false });
  em.create(Coupon, { code: 'SUMMER30', value: 30, validUntil: new Date(Date.now() - 60_000) });
  await em.flush();
});
afterAll(() => t.close());

const quote = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/payments/quote', headers: user.headers, payload });
const solo1500 = (couponCode?: string) => ({ playFormat: 'solo', priceCategory: '1500', couponCode });

describe('applying a coupon', () => {
  it('answers the price, the discount and the amount that initiate then charges', async () => {
    const player = await createUser(t);
    const res = await quote(player, solo1500(' diwali25 '));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ price: 1500, discount: 375, amount: 1125, couponCode: 'DIWALI25' });
    const { id } = await registerSolo(t, player, { priceCategory: '1500' });
    expect(await startPayment(t, player, id, { couponCode: 'DIWALI25' })).toMatchObject({ amount: 1125 });
    expect((await quote(player, solo1500())).json()).toEqual({
      price: 1500,
      discount: 0,
      amount: 1500,
      couponCode: null,
    });
  });

  it.each(['NOPE', 'PAUSED50', 'SUMMER30'])('refuses %s as an invalid coupon code', async (code) => {
    const res = await quote(await createUser(t), solo1500(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Invalid coupon code', code: 'BAD_REQUEST' });
  });

  it('refuses a pass that is not in the catalogue and asks for a sign-in', async () => {
    const player = await createUser(t);
    const res = await quote(player, { playFormat: 'solo', priceCategory: '6000', couponCode: 'DIWALI25' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Please choose a pass' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/payments/quote', payload: solo1500() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stops an account after 10 wrong codes, on Apply and on initiate alike, and no one else', async () => {
    const guesser = await createUser(t);
    const { id } = await registerSolo(t, guesser);
    const wrong = await Promise.all(
      Array.from({ length: 12 }, (_, i) => quote(guesser, solo1500(`GUESS${i}`))),
    );
    expect(wrong.map((r) => r.statusCode).sort()).toEqual([...Array(10).fill(400), 429, 429]);
    const refused = await quote(guesser, solo1500('DIWALI25'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many wrong codes\. Please try again in 15 minutes\.$/);
    const viaInitiate = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initiate',
      headers: guesser.headers,
      payload: { orderId: id, couponCode: 'DIWALI25' },
    });
    expect(viaInitiate.statusCode).toBe(429);

    const honest = await createUser(t);
    expect((await quote(honest, solo1500('DIWALI25'))).statusCode).toBe(200);
  });

  it('does not count right codes', async () => {
    const player = await createUser(t);
    for (let i = 0; i < 12; i++) expect((await quote(player, solo1500('DIWALI25'))).statusCode).toBe(200);
  });
});
