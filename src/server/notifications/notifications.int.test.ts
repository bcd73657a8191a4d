import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/support/auth.ts';
import { mailTestAppOfFile } from '../../../test/support/test-app.ts';
import { AppUser } from '../users/entities.ts';
import type { NotificationEvent } from './catalogue.ts';
import { ChannelError, type ChannelAdapter, type OutgoingMessage } from './channels/channel.ts';
import { expandOutbox, sendDue, type Sender } from './delivery.ts';
import { recordDeliveryReport } from './reports.ts';
import { emit } from './emit.ts';
import { Notification, NotificationDelivery } from './entities.ts';
import { renderEvent } from './texts.ts';

// The notification engine (docs/decisions/0028-notifications.md) on a real database: the bell and
// the outbox in the change's transaction, deliveries per chosen channel once, quiet hours, retries
// with back-off and their bound, two senders at once. (E-mail: channels/email.int.test.ts.)

const t = mailTestAppOfFile();

/**
 * A provider of our own for the tests: records what it was given, fails each message as told (the
 * test file's earlier messages may still be due, so counts are per message).
 */
function testChannel(plan: { failures?: number; retryable?: boolean; reachable?: boolean } = {}) {
  const sent: OutgoingMessage[] = [];
  const failed = new Map<string, number>();
  const adapter: ChannelAdapter = {
    channel: 'sms',
    ready: async () => true,
    reachable: async (_em, ids) => new Set(plan.reachable === false ? [] : ids),
    async send(_em, message) {
      const failures = failed.get(message.deliveryId) ?? 0;
      if (failures < (plan.failures ?? 0)) {
        failed.set(message.deliveryId, failures + 1);
        throw new ChannelError('provider answered 503', plan.retryable ?? true);
      }
      sent.push(message);
      return { status: 'sent', providerMessageId: `msg-${sent.length}-${message.deliveryId}` };
    },
  };
  return { adapter, sent };
}

const sender = (adapter: ChannelAdapter, overrides: Partial<Sender> = {}): Sender => ({
  adapters: [adapter],
  siteUrl: 'https://arena.example.in',
  unsubscribeUrl: (userId, group) => `https://arena.example.in/unsubscribe?u=${userId}&g=${group}`,
  quietHours: 'off',
  maxAttempts: 5,
  ratePerSecond: 1000,
  ...overrides,
});

const fork = (): EntityManager => t.db.orm.em.fork();

async function emitNow(event: NotificationEvent) {
  await fork().transactional((tx) => emit(tx, event));
}

let keys = 0;
const roomReleased = (userIds: string[]): NotificationEvent => ({
  type: 'room.released',
  key: `room.released:test-${++keys}`,
  userIds,
  params: { game: 'BGMI', match: 2, roomId: '7781234', startsAt: '19:30' },
  path: '/dashboard',
});

async function setLanguage(userId: string, language: 'en' | 'hi') {
  await fork().nativeUpdate(AppUser, { id: userId }, { language });
}

const deliveriesOf = (eventKey: string) =>
  fork().find(NotificationDelivery, { eventKey }, { orderBy: { user: 'asc', channel: 'asc' } });

describe('an event reaches each recipient once, in their language, on the channels they chose', () => {
  it('rings the bell and queues one message per channel, and a duplicate event adds nothing', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    await setLanguage(b.userId, 'hi');
    const { adapter, sent } = testChannel();
    const event = roomReleased([a.userId, b.userId, a.userId]);
    await emitNow(event);
    await emitNow(event);

    const bells = await fork().find(Notification, { eventKey: event.key }, { orderBy: { title: 'asc' } });
    expect(bells).toHaveLength(2);
    expect(bells.map((n) => n.title).sort()).toEqual(
      [
        renderEvent(event.type, 'en', event.params).title,
        renderEvent(event.type, 'hi', event.params).title,
      ].sort(),
    );
    expect(await expandOutbox(fork(), sender(adapter))).toBe(2);
    expect(await expandOutbox(fork(), sender(adapter))).toBe(0);
    expect(await sendDue(fork(), sender(adapter))).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await sendDue(fork(), sender(adapter))).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const theirs = sent.filter((m) => [a.userId, b.userId].includes(m.recipient.userId));
    expect(theirs.map((m) => [m.recipient.userId, m.language, m.url]).sort()).toEqual(
      [
        [a.userId, 'en', 'https://arena.example.in/dashboard'],
        [b.userId, 'hi', 'https://arena.example.in/dashboard'],
      ].sort(),
    );
    expect(theirs.find((m) => m.language === 'hi')!.body).toBe(
      renderEvent(event.type, 'hi', event.params).body,
    );
    // Match reminders are optional: their e-mails could be unsubscribed from.
    expect(theirs[0]!.unsubscribeUrl).toContain('g=match');
    const rows = await deliveriesOf(event.key);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  it('sends nothing on a channel a player turned off, nor to one the channel cannot reach', async () => {
    const [on, off] = [await createUser(t), await createUser(t)];
    await fork().nativeUpdate(
      AppUser,
      { id: off.userId },
      { notificationPreferences: { match: { sms: false } } },
    );
    const event = roomReleased([on.userId, off.userId]);
    await emitNow(event);
    await expandOutbox(fork(), sender(testChannel().adapter));
    expect((await deliveriesOf(event.key)).map((r) => r.user.id)).toEqual([on.userId]);

    const unreachable = roomReleased([on.userId]);
    await emitNow(unreachable);
    await expandOutbox(fork(), sender(testChannel({ reachable: false }).adapter));
    expect(await deliveriesOf(unreachable.key)).toEqual([]);
  });
});

