import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, requestAs, type TestUser } from '../../../../test/support/auth.ts';
import { startPushStandIn, type PushStandIn } from '../../../../test/support/push-stand-in.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { AppUser } from '../../users/entities.ts';
import type { EventParams, EventType } from '../catalogue.ts';
import { ChannelError, type OutgoingMessage } from '../channels/channel.ts';
import { pushAdapter } from '../channels/push.ts';
import { NotificationDelivery, PushSubscription } from '../entities.ts';
import { renderEvent } from '../texts.ts';
import { SEAL_PURPOSE } from '../../crypto/sealed-columns.ts';
import { vapidKeySource } from './vapid.ts';

let t: TestApp;
let standIn: PushStandIn;

beforeAll(async () => {
  [t, standIn] = await Promise.all([createTestApp(), startPushStandIn()]);
});
afterAll(async () => {
  await Promise.all([t.close(), standIn.close()]);
});

const em = () => t.db.orm.em.fork();
const subscribe = (user: TestUser, subscription: object) =>
  requestAs(t, user, 'POST', '/api/push/subscriptions', subscription);
const subscriptionsOf = (user: TestUser) => em().find(PushSubscription, { user: user.userId });
const adapter = () => pushAdapter({ keys: t.app.services.vapidKeys, agent: standIn.agent });

const ROOM: EventParams = { game: 'BGMI', match: 2, roomId: '7781234', startsAt: '19:30' };

/** A delivery as the engine queues it, and the message the sender renders from it. */
async function message(user: TestUser, type: EventType = 'room.released'): Promise<OutgoingMessage> {
  const fork = em();
  const account = await fork.findOneOrFail(AppUser, user.userId);
  const delivery = fork.create(NotificationDelivery, {
    eventKey: `${type}:${crypto.randomUUID()}`,
    event: type,
    user: user.userId,
    channel: 'push',
    language: account.language,
    params: ROOM,
    path: '/dashboard/matches/m-2',
    notBefore: new Date(),
  });
  await fork.flush();
  const text = renderEvent(type, account.language, ROOM);
  return {
    deliveryId: delivery.id,
    event: type,
    language: account.language,
    recipient: { userId: user.userId, email: user.email, phone: null, name: account.firstName ?? 'Player' },
    ...text,
    url: `${t.config.PUBLIC_URL ?? 'http://localhost:3000'}/dashboard/matches/m-2`,
    params: ROOM,
    unsubscribeUrl: null,
  };
}

describe('push subscriptions', () => {
  it('give the public key and keep, take over and forget a phone by its endpoint', async () => {
    const player = await createUser(t);
    const other = await createUser(t);
    const key = await requestAs(t, player, 'GET', '/api/push/key');
    expect(key.statusCode).toBe(200);
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // The same pair after a restart (a new source reads what the first one kept).
    const restarted = await vapidKeySource(t.config, t.app.services.secretBox(SEAL_PURPOSE.settings))(em());
    expect(restarted.publicKey).toBe(key.json().publicKey);
    expect(restarted.subject).toBe('mailto:no-reply@arena-championships.in');

    const phone = standIn.subscribe();
    expect((await subscribe(player, phone)).json()).toEqual({ subscribed: true });
    expect((await subscribe(player, phone)).statusCode).toBe(200);
    expect(await subscriptionsOf(player)).toHaveLength(1);
    // Another account signed in on the same phone takes the subscription over.
    expect((await subscribe(other, phone)).statusCode).toBe(200);
    expect(await subscriptionsOf(player)).toHaveLength(0);
    expect(await subscriptionsOf(other)).toHaveLength(1);

    const url = `/api/push/subscriptions?endpoint=${encodeURIComponent(phone.endpoint)}`;
    expect((await requestAs(t, player, 'DELETE', url)).json()).toEqual({ removed: false });
    expect((await requestAs(t, other, 'DELETE', url)).json()).toEqual({ removed: true });
    expect(await subscriptionsOf(other)).toHaveLength(0);
  });

  it('are for signed-in players only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: standIn.subscribe(),
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuse what a browser would not give, with a clear 400, and keep nothing', async () => {
    const player = await createUser(t);
    const phone = standIn.subscribe();
    const cases: [object, string][] = [
      [{ ...phone, endpoint: phone.endpoint.replace('https:', 'http:') }, 'https address'],
      [{ ...phone, endpoint: 'not a url' }, 'https address'],
      [{ ...phone, keys: { ...phone.keys, p256dh: 'short' } }, 'keys.p256dh must be 65 bytes'],
      [{ ...phone, keys: { ...phone.keys, auth: 'a+b/c=='.padEnd(22, 'A') } }, 'keys.auth must be base64url'],
      [{ endpoint: phone.endpoint }, 'keys with p256dh and auth are required'],
    ];
    for (const [payload, words] of cases) {
      const res = await subscribe(player, payload);
      expect(res.statusCode, words).toBe(400);
      expect(res.body, words).toContain(words);
    }
    expect(await subscriptionsOf(player)).toHaveLength(0);
  });
});

