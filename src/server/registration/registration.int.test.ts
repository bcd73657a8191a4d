import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import type { ParticipantView } from './views.ts';
import {
  register,
  registerAndPay,
  registerSquad,
  soloPayload,
  squadPayload,
} from '../../../test/support/registration.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { seedGames } from '../games/seed.ts';
import { Payment, PaymentEvent } from '../payments/entities.ts';

let t: TestApp;
let player: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db.orm.em.fork());
  player = await createUser(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = player) =>
  requestAs(t, user, method, url, payload);

describe('the whole flow over REST', () => {
  it('registers, pays with the mock gateway and reveals credentials only after payment', async () => {
    const created = await register(
      t,
      player,
      soloPayload({ gameUsername: 'HACKER', gamePassword: '000000', passPrice: 1500 }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      status: 'pending_payment',
      gameUsername: null,
      gamePassword: null,
    });
    const id = created.json().id as string;

    const before = await call('GET', `/api/participants/${id}`);
    expect(before.json()).toMatchObject({
      pass: 'premium',
      passPrice: 1500,
      gameCategory: 'battle_royale',
      category: 'student',
      gameUsername: null,
    });
    expect((await call('GET', `/api/participants/${id}/group`)).json()).toEqual({ group: null, pool: null });

    const initiated = await call('POST', '/api/payments/initiate', {
      orderId: id,
      amount: 1500,
      method: 'upi',
    });
    expect(initiated.statusCode).toBe(200);
    expect(initiated.json()).toMatchObject({
      status: 'mock-pending',
      mockMode: true,
      redirectUrl: null,
      amount: 1500,
    });
    const { paymentId } = initiated.json();
    const again = await call('POST', '/api/payments/initiate', { participantId: id });
    expect(again.json().paymentId).toBe(paymentId);
    expect((await call('GET', `/api/payments/status/${paymentId}`)).json()).toEqual({
      paymentId,
      status: 'mock-pending',
      participantId: id,
    });

    for (let i = 0; i < 2; i++) {
      const confirmed = await call('POST', '/api/payments/confirm', { paymentId, status: 'success' });
      expect(confirmed.json()).toEqual({ paymentId, status: 'success' });
    }
    const em = t.db.orm.em.fork();
    expect(await em.count(Payment, { participant: id })).toBe(1);
    expect(await em.count(PaymentEvent, { payment: paymentId, toStatus: 'success' })).toBe(1);

    const after = (await call('GET', `/api/participants/${id}`)).json();
    expect(after.status).toBe('paid');
    expect(after.gameUsername).toMatch(/^ARENA\d{5}$/);
    expect(after.gamePassword).toMatch(/^\d{6}$/);
    expect(after.gameUsername).not.toBe('HACKER');
    const group = (await call('GET', `/api/participants/${id}/group`)).json().group;
    expect(group).toMatchObject({
      number: 1,
      capacity: 280,
      qualifier: { gameName: 'BGMI', playFormat: 'solo' },
    });
    expect(group.qualifier.month).toMatch(/^\d{4}-\d{2}$/);
    expect((await call('POST', '/api/payments/initiate', { orderId: id })).json().status).toBe('success');
  });

  it('stores a squad with its teammates, each with credentials of their own', async () => {
    const created = await register(t, player, squadPayload(3, { riskCategory: 'lr' }));
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    expect((await call('GET', `/api/participants/${id}`)).json()).toMatchObject({
      pass: 'vip',
      passPrice: 2000,
    });
    expect(
      (await call('GET', `/api/participants/${id}/squad-teammates`))
        .json()
        .map((m: { name: string; gameUsername: null }) => [m.name, m.gameUsername]),
    ).toEqual([
      ['Teammate 1', null],
      ['Teammate 2', null],
      ['Teammate 3', null],
    ]);
    const { paymentId } = (await call('POST', '/api/payments/initiate', { orderId: id })).json();
    await call('POST', '/api/payments/confirm', { paymentId, status: 'success' });
    const mates = (await call('GET', `/api/participants/${id}/squad-teammates`)).json();
    const usernames = mates.map((m: { gameUsername: string }) => m.gameUsername);
    expect(usernames.every((u: string) => /^ARENA\d{5}$/.test(u))).toBe(true);
    expect(
      new Set([...usernames, (await call('GET', `/api/participants/${id}`)).json().gameUsername]).size,
    ).toBe(4);
    expect((await call('GET', `/api/participants/${id}/group`)).json().group).toMatchObject({
      capacity: 43,
      qualifier: { playFormat: 'squad' },
    });
  });

  it('returns the first registration for a retried create with the same idempotency key', async () => {
    const payload = soloPayload({ idempotencyKey: 'wizard-session-123' });
    const [a, b] = await Promise.all([register(t, player, payload), register(t, player, payload)]);
    expect(a.json().id).toBe(b.json().id);
  });

  it('lists the caller’s registrations, and updates and cancels an unpaid one', async () => {
    const id = (await register(t, player, soloPayload({ city: 'Nagpur' }))).json().id as string;
    expect((await call('GET', '/api/participants')).json().map((p: { id: string }) => p.id)).toContain(id);
    const updated = await call('PUT', `/api/participants/${id}`, { ...soloPayload(), city: 'Nashik' });
    expect(updated.json().city).toBe('Nashik');
    expect((await call('DELETE', `/api/participants/${id}`)).json()).toEqual({ ok: true });
    expect((await call('GET', `/api/participants/${id}`)).statusCode).toBe(404);
  });
});

