import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { payFor, registerSolo } from '../../../test/support/registration.ts';
import { enrolSecondFactor } from '../../../test/support/second-factor.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { trpcAs } from '../../../test/support/trpc.ts';

// GET /admin/payments/{id}: one payment as the list shows it, with its status changes (the
// console's payment detail). Its neighbours /admin/payments/logs and /stats keep their own routes.

const { t, admin } = adminTestAppOfFile('games');
let player: TestUser;
let paid: { paymentId: string; participantId: string };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const get = (url: string, user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

beforeAll(async () => {
  // A refund needs the organiser's second factor and a fresh code (auth/second-factor.ts).
  const adminKey = await enrolSecondFactor(t, admin);
  player = await createUser(t, { email: 'ishaan_detail@example.in' });
  const registration = await registerSolo(t, player, { phone: '9812345670' });
  paid = { paymentId: (await payFor(t, player, registration.id)).paymentId, participantId: registration.id };
  const refund = await t.app.inject({
    method: 'POST',
    url: `/admin/payments/${paid.paymentId}/refund`,
    headers: admin.headers,
    payload: { amount: 200, reason: 'Goodwill for a late room', secondFactorCode: await adminKey.nextCode() },
  });
  expect(refund.statusCode).toBe(200);
});

describe('GET /admin/payments/{id}', () => {
  it('answers 401 without a session and 403 to a player', async () => {
    expect((await get(`/admin/payments/${paid.paymentId}`, null)).statusCode).toBe(401);
    const forbidden = await get(`/admin/payments/${paid.paymentId}`, player);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
  });

  it('answers the payment with its player, refunds and status changes, newest first', async () => {
    const res = await get(`/admin/payments/${paid.paymentId}`);
    expect(res.statusCode).toBe(200);
    const payment = res.json();
    expect(payment).toMatchObject({
      id: paid.paymentId,
      status: 'partially-refunded',
      amount: 1500,
      refunded: 200,
      gateway: 'mock',
      game: 'BGMI',
      participantId: paid.participantId,
      ownerId: player.userId,
      playerPhone: '9812345670',
    });
    expect(payment.events.map((e: { status: string; source: string }) => [e.status, e.source])).toEqual([
      ['partially-refunded', 'admin'],
      ['success', 'confirm'],
      ['mock-pending', 'initiate'],
    ]);
    expect(payment.events[0]).toMatchObject({
      fromStatus: 'success',
      actorId: admin.userId,
      actorEmail: admin.email,
      detail: expect.stringContaining('Goodwill for a late room'),
    });
    // The list's row and the single read agree.
    const listed = (await get(`/admin/payments?search=${paid.paymentId}`)).json().items[0];
    const { events: _events, ...row } = payment;
    expect(row).toEqual(listed);

    const viaTrpc = await trpcAs(t, admin).adminPayments.detail.query({ id: paid.paymentId });
    expect(viaTrpc.createdAt).toBeInstanceOf(Date);
    expect(viaTrpc.events[0]?.at).toBeInstanceOf(Date);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    const unknown = await get(`/admin/payments/${UNKNOWN}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Payment not found', code: 'NOT_FOUND' });
    const bad = await get('/admin/payments/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'A payment id is a UUID, such as 0b9e6d1c-7f3a-4c2e-9d5b-2a8f4e6c1b3d.',
      code: 'BAD_REQUEST',
    });
  });

  it('leaves the fixed paths beside it to their own procedures', async () => {
    expect(Array.isArray((await get('/admin/payments/logs')).json())).toBe(true);
    expect((await get('/admin/payments/stats')).json()).toHaveProperty('byStatus');
  });
});
