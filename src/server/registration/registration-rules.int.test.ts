import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import {
  confirmPayment,
  initiatePayment,
  register,
  registerAndPay,
  registerSolo,
  soloPayload,
  startPayment,
  teammate,
} from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';
import { Participant } from './entities.ts';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db.orm.em.fork());
  owner = await createUser(t);
  stranger = await createUser(t);
});
afterAll(() => t.close());

const post = (url: string, payload: object, user = owner) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, payload });
/** Signs in with game credentials, each attempt from the address given (the limits are per IP too). */
const signIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress });

describe('prices come from the catalogue', () => {
  it('rejects a tampered pass price and writes nothing', async () => {
    const before = await t.db.orm.em.fork().count(Participant);
    const res = await register(t, owner, soloPayload({ passPrice: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'The pass price does not match our catalogue.',
      code: 'BAD_REQUEST',
    });
    expect(await t.db.orm.em.fork().count(Participant)).toBe(before);
  });

  it('rejects a pass that does not exist for the format, and a closed or unknown game', async () => {
    expect((await register(t, owner, soloPayload({ priceCategory: '6000' }))).json().error).toBe(
      'This pass is not available for the chosen format.',
    );
    expect((await register(t, owner, soloPayload({ selectedGame: 'fortnite' }))).json().error).toBe(
      'Fortnite is not open for registration.',
    );
    expect((await register(t, owner, soloPayload({ selectedGame: 'chess' }))).json().error).toBe(
      'Please select a game',
    );
  });

  it('rejects a tampered payment amount, and an unknown coupon', async () => {
    const { id } = await registerSolo(t, owner);
    const tampered = await initiatePayment(t, owner, id, { amount: 1 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toBe('The amount does not match the price of this pass.');
    const coupon = await initiatePayment(t, owner, id, { couponCode: 'FREE100' });
    expect(coupon.json()).toMatchObject({ error: 'Invalid coupon code', code: 'BAD_REQUEST' });
  });

  it('validates the create payload with the wizard’s messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Full name is required'],
      [{ phone: '5123456789' }, 'Please enter a valid 10-digit Indian mobile number'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ state: 'Atlantis' }, 'State is required'],
      [
        { dateOfBirth: `${new Date().getFullYear() - 17}-01-01` },
        'You must be 18 years or older to participate in the championship',
      ],
      [
        { playFormat: 'squad', priceCategory: '2000', teammates: [1, 2, 3, 4, 5, 6].map(teammate) },
        'Maximum 5 teammates allowed per squad',
      ],
      [
        { playFormat: 'squad', priceCategory: '2000', teammates: [{ ...teammate(1), phone: '123' }] },
        'Phone number must be 10 digits',
      ],
      [
        {
          playFormat: 'squad',
          priceCategory: '2000',
          teammates: [{ ...teammate(1), dateOfBirth: '2015-01-01' }],
        },
        'Teammate must be at least 18 years old',
      ],
    ];
    for (const [override, message] of cases) {
      const res = await register(t, owner, soloPayload(override));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error, message).toBe(message);
    }
  });
});

describe('ownership', () => {
  it("hides another player's registration and payment behind 404", async () => {
    const { id } = await registerSolo(t, owner);
    const { paymentId } = await startPayment(t, owner, id);
    for (const url of [
      `/api/participants/${id}`,
      `/api/participants/${id}/squad-teammates`,
      `/api/participants/${id}/group`,
      `/api/payments/status/${paymentId}`,
    ]) {
      const res = await t.app.inject({ url, headers: stranger.headers });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await initiatePayment(t, stranger, id)).statusCode).toBe(404);
    expect((await confirmPayment(t, stranger, paymentId)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/participants/${id}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/participants', headers: stranger.headers })).json()).toEqual([]);
    expect((await t.app.inject({ url: `/api/participants/${id}` })).statusCode).toBe(401);
  });

  it('refuses to cancel a paid registration', async () => {
    const id = await registerAndPay(t, owner);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/participants/${id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('credentials', () => {
  it('gives 201 concurrent registrations 201 distinct usernames', { timeout: 120_000 }, async () => {
    // Three from each of 67 accounts: one account may hold only 3 unpaid registrations.
    const buyers = await Promise.all(Array.from({ length: 67 }, () => createUser(t)));
    const responses = await Promise.all(
      [...buyers, ...buyers, ...buyers].map((buyer) => register(t, buyer, soloPayload())),
    );
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const ids = responses.map((r) => r.json().id as string);
    expect(new Set(ids).size).toBe(201);
    const rows = await t.db.orm.em.getConnection().execute<{ n: number; d: number }[]>(
      `select count(*)::int as n, count(distinct username)::int as d from game_account a join participant p on p.id = a.participant_id where p.owner_id in (${buyers.map(() => '?').join(', ')})`,
      buyers.map((b) => b.userId),
    );
    expect(rows[0]).toEqual({ n: 201, d: 201 });
  });

  it('sign in to their pass’s dashboard after payment, not before, and are held back after wrong guesses', async () => {
    const buyer = await createUser(t);
    const unpaid = (await registerSolo(t, buyer)).id;
    const [unpaidAccount] = await t.db.orm.em
      .getConnection()
      .execute<{ username: string }[]>('select username from game_account where participant_id = ?', [
        unpaid,
      ]);
    const early = await post('/auth/login', { email: unpaidAccount!.username, password: '000000' }, buyer);
    expect(early.statusCode).toBe(401);

    const id = await registerAndPay(t, buyer);
    const { gameUsername, gamePassword } = (
      await t.app.inject({ url: `/api/participants/${id}`, headers: buyer.headers })
    ).json();
    const login = await signIn(gameUsername, gamePassword, '198.51.100.10');
    expect(login.statusCode).toBe(200);
    const pass = await t.app.inject({
      url: '/trpc/dashboard.pass',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(pass.json().result.data.json).toMatchObject({ participantId: id, gameUsername });

    const wrong = gamePassword === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      const res = await signIn(gameUsername, wrong, `198.51.100.${20 + i}`);
      expect(res.json()).toMatchObject({ error: 'Invalid username or password.' });
    }
    // A wait that grows with each failure past the free ones, not a lock (decision 20).
    const held = await signIn(gameUsername, gamePassword, '198.51.100.99');
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toBe('Too many sign-in attempts. Please try again in 1 minute.');
  });
});