describe('the list as each registration reads opened', () => {
  it('lists newest first what opening each shows, credentials opened for the owner and masked for an admin', async () => {
    const owner = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const squad = await registerAndPay(t, owner, squadPayload(3, { dateOfBirth: '1999-02-28' }));
    const solo = await registerAndPay(t, owner, soloPayload());
    const unpaid = (await registerSquad(t, owner, 2)).id;
    const opened = async (id: string, user: TestUser) => {
      const { pool: _pool, ...view } = (await call('GET', `/api/participants/${id}`, undefined, user)).json<
        ParticipantView & { pool: unknown }
      >();
      return view;
    };

    const listed = (await call('GET', '/api/participants', undefined, owner)).json<ParticipantView[]>();
    expect(listed.map((p) => p.id)).toEqual([unpaid, solo, squad]);
    for (const item of listed) expect(item).toEqual(await opened(item.id, owner));
    const [unpaidSquad, , paidSquad] = listed;
    expect(paidSquad!.dateOfBirth).toBe('1999-02-28');
    expect(paidSquad!.gamePassword).toMatch(/^\d{6}$/);
    expect(paidSquad!.teammates).toHaveLength(3);
    for (const mate of paidSquad!.teammates)
      expect(mate).toMatchObject({
        gameUsername: expect.stringMatching(/^ARENA\d{5}$/),
        passwordMasked: false,
      });
    expect(unpaidSquad!.teammates.map((m) => m.gameUsername)).toEqual([null, null]);

    // An admin's list of everyone's shows this player's passes as opening them does: masked.
    const everyone = (await call('GET', '/api/participants?all=true', undefined, admin)).json<
      ParticipantView[]
    >();
    for (const id of [squad, solo, unpaid])
      expect(everyone.find((p) => p.id === id)).toEqual(await opened(id, admin));
    expect(everyone.find((p) => p.id === squad)).toMatchObject({ gamePassword: null, passwordMasked: true });
    // A player asking for everyone's gets their own.
    const asked = (await call('GET', '/api/participants?all=true', undefined, player)).json<
      ParticipantView[]
    >();
    expect(asked.map((p) => p.id)).not.toContain(squad);
  });
});

describe('the flow over tRPC', () => {
  it('creates, pays and reads back through the tRPC endpoint', async () => {
    const trpc = trpcAs(t, player);
    const { id } = await trpc.registration.create.mutate(
      soloPayload({ selectedGame: 'valorant', priceCategory: '500', riskCategory: 'lr' }),
    );
    const { paymentId, mockMode } = await trpc.payment.initiate.mutate({ participantId: id });
    expect(mockMode).toBe(true);
    expect(await trpc.payment.confirm.mutate({ paymentId, status: 'success' })).toEqual({
      paymentId,
      status: 'success',
    });
    expect(await trpc.registration.get.query({ id })).toMatchObject({
      gameCategory: 'tactical',
      pass: 'basic',
      passPrice: 500,
      status: 'paid',
    });
  });
});

describe('the game as docs/product.md names it', () => {
  it('takes the game by its name in any case, its slug or its id', async () => {
    const games = (await call('GET', '/api/games')).json<{ id: string; slug: string }[]>();
    const freeFire = games.find((g) => g.slug === 'free-fire-max')!;
    const cases: [given: string, slug: string][] = [
      ['BGMI', 'bgmi'],
      ['bgmi', 'bgmi'],
      ['Free Fire Max', 'free-fire-max'],
      [' free fire max ', 'free-fire-max'],
      ['free-fire-max', 'free-fire-max'],
      [freeFire.id, 'free-fire-max'],
    ];
    for (const [given, slug] of cases) {
      const res = await register(t, player, soloPayload({ selectedGame: given }));
      expect(res.statusCode, given).toBe(200);
      const view = (await call('GET', `/api/participants/${res.json().id}`)).json();
      expect(view.selectedGame, given).toBe(slug);
      // Cancelled again: an account holds only a few unpaid registrations at once.
      expect((await call('DELETE', `/api/participants/${res.json().id}`)).statusCode).toBe(200);
    }
    const viaTrpc = await trpcAs(t, player).registration.create.mutate(
      soloPayload({ selectedGame: 'call of duty MOBILE' }),
    );
    expect((await trpcAs(t, player).registration.get.query({ id: viaTrpc.id })).gameName).toBe(
      'Call Of Duty Mobile',
    );
  });

  it('refuses a game it does not know, or a name that only looks like one', async () => {
    for (const given of ['chess', 'bgm%', 'free_fire_max', 'Free Fire']) {
      const res = await register(t, player, soloPayload({ selectedGame: given }));
      expect(res.json(), given).toMatchObject({ error: 'Please select a game', code: 'BAD_REQUEST' });
    }
  });
});
