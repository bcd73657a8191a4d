import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { initiatePayment, registerSolo, startPayment } from '../../../test/support/registration.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { AuditLog } from '../audit/entities.ts';
import { Coupon, Payment } from './entities.ts';

// Coupons for organisers (/admin/coupons) and the rules they set: percent or flat rupees off, a
// window, and use limits counted with the payment, also when players pay at once.

const { t, admin } = adminTestAppOfFile('games');

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  user: TestUser | null = admin,
) => t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
const quote = (user: TestUser, couponCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/quote',
    headers: user.headers,
    payload: { playFormat: 'solo', priceCategory: '1500', couponCode },
  });

describe('/admin/coupons', () => {
  it('creates, reads, changes and deletes coupons, audited; admins only', async () => {
    const created = await call('POST', '/admin/coupons', {
      code: ' flat200 ',
      kind: 'flat',
      value: 200,
      maxUses: 5,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'FLAT200',
      kind: 'flat',
      value: 200,
      maxUses: 5,
      uses: 0,
      active: true,
    });
    expect(
      (await call('POST', '/admin/coupons', { code: 'FLAT200', kind: 'flat', value: 100 })).json(),
    ).toMatchObject({
      error: 'A coupon with this code already exists.',
    });
    expect((await call('GET', '/admin/coupons/flat200')).json()).toMatchObject({ code: 'FLAT200' });
    expect((await call('GET', '/admin/coupons')).json().map((c: { code: string }) => c.code)).toContain(
      'FLAT200',
    );

    const changed = await call('PUT', '/admin/coupons/FLAT200', { value: 250, maxUsesPerPlayer: 1 });
    expect(changed.json()).toMatchObject({ kind: 'flat', value: 250, maxUses: 5, maxUsesPerPlayer: 1 });
    expect(await t.db.orm.em.fork().count(AuditLog, { entityId: 'FLAT200' })).toBe(2);

    expect((await call('DELETE', '/admin/coupons/FLAT200')).json()).toEqual({
      code: 'FLAT200',
      deleted: true,
    });
    expect((await call('GET', '/admin/coupons/FLAT200')).statusCode).toBe(404);

    const player = await createUser(t);
    expect((await call('GET', '/admin/coupons', undefined, null)).statusCode).toBe(401);
    expect(
      (await call('POST', '/admin/coupons', { code: 'MINE', kind: 'flat', value: 1500 }, player)).statusCode,
    ).toBe(403);
  });

  it('refuses bad coupons with a clear message and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ code: 'x', kind: 'percent', value: 10 }, 'A code is 3 to 40 letters, digits, - or _.'],
      [{ code: 'TOO-MUCH', kind: 'percent', value: 101 }, 'A percentage is at most 100.'],
      [{ code: 'ZERO', kind: 'flat', value: 0 }, 'The value is at least 1.'],
      [
        {
          code: 'BACKWARDS',
          kind: 'percent',
          value: 5,
          validFrom: '2026-12-02T00:00:00Z',
          validUntil: '2026-12-01T00:00:00Z',
        },
        'The coupon must end after it starts.',
      ],
      [{ code: 'NOLIMIT', kind: 'percent', value: 5, maxUses: 0 }, 'A limit is at least 1'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/admin/coupons', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.body, message).toContain(message);
    }
    expect(
      await t.db.orm.em.fork().count(Coupon, { code: { $in: ['TOO-MUCH', 'ZERO', 'BACKWARDS', 'NOLIMIT'] } }),
    ).toBe(0);
  });
});

describe('coupon rules', () => {
  it('takes flat rupees off, never below ₹1, and a percentage rounded to the rupee', async () => {
    await call('POST', '/admin/coupons', { code: 'FLAT500', kind: 'flat', value: 500 });
    await call('POST', '/admin/coupons', { code: 'ALLOFIT', kind: 'flat', value: 5000 });
    await call('POST', '/admin/coupons', { code: 'THIRD', kind: 'percent', value: 33 });
    const player = await createUser(t);
    expect((await quote(player, 'flat500')).json()).toEqual({
      price: 1500,
      discount: 500,
      amount: 1000,
      couponCode: 'FLAT500',
    });
    expect((await quote(player, 'ALLOFIT')).json()).toMatchObject({ discount: 1499, amount: 1 });
    expect((await quote(player, 'THIRD')).json()).toMatchObject({ discount: 495, amount: 1005 });
  });

  it('holds only within its window', async () => {
    const day = 86_400_000;
    await call('POST', '/admin/coupons', {
      code: 'SOON',
      kind: 'percent',
      value: 10,
      validFrom: new Date(Date.now() + day).toISOString(),
    });
    await call('POST', '/admin/coupons', {
      code: 'PAST',
      kind: 'percent',
      value: 10,
      validUntil: new Date(Date.now() - day).toISOString(),
    });
    await call('POST', '/admin/coupons', {
      code: 'NOW',
      kind: 'percent',
      value: 10,
      validFrom: new Date(Date.now() - day).toISOString(),
      validUntil: new Date(Date.now() + day).toISOString(),
    });
    const player = await createUser(t);
    for (const code of ['SOON', 'PAST'])
      expect((await quote(player, code)).json().error, code).toBe('Invalid coupon code');
    expect((await quote(player, 'NOW')).json()).toMatchObject({ amount: 1350 });
  });

  it('counts uses per player, and a failed or cancelled payment gives its use back', async () => {
    await call('POST', '/admin/coupons', { code: 'ONCE', kind: 'percent', value: 20, maxUsesPerPlayer: 1 });
    const player = await createUser(t);
    const first = await registerSolo(t, player);
    const started = await startPayment(t, player, first.id, { couponCode: 'ONCE' });
    const second = await registerSolo(t, player);
    const again = await initiatePayment(t, player, second.id, { couponCode: 'ONCE' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'You have already used this coupon.' });
    expect((await quote(player, 'ONCE')).json()).toMatchObject({
      error: 'You have already used this coupon.',
    });
    // Another player still may.
    expect((await quote(await createUser(t), 'ONCE')).statusCode).toBe(200);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${started.paymentId}/cancel`,
      headers: player.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await startPayment(t, player, second.id, { couponCode: 'ONCE' })).amount).toBe(1200);
  });

  it('never lets players paying at once use a coupon more often than its limit', async () => {
    await call('POST', '/admin/coupons', { code: 'FIRST3', kind: 'percent', value: 50, maxUses: 3 });
    const players = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    const registrations = await Promise.all(players.map((p) => registerSolo(t, p)));
    const answers = await Promise.all(
      players.map((p, i) => initiatePayment(t, p, registrations[i]!.id, { couponCode: 'FIRST3' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error)).toEqual(
      Array.from({ length: 5 }, () => 'This coupon has been used up.'),
    );
    expect(await t.db.orm.em.fork().count(Payment, { couponCode: 'FIRST3' })).toBe(3);
    expect((await call('GET', '/admin/coupons/FIRST3')).json()).toMatchObject({ uses: 3 });

    // Used, so deleting it only deactivates it: the payments keep their coupon.
    expect((await call('DELETE', '/admin/coupons/FIRST3')).json()).toEqual({
      code: 'FIRST3',
      deleted: false,
    });
    expect((await call('GET', '/admin/coupons/FIRST3')).json()).toMatchObject({ active: false, uses: 3 });
  });
});