describe('quiet hours', () => {
  it('hold optional messages until they end, never match-time ones', async () => {
    const player = await createUser(t);
    const { adapter } = testChannel();
    const night = sender(adapter, { quietHours: '00:00-23:59' });
    const squad: NotificationEvent = {
      type: 'squad.complete',
      key: `squad.complete:test-${++keys}`,
      userIds: [player.userId],
      params: { game: 'BGMI' },
      path: '/dashboard',
    };
    await fork().nativeUpdate(
      AppUser,
      { id: player.userId },
      { notificationPreferences: { squad: { sms: true } } },
    );
    await emitNow(squad);
    const match = roomReleased([player.userId]);
    await emitNow(match);
    await expandOutbox(fork(), night);
    const [held] = await deliveriesOf(squad.key);
    const [now] = await deliveriesOf(match.key);
    expect(held!.status).toBe('held');
    expect(held!.notBefore.getTime()).toBeGreaterThan(Date.now());
    expect(now!.status).toBe('queued');
  });
});

describe('providers failing', () => {
  it('tries again with growing pauses and succeeds on the third try', async () => {
    const player = await createUser(t);
    const { adapter, sent } = testChannel({ failures: 2 });
    const event = roomReleased([player.userId]);
    await emitNow(event);
    await expandOutbox(fork(), sender(adapter));
    let clock = Date.now();
    const pauses: number[] = [];
    for (let run = 0; run < 3; run++) {
      await sendDue(fork(), sender(adapter), () => new Date(clock));
      const [row] = await deliveriesOf(event.key);
      if (row!.status !== 'queued') break;
      pauses.push(row!.notBefore.getTime() - clock);
      clock = row!.notBefore.getTime();
    }
    const [row] = await deliveriesOf(event.key);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, error: null });
    expect(sent.filter((m) => m.deliveryId === row!.id)).toHaveLength(1);
    expect(pauses[1]!).toBeGreaterThan(pauses[0]!);

    // The provider's delivery report marks it delivered, once; a later failure report changes nothing.
    const report = { channel: 'sms' as const, providerMessageId: row!.providerMessageId!, at: new Date() };
    expect(await recordDeliveryReport(fork(), { ...report, status: 'delivered' })).toBe(true);
    await recordDeliveryReport(fork(), { ...report, status: 'delivered' });
    await recordDeliveryReport(fork(), { ...report, status: 'failed', reason: 'late' });
    expect((await deliveriesOf(event.key))[0]!.status).toBe('delivered');
  });

  it('gives up after the bound, and at once when trying again cannot help', async () => {
    const player = await createUser(t);
    const bound = roomReleased([player.userId]);
    await emitNow(bound);
    const failing = testChannel({ failures: 99 }).adapter;
    await expandOutbox(fork(), sender(failing));
    let clock = Date.now();
    for (let run = 0; run < 5; run++) {
      await sendDue(fork(), sender(failing, { maxAttempts: 3 }), () => new Date(clock));
      clock += 10 * 60_000;
    }
    expect((await deliveriesOf(bound.key))[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'provider answered 503',
    });

    const refused = roomReleased([player.userId]);
    await emitNow(refused);
    const permanent = testChannel({ failures: 1, retryable: false }).adapter;
    await expandOutbox(fork(), sender(permanent));
    await sendDue(fork(), sender(permanent));
    expect((await deliveriesOf(refused.key))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('waits out a provider it cannot reach without using up its tries, and sends once it answers', async () => {
    const player = await createUser(t);
    const event = roomReleased([player.userId]);
    await emitNow(event);
    let down = true;
    const sent: OutgoingMessage[] = [];
    const outage: ChannelAdapter = {
      ...testChannel().adapter,
      async send(_em, message) {
        if (down)
          throw new ChannelError('connect ECONNREFUSED 127.0.0.1:25', true, {
            cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }),
          });
        sent.push(message);
        return { status: 'sent', providerMessageId: `msg-${message.deliveryId}` };
      },
    };
    await expandOutbox(fork(), sender(outage));
    let clock = Date.now();
    // Ten tries over an outage far longer than the back-off's bound (3 tries) would allow.
    for (let run = 0; run < 10; run++) {
      await sendDue(fork(), sender(outage, { maxAttempts: 3 }), () => new Date(clock));
      const [row] = await deliveriesOf(event.key);
      expect(row).toMatchObject({ status: 'queued', attempts: 0 });
      expect(row!.notBefore.getTime() - clock).toBe(30_000);
      clock += 30_000;
    }
    down = false;
    await sendDue(fork(), sender(outage, { maxAttempts: 3 }), () => new Date(clock));
    expect((await deliveriesOf(event.key))[0]).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(sent).toHaveLength(1);
  });

  it('never sends one message twice with two senders at once', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => createUser(t)));
    const { adapter, sent } = testChannel();
    const event = roomReleased(players.map((p) => p.userId));
    await emitNow(event);
    await expandOutbox(fork(), sender(adapter));
    await Promise.all([sendDue(fork(), sender(adapter)), sendDue(fork(), sender(adapter))]);
    const theirs = sent.filter((m) => players.some((p) => p.userId === m.recipient.userId));
    expect(theirs).toHaveLength(6);
    expect(new Set(theirs.map((m) => m.deliveryId)).size).toBe(6);
  });
});