describe('the push channel', () => {
  it('sends every phone of the player an encrypted message in their language, high urgency for match time', async () => {
    const player = await createUser(t);
    const fork = em();
    (await fork.findOneOrFail(AppUser, player.userId)).language = 'hi';
    await fork.flush();
    const phones = [standIn.subscribe(), standIn.subscribe()];
    for (const phone of phones) await subscribe(player, phone);
    const push = adapter();
    expect(await push.ready(em(), 'room.released')).toBe(true);
    const stranger = await createUser(t);
    expect(await push.reachable(em(), [player.userId, stranger.userId])).toEqual(new Set([player.userId]));

    const sent = await message(player);
    const result = await push.send(em(), sent);
    expect(result.status).toBe('sent');
    expect(result.providerMessageId).toMatch(/\/message\//);
    const ids = phones.map((phone) => phone.endpoint.split('/').pop());
    const got = standIn.received.filter((push) => ids.includes(push.subscriptionId));
    expect(got).toHaveLength(2);
    const delivery = await em().findOneOrFail(NotificationDelivery, sent.deliveryId);
    for (const push of got) {
      expect(push.payload).toEqual({
        title: 'BGMI: मैच 2 के रूम की जानकारी आ गई है',
        body: sent.body,
        url: sent.url,
        tag: delivery.eventKey,
      });
      expect(push.urgency).toBe('high');
      expect(push.ttl).toBe(3600);
      expect(push.vapidKey).toBe((await t.app.services.vapidKeys(em())).publicKey);
    }
    expect((await subscriptionsOf(player)).every((s) => s.lastUsedAt)).toBe(true);
  });

  it('sends optional messages at normal urgency, kept for a day', async () => {
    const player = await createUser(t);
    const phone = standIn.subscribe();
    await subscribe(player, phone);
    await adapter().send(em(), await message(player, 'payment.received'));
    const push = await standIn.waitFor((p) => phone.endpoint.endsWith(p.subscriptionId));
    expect(push.urgency).toBe('normal');
    expect(push.ttl).toBe(86_400);
  });

  it('forgets a phone its push service says is gone, and still reaches the others', async () => {
    const player = await createUser(t);
    const [gone, kept] = [standIn.subscribe(), standIn.subscribe()];
    await subscribe(player, gone);
    await subscribe(player, kept);
    standIn.unsubscribe(gone.endpoint);

    expect((await adapter().send(em(), await message(player))).status).toBe('sent');
    expect((await subscriptionsOf(player)).map((s) => s.endpoint)).toEqual([kept.endpoint]);

    // With no phone left the message fails for good: retrying cannot reach anyone.
    standIn.unsubscribe(kept.endpoint);
    const last = await adapter()
      .send(em(), await message(player))
      .catch((error: unknown) => error);
    expect(last).toBeInstanceOf(ChannelError);
    expect(last).toMatchObject({ retryable: false });
    expect(await subscriptionsOf(player)).toHaveLength(0);
    await expect(adapter().send(em(), await message(player))).rejects.toMatchObject({
      message: 'No phone is subscribed to push.',
      retryable: false,
    });
  });

  it('asks to try again when the push service is busy or failing', async () => {
    const player = await createUser(t);
    await subscribe(player, standIn.subscribe());
    for (const status of [503, 429]) {
      standIn.failNext(status);
      await expect(adapter().send(em(), await message(player))).rejects.toMatchObject({
        name: 'ChannelError',
        retryable: true,
        message: expect.stringContaining(`answered ${status}`),
      });
    }
    // A client error (here 400 for a request the service will never take) does not retry.
    standIn.failNext(400);
    await expect(adapter().send(em(), await message(player))).rejects.toMatchObject({ retryable: false });
    expect(await subscriptionsOf(player)).toHaveLength(1);
    expect((await adapter().send(em(), await message(player))).status).toBe('sent');
  });

  it('counts a push service it cannot reach as a retryable error', async () => {
    const player = await createUser(t);
    const fork = em();
    fork.create(PushSubscription, {
      user: player.userId,
      endpoint: 'https://127.0.0.1:9/push/nowhere',
      ...standIn.subscribe().keys,
    });
    await fork.flush();
    await expect(adapter().send(em(), await message(player))).rejects.toMatchObject({ retryable: true });
  });
});
