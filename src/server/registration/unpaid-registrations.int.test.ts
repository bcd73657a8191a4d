import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser } from '../../../test/support/auth.ts';
import {
  confirmPayment,
  initiatePayment,
  payFor,
  register,
  registerSolo,
  soloPayload,
  startPayment,
} from '../../../test/support/registration.ts';
import { MAX_UNPAID_REGISTRATIONS, TOO_MANY_UNPAID_MESSAGE } from '../../shared/registration-rules.ts';
import { seedGames } from '../games/seed.ts';
import { Payment, PaymentEvent } from '../payments/entities.ts';
import { GameAccount, Participant } from './entities.ts';

const TTL_MINUTES = 30;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UNPAID_REGISTRATION_TTL_MINUTES: String(TTL_MINUTES) });
  await seedGames(t.db.orm.em.fork());
});
afterAll(() => t.close());

const EXPIRED = 'This registration expired before it was paid. Please register again.';
const count = (where: object) => t.db.orm.em.fork().count(Participant, where);
const accountsOf = (participant: string) => t.db.orm.em.fork().count(GameAccount, { participant });
/** Moves a registration (and its payments) back in time, as if the player had left it waiting. */
async function age(participantId: string, minutes: number) {
  const connection = t.db.orm.em.getConnection();
  await connection.execute(
    `update participant set created_at = created_at - make_interval(mins => ?) where id = ?`,
    [minutes, participantId],
  );
  await connection.execute(
    `update payment set created_at = created_at - make_interval(mins => ?) where participant_id = ?`,
    [minutes, participantId],
  );
}

describe('open unpaid registrations per account', () => {
  it(`allows ${MAX_UNPAID_REGISTRATIONS} at once, even when more arrive together, and writes nothing for the rest`, async () => {
    const player = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => register(t, player, soloPayload())));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(MAX_UNPAID_REGISTRATIONS);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(8 - MAX_UNPAID_REGISTRATIONS).fill(409));
    for (const r of refused)
      expect(r.json()).toMatchObject({ error: TOO_MANY_UNPAID_MESSAGE, code: 'CONFLICT' });
    expect(TOO_MANY_UNPAID_MESSAGE).toBe(
      'You have 3 registrations waiting for payment. Pay for one or cancel it before registering again.',
    );

    const em = t.db.orm.em.fork();
    expect(await em.count(Participant, { owner: player.userId })).toBe(MAX_UNPAID_REGISTRATIONS);
    const rows = await em
      .getConnection()
      .execute<{ n: number }[]>(
        'select count(*)::int as n from game_account a join participant p on p.id = a.participant_id where p.owner_id = ?',
        [player.userId],
      );
    expect(rows[0]!.n).toBe(MAX_UNPAID_REGISTRATIONS);
  });

  it('frees a place when one is paid or cancelled, and answers a retried create at the limit', async () => {
    const player = await createUser(t);
    const first = await registerSolo(t, player, { idempotencyKey: 'wizard-session-cap' });
    const second = await registerSolo(t, player);
    await registerSolo(t, player);
    expect((await register(t, player, soloPayload())).statusCode).toBe(409);
    // The wizard retrying a create that went through gets that registration, not the refusal.
    const retried = await register(t, player, soloPayload({ idempotencyKey: 'wizard-session-cap' }));
    expect(retried.json().id).toBe(first.id);

    await payFor(t, player, first.id);
    const fourth = await registerSolo(t, player);
    expect((await register(t, player, soloPayload())).statusCode).toBe(409);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/participants/${second.id}`,
      headers: player.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await register(t, player, soloPayload())).statusCode).toBe(200);
    expect(await count({ owner: player.userId, status: 'pending_payment' })).toBe(3);
    expect(fourth.status).toBe('pending_payment');
  });

  it('counts only this account’s registrations', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    for (let i = 0; i < MAX_UNPAID_REGISTRATIONS; i++) await registerSolo(t, a);
    expect((await register(t, b, soloPayload())).statusCode).toBe(200);
  });
});

describe(`an unpaid registration after ${TTL_MINUTES} minutes`, () => {
  it('expires: its usernames are released and its waiting payment can no longer settle it', async () => {
    const player = await createUser(t);
    const { id } = await registerSolo(t, player);
    const { paymentId } = await startPayment(t, player, id);
    expect(await accountsOf(id)).toBe(1);
    await age(id, TTL_MINUTES + 1);

    const confirm = await confirmPayment(t, player, paymentId);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ error: EXPIRED, code: 'CONFLICT' });

    const em = t.db.orm.em.fork();
    expect(await em.findOneOrFail(Participant, id)).toMatchObject({ status: 'expired', paidAt: null });
    expect(await accountsOf(id)).toBe(0);
    expect(await em.findOneOrFail(Payment, paymentId)).toMatchObject({ status: 'cancelled', liveKey: null });
    const events = await em.find(PaymentEvent, { payment: paymentId }, { orderBy: { at: 'asc' } });
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.source, e.detail])).toEqual([
      [null, 'mock-pending', 'initiate', null],
      ['mock-pending', 'cancelled', 'registration', 'The registration expired before it was paid.'],
    ]);

    // Nor can paying again, and the registration says why.
    const again = await initiatePayment(t, player, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(EXPIRED);
    expect((await confirmPayment(t, player, paymentId)).json().error).toBe(EXPIRED);
    const read = await t.app.inject({ url: `/api/participants/${id}`, headers: player.headers });
    expect(read.json()).toMatchObject({ status: 'expired', gameUsername: null });
  });

  it('expires when paying starts too late', async () => {
    const player = await createUser(t);
    const { id } = await registerSolo(t, player);
    await age(id, TTL_MINUTES + 1);
    const res = await initiatePayment(t, player, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: EXPIRED, code: 'CONFLICT' });
    expect(await t.db.orm.em.fork().count(Payment, { participant: id })).toBe(0);
    expect(await accountsOf(id)).toBe(0);
  });

  it('stays open while a payment started within the time is under way', async () => {
    const player = await createUser(t);
    const { id } = await registerSolo(t, player);
    await age(id, TTL_MINUTES - 5);
    const { paymentId } = await startPayment(t, player, id);
    await t.db.orm.em
      .getConnection()
      .execute(`update participant set created_at = created_at - interval '10 minutes' where id = ?`, [id]);
    expect((await confirmPayment(t, player, paymentId)).json()).toEqual({ paymentId, status: 'success' });
  });

  it('no longer counts against the limit', async () => {
    const player = await createUser(t);
    const waiting = [];
    for (let i = 0; i < MAX_UNPAID_REGISTRATIONS; i++) waiting.push((await registerSolo(t, player)).id);
    expect((await register(t, player, soloPayload())).json().error).toBe(TOO_MANY_UNPAID_MESSAGE);
    await age(waiting[0]!, TTL_MINUTES + 1);
    expect((await register(t, player, soloPayload())).statusCode).toBe(200);
    expect(await count({ id: waiting[0]!, status: 'expired' })).toBe(1);
  });
});
