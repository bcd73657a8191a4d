import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { createUser, requestAs } from '../../../test/support/auth.ts';
import { mailTestAppOfFile } from '../../../test/support/test-app.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { AppUser } from '../users/entities.ts';
import type { NotificationEvent } from './catalogue.ts';
import { ChannelError, type ChannelAdapter, type OutgoingMessage } from './channels/channel.ts';
import { expandOutbox, sendDue, type Sender } from './delivery.ts';
import { recordDeliveryReport } from './reports.ts';
import { emit } from './emit.ts';
import { Notification, NotificationDelivery } from './entities.ts';
import { runNotifications, senderOf } from './runner.ts';
import { renderEvent } from './texts.ts';

// The notification engine (docs/decisions/0028-notifications.md) on a real database: the bell and
// the outbox in the change's transaction, deliveries per chosen channel once, quiet hours, retries
// with back-off and their bound, the e-mail channel through an SMTP sink, and unsubscribe links.

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
    const set = await trpcAs(t, off).notifications.setPreference.mutate({
      group: 'match',
      channel: 'sms',
      on: false,
    });
    expect(set.groups.find((g) => g.group === 'match')!.channels.sms).toEqual({ on: false, locked: false });
    const event = roomReleased([on.userId, off.userId]);
    await emitNow(event);
    await expandOutbox(fork(), sender(testChannel().adapter));
    expect((await deliveriesOf(event.key)).map((r) => r.user.id)).toEqual([on.userId]);

    const unreachable = roomReleased([on.userId]);
    await emitNow(unreachable);
    await expandOutbox(fork(), sender(testChannel({ reachable: false }).adapter));
    expect(await deliveriesOf(unreachable.key)).toEqual([]);
  });

  it('keeps payment and account messages on in the app and by e-mail', async () => {
    const player = await createUser(t);
    const refused = await requestAs(t, player, 'PUT', '/api/notifications/preferences', {
      group: 'money',
      channel: 'email',
      on: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ reason: 'notifications.always_on' });
    const settings = await trpcAs(t, player).notifications.preferences.query();
    expect(settings.groups.find((g) => g.group === 'money')!.channels.email).toEqual({
      on: true,
      locked: true,
    });
    expect(settings.groups.map((g) => g.group)).not.toContain('organiser');
    // Another group's e-mail can be turned off, and the older Email Preferences follow.
    await trpcAs(t, player).notifications.setPreference.mutate({
      group: 'results',
      channel: 'email',
      on: false,
    });
    const user = await fork().findOneOrFail(AppUser, player.userId);
    expect(user.emailPreferences.results).toBe(false);
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

describe('e-mail', () => {
  it('sends HTML and text in the player’s language; optional ones carry a one-click unsubscribe', async () => {
    const player = await createUser(t);
    await setLanguage(player.userId, 'hi');
    const since = t.mailbox.mails.length;
    const event = roomReleased([player.userId]);
    await emitNow(event);
    const paid: NotificationEvent = {
      type: 'payment.received',
      key: `payment.received:test-${++keys}`,
      userIds: [player.userId],
      params: { amount: '₹1,500', game: 'BGMI' },
      path: '/dashboard',
    };
    await emitNow(paid);
    await runNotifications(fork(), t.app.services, 10_000);

    const room = await t.mailbox.waitForMail(
      player.email,
      (m) => m.data.includes('List-Unsubscribe-Post'),
      since,
    );
    expect(room.data).toMatch(/Content-Type: text\/html/i);
    expect(room.data).toMatch(/Content-Type: text\/plain/i);
    expect(room.data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(subjectOf(room.data)).toBe(renderEvent(event.type, 'hi', event.params).title);
    const money = await t.mailbox.waitForMail(
      player.email,
      (m) => subjectOf(m.data) === renderEvent(paid.type, 'hi', paid.params).title,
      since,
    );
    expect(money.data).not.toContain('List-Unsubscribe');
    expect((await deliveriesOf(event.key))[0]!.status).toBe('sent');
  });

  it('unsubscribes without signing in, only from that group and only for that player', async () => {
    const [player, other] = [await createUser(t), await createUser(t)];
    const s = await senderOf(fork(), t.app.services);
    const link = new URL(s.unsubscribeUrl(player.userId, 'results'));
    const path = `${link.pathname}${link.search}`;

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('results and standings');
    // Opening the link (a mail scanner does) changes nothing.
    expect(
      (await fork().findOneOrFail(AppUser, player.userId)).notificationPreferences?.results?.email,
    ).not.toBe(false);

    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const after = await fork().findOneOrFail(AppUser, player.userId);
    expect(after.notificationPreferences?.results?.email).toBe(false);
    expect(after.notificationPreferences?.match?.email).not.toBe(false);
    expect((await fork().findOneOrFail(AppUser, other.userId)).notificationPreferences).toBeNull();

    const tampered = path.replace(player.userId, other.userId);
    const refused = await t.app.inject({ method: 'POST', url: tampered, payload: '' });
    expect(refused.statusCode).toBe(400);
    expect((await fork().findOneOrFail(AppUser, other.userId)).notificationPreferences).toBeNull();
    expect(() => s.unsubscribeUrl(player.userId, 'money')).not.toThrow();
    const moneyLink = new URL(s.unsubscribeUrl(player.userId, 'money'));
    const mandatory = await t.app.inject({ method: 'POST', url: `${moneyLink.pathname}${moneyLink.search}` });
    expect(mandatory.statusCode).toBe(400);
  });
});

/** A message's subject: its header unfolded, MIME encoded words (`=?UTF-8?B?…?=`) decoded. */
function subjectOf(data: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(data)?.[1] ?? '';
  const subject = header.replace(/\r?\n[ \t]/g, ' ');
  return subject.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, how: string, text: string) =>
    how.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, '%$1')),
  );
}
