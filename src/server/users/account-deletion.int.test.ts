import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import {
  confirmPayment,
  registerAndPay,
  registerSolo,
  squadPayload,
  startPayment,
} from '../../../test/support/registration.ts';
import { Payment, PaymentEvent } from '../payments/entities.ts';
import { GameAccount, Participant, Teammate } from '../registration/entities.ts';
import { AppUser } from './entities.ts';

const { t, admin } = adminTestAppOfFile('games');

const deleteAccount = (user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/delete-user',
    headers: { ...user.headers, origin: 'http://localhost:3000' },
    payload: { password: user.password },
  });

describe('deleting an account', () => {
  it('keeps its payments and their events, with the personal data of its registrations anonymised', async () => {
    const player = await createUser(t);
    const paidId = await registerAndPay(t, player, squadPayload(3, { name: 'Kiran Rao', city: 'Surat' }));
    const waiting = await registerSolo(t, player);
    const pending = await startPayment(t, player, waiting.id);
    const untouched = await registerSolo(t, player);

    const em = t.db.orm.em.fork();
    const payments = await em.find(Payment, { owner: player.userId }, { orderBy: { createdAt: 'asc' } });
    expect(payments).toHaveLength(2);
    const paymentIds = payments.map((p) => p.id);
    const events = await em.find(PaymentEvent, { payment: { $in: paymentIds } });
    const eventIds = events.map((e) => e.id).sort();

    const res = await deleteAccount(player);
    expect(res.statusCode).toBe(200);

    const after = t.db.orm.em.fork();
    expect(await after.count(AppUser, { id: player.userId })).toBe(0);

    // Money records stay, linked to no one.
    const kept = await after.find(Payment, { id: { $in: paymentIds } }, { orderBy: { createdAt: 'asc' } });
    expect(kept.map((p) => [p.id, p.owner, p.amount])).toEqual([
      [paymentIds[0], null, 2000],
      [paymentIds[1], null, 1500],
    ]);
    expect(kept[0]!.status).toBe('success');
    // The waiting payment can no longer complete anything.
    expect(kept[1]).toMatchObject({ status: 'cancelled', liveKey: null });
    const eventsAfter = await after.find(PaymentEvent, { payment: { $in: paymentIds } });
    expect(
      eventsAfter
        .map((e) => e.id)
        .filter((id) => eventIds.includes(id))
        .sort(),
    ).toEqual(eventIds);
    expect(
      eventsAfter.find((e) => e.payment.id === pending.paymentId && e.toStatus === 'cancelled'),
    ).toMatchObject({
      fromStatus: 'mock-pending',
      source: 'registration',
      detail: 'The account was deleted.',
    });

    // The paid registration stays for the payment it carries, without anything personal.
    const paid = await after.findOneOrFail(Participant, paidId);
    expect(paid).toMatchObject({
      owner: null,
      name: 'Deleted player',
      phone: '',
      email: '',
      state: '',
      city: '',
      dateOfBirth: null,
      status: 'paid',
      passPrice: 2000,
    });
    const mates = await after.find(Teammate, { participant: paidId });
    expect(mates).toHaveLength(3);
    for (const mate of mates)
      expect(mate).toMatchObject({
        name: 'Deleted player',
        phone: '',
        email: '',
        state: '',
        city: '',
        dateOfBirth: null,
      });
    // Game credentials go: they sign in to an account that no longer exists.
    expect(await after.count(GameAccount, { participant: paidId })).toBe(0);
    // Unpaid registrations carry no money: they go, with their credentials.
    expect(await after.count(Participant, { id: { $in: [waiting.id, untouched.id] } })).toBe(0);
    expect(await after.count(GameAccount, { participant: { $in: [waiting.id, untouched.id] } })).toBe(0);
    expect(kept[1]!.participant).toBeNull();

    const raw = JSON.stringify(
      await after.getConnection().execute('select * from participant p where p.id = ?', [paidId]),
    );
    for (const personal of ['Kiran Rao', 'Surat', '9876543210', 'aditi@example.in'])
      expect(raw).not.toContain(personal);
  });

  it('leaves the payments readable by an admin', async () => {
    const player = await createUser(t);
    const paidId = await registerAndPay(t, player);
    const [payment] = await t.db.orm.em.fork().find(Payment, { participant: paidId });
    expect((await deleteAccount(player)).statusCode).toBe(200);

    const status = await t.app.inject({ url: `/api/payments/status/${payment!.id}`, headers: admin.headers });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ paymentId: payment!.id, status: 'success', participantId: paidId });
    // Still in the organisers' payments list, with its event log.
    const listed = await t.app.inject({
      url: `/admin/payments?search=${payment!.id}`,
      headers: admin.headers,
    });
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: payment!.id, status: 'success', amount: 1500 }),
    ]);
    const logs = await t.app.inject({
      url: `/admin/payments/logs?paymentId=${payment!.id}`,
      headers: admin.headers,
    });
    expect(logs.json().map((l: { status: string }) => l.status)).toEqual(['success', 'mock-pending']);
    const registration = await t.app.inject({ url: `/api/participants/${paidId}`, headers: admin.headers });
    expect(registration.statusCode).toBe(200);
    expect(registration.json()).toMatchObject({
      name: 'Deleted player',
      status: 'paid',
      gameUsername: null,
      gamePassword: null,
      passwordMasked: false,
    });
    const all = await t.app.inject({ url: '/api/participants?all=true', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((p: { id: string }) => p.id)).toContain(paidId);
    // Confirming it again changes nothing and breaks nothing.
    expect((await confirmPayment(t, admin, payment!.id)).json()).toEqual({
      paymentId: payment!.id,
      status: 'success',
    });
  });
});
