import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { registerAndPay, registerSolo, registerSquad, teammate } from '../../../test/support/registration.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { expireUnpaidRegistrations } from '../payments/index.ts';
import { AppUser } from '../users/entities.ts';
import { emit } from './emit.ts';
import { Notification } from './entities.ts';

// Issue 28: the events the site's changes tell, on the bell: each keyed so a repeat tells nothing
// more, with the page that answers it, in the player's language.

const { t } = adminTestAppOfFile('games');

const bells = (user: TestUser) =>
  t.db.orm.em.fork().find(Notification, { user: user.userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });

async function hindiUser(): Promise<TestUser> {
  const user = await createUser(t);
  await t.db.orm.em.fork().nativeUpdate(AppUser, { id: user.userId }, { language: 'hi' });
  return user;
}

describe('events on the bell', () => {
  it('a paid pass tells the payment and the registration once, with their page, in each language', async () => {
    const english = await createUser(t);
    const hindi = await hindiUser();
    await registerAndPay(t, english);
    await registerAndPay(t, hindi);

    const told = await bells(english);
    const received = told.find((n) => n.eventKey?.startsWith('payment.received:'))!;
    expect(received).toMatchObject({
      kind: 'payment',
      title: 'Payment successful! Registration completed!',
      path: '/dashboard',
    });
    expect(received.body).toMatch(/entry fee of ₹[\d,]+ for one .+ qualifier/);
    const complete = told.find((n) => n.eventKey?.startsWith('registration.complete:'))!;
    expect(complete.title).toMatch(/registration complete$/);
    expect(complete.body).toMatch(/pool \d+/);

    expect((await bells(hindi)).map((n) => n.title)).toEqual(
      expect.arrayContaining(['भुगतान सफल! रजिस्ट्रेशन पूरा हुआ!', expect.stringMatching(/रजिस्ट्रेशन पूरा हुआ$/)]),
    );

    // The same event again (a repeated webhook, a retried job) rings nothing more.
    await t.db.orm.em.fork().transactional((tx) =>
      emit(tx, {
        type: 'payment.received',
        key: received.eventKey!,
        userIds: [english.userId],
        params: { amount: '₹1', game: 'Again' },
        path: '/dashboard',
      }),
    );
    const again = await bells(english);
    expect(again).toHaveLength(told.length);
    expect(again.find((n) => n.eventKey === received.eventKey)!.body).toBe(received.body);
  });

  it('a registration left unpaid tells its player the place went, once', async () => {
    const player = await hindiUser();
    const { id } = await registerSolo(t, player);
    const later = new Date(Date.now() + 60 * 60 * 1000);
    expect(await expireUnpaidRegistrations(t.db.orm.em.fork(), 30, { participantId: id }, later)).toEqual([
      id,
    ]);
    expect(await expireUnpaidRegistrations(t.db.orm.em.fork(), 30, { participantId: id }, later)).toEqual([]);

    const told = (await bells(player)).filter((n) => n.eventKey === `registration.expired:${id}`);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'payment', path: '/dashboard' });
    expect(told[0]!.title).toContain('रजिस्ट्रेशन की समय-सीमा खत्म');
    expect(told[0]!.body).toMatch(/₹[\d,]+/);
  });

  it('a squad filling through its link tells the captain of each teammate, and when it is complete', async () => {
    const captain = await createUser(t);
    const { id } = await registerSquad(t, captain, 1, { selectedGame: 'bgmi' });
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/participants/${id}/invite`,
      headers: captain.headers,
      payload: {},
    });
    const { token } = made.json<{ token: string }>();
    for (const n of [7, 8]) {
      const joined = await t.app.inject({
        method: 'POST',
        url: `/api/invites/${token}/join`,
        payload: teammate(n),
      });
      expect(joined.statusCode, joined.body).toBe(200);
    }

    const told = await bells(captain);
    expect(told.filter((n) => n.eventKey?.startsWith('squad.invite-accepted:')).map((n) => n.title)).toEqual([
      'Teammate joined your BGMI squad',
      'Teammate joined your BGMI squad',
    ]);
    expect(told.find((n) => n.eventKey?.startsWith('squad.invite-accepted:'))!.body).toContain(
      '3 of 4 players',
    );
    const complete = told.filter((n) => n.eventKey === `squad.complete:${id}`);
    expect(complete).toHaveLength(1);
    expect(complete[0]).toMatchObject({ kind: 'registration', title: 'Your BGMI squad is complete' });
  });
});
