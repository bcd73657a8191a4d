import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import {
  confirmPayment,
  initiatePayment,
  registerSolo,
  registerSquad,
  teammate,
} from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';

// A captain shares a link; teammates join with their own details (18+ checked) until the squad
// has its game's team size; then, and only then, the squad can pay.

let t: TestApp;
let captain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db.orm.em.fork());
  captain = await createUser(t);
});
afterAll(() => t.close());

const invite = (user: TestUser, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/participants/${id}/invite`, headers: user.headers, payload: {} });
const read = (token: string) => t.app.inject({ url: `/api/invites/${token}` });
const join = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/invites/${token}/join`, payload });

describe('squad invite links', () => {
  it('fills a squad through its link, shows no one else’s details, and lets it pay once complete', async () => {
    // BGMI squads have 4 players: the captain, one typed teammate, two to invite.
    const { id } = await registerSquad(t, captain, 1, { selectedGame: 'bgmi' });
    const made = await invite(captain, id);
    expect(made.statusCode).toBe(200);
    const { token } = made.json<{ token: string }>();
    expect((await invite(captain, id)).json()).toMatchObject({ token });

    const view = await read(token);
    expect(view.json()).toEqual({
      token,
      captain: expect.any(String),
      game: 'BGMI',
      teamSize: 4,
      players: 2,
      placesLeft: 2,
    });
    expect(view.body).not.toMatch(/@|\d{10}/);

    const incomplete = await initiatePayment(t, captain, id);
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json()).toMatchObject({
      error: 'This squad needs 2 more teammates before it can pay.',
    });

    const young = await join(token, {
      ...teammate(20),
      dateOfBirth: `${new Date().getFullYear() - 16}-01-01`,
    });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ error: 'Teammate must be at least 18 years old' });
    expect((await join(token, { ...teammate(21), phone: '12345' })).json()).toMatchObject({
      error: 'Phone number must be 10 digits',
    });

    const first = await join(token, teammate(22));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      gameUsername: expect.stringMatching(/^ARENA\d{5,9}$/),
      gamePassword: expect.stringMatching(/^\d{6}$/),
    });
    // Joining again (a double tap, or anyone who knows a teammate's e-mail or phone) takes no
    // second place and shows no one's credentials: they show on the teammate's own pass.
    for (const again of [
      teammate(22),
      { ...teammate(30), email: teammate(22).email.toUpperCase() },
      { ...teammate(31), phone: teammate(22).phone },
      // The teammate the captain typed in.
      { ...teammate(32), email: teammate(1).email },
    ]) {
      const answer = await join(token, again);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        error:
          'You have already joined this squad. Your game credentials were shown when you joined; once the captain has paid, they sign you in to your dashboard, where you see them again.',
        code: 'CONFLICT',
        requestId: expect.any(String),
        reason: 'invite.already_joined',
      });
    }
    expect((await read(token)).json()).toMatchObject({ players: 3, placesLeft: 1 });

    // The last place goes to one of many at once.
    const racers = await Promise.all([23, 24, 25, 26, 27].map((n) => join(token, teammate(n))));
    expect(racers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(racers.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      error: 'This squad is already full.',
    });

    const mates = await t.app.inject({
      url: `/api/participants/${id}/squad-teammates`,
      headers: captain.headers,
    });
    expect(mates.json()).toHaveLength(3);
    const started = await initiatePayment(t, captain, id);
    expect(started.statusCode).toBe(200);
    expect(
      (await confirmPayment(t, captain, started.json<{ paymentId: string }>().paymentId)).statusCode,
    ).toBe(200);
    // Paid: the link has done its job.
    expect((await read(token)).statusCode).toBe(404);
    expect((await join(token, teammate(28))).json()).toMatchObject({
      error: 'This invite link is not valid or has expired.',
    });
    const paid = await t.app.inject({ url: `/api/participants/${id}`, headers: captain.headers });
    expect(
      paid.json<{ teammates: { gameUsername: string | null }[] }>().teammates.every((m) => m.gameUsername),
    ).toBe(true);
  });

  it('is the captain’s, for an unpaid squad only', async () => {
    const { id: solo } = await registerSolo(t, captain);
    expect((await invite(captain, solo)).statusCode).toBe(409);
    const { id: squad } = await registerSquad(t, captain, 1, { selectedGame: 'bgmi' });
    expect((await invite(await createUser(t), squad)).statusCode).toBe(404);
    expect((await read('not-a-real-token-at-all-0000')).statusCode).toBe(404);
  });

  it('limits joins from one network', async () => {
    const { id } = await registerSquad(t, captain, 0, { selectedGame: 'valorant' });
    const { token } = (await invite(captain, id)).json<{ token: string }>();
    const from = (ip: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/invites/${token}/join`,
        payload: teammate(n),
        remoteAddress: ip,
      });
    // Wrong or not, every join counts: the 21st from one network in 15 minutes is refused.
    for (let n = 0; n < 20; n++) expect((await from('203.0.113.7', 40 + (n % 4))).statusCode).not.toBe(429);
    const refused = await from('203.0.113.7', 60);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      'Too many squad joins from this network. Please try again in 15 minutes.',
    );
    expect((await from('198.51.100.9', 61)).statusCode).not.toBe(429);
  });
});
