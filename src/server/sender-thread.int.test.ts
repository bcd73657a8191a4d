import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/support/auth.ts';
import { mailTestAppOfFile, TEST_KEYRING } from '../../test/support/test-app.ts';
import { createSecretBox } from './crypto/secret-box.ts';
import { createLinkSigner } from './crypto/signed-links.ts';
import { NotificationDelivery } from './notifications/entities.ts';
import { emit, runNotifications, type ChannelAdapter, type SenderServices } from './notifications/index.ts';
import type { NotificationEvent } from './notifications/service.ts';
import { renderEvent } from './notifications/texts.ts';
import { startSenderThread } from './sender-thread.ts';
import { SiteSetting } from './settings/entities.ts';

// How notifications leave (docs/decisions/0028-notifications.md, "Engine"): the sender keeps to
// NOTIFICATION_SEND_RATE, and on PostgreSQL it runs in a thread of its own, off the API's event
// loop, with its own connections and job worker; it sends what the app emits and stops on request.

const t = mailTestAppOfFile();
const quiet = { info: () => {}, error: () => {} };

let keys = 0;
const roomReleased = (userIds: string[]): NotificationEvent => ({
  type: 'room.released',
  key: `room.released:thread-test-${++keys}`,
  userIds,
  params: { game: 'BGMI', match: 4, roomId: '5512345', startsAt: '20:00' },
  path: '/dashboard',
});

const deliveriesOf = (eventKey: string) => t.db.orm.em.fork().find(NotificationDelivery, { eventKey });

describe('the sender keeps to its rate', () => {
  it('sends 20 messages at NOTIFICATION_SEND_RATE 10 in no less than two seconds', async () => {
    const em = t.db.orm.em.fork();
    const rate = em.create(SiteSetting, { name: 'NOTIFICATION_SEND_RATE', value: '10' });
    await em.flush();
    const sent: string[] = [];
    const counting: ChannelAdapter = {
      channel: 'sms',
      ready: async () => true,
      reachable: async (_em, ids) => new Set(ids),
      send: async (_em, message) => (sent.push(message.deliveryId), { status: 'sent' }),
    };
    const services: SenderServices = {
      notificationChannels: [counting],
      secretBox: (purpose) => createSecretBox(TEST_KEYRING, purpose),
      signedLinks: (purpose) => createLinkSigner(TEST_KEYRING, purpose),
      siteUrl: 'https://arena.example.in',
    };
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    const event = roomReleased(users.map((user) => user.userId));
    await em.fork().transactional((tx) => emit(tx, event));

    const started = Date.now();
    const totals = await runNotifications(em.fork(), services);
    const took = Date.now() - started;
    await em.remove(rate).flush();

    expect(totals.sent).toBeGreaterThanOrEqual(20);
    expect((await deliveriesOf(event.key)).every((d) => d.status === 'sent')).toBe(true);
    expect(took).toBeGreaterThanOrEqual(1_900);
  }, 30_000);
});

describe('the sender thread', () => {
  const smtpUrl = process.env.SMTP_URL;
  afterAll(() => {
    if (smtpUrl === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = smtpUrl;
  });

  it('e-mails what the app emits, from its own thread, and stops when asked', async () => {
    // The thread reads its configuration from the environment, as the server's does.
    process.env.SMTP_URL = t.mailbox.url;
    const player = await createUser(t);
    const thread = startSenderThread({ connection: t.db.connection, keyring: TEST_KEYRING }, quiet);
    try {
      const event = roomReleased([player.userId]);
      await t.db.orm.em.fork().transactional((tx) => emit(tx, event));
      const deadline = Date.now() + 30_000;
      const roomMail = () =>
        t.mailbox.mails.find((mail) => mail.to.includes(player.email) && mail.data.includes('5512345'));
      while (!roomMail() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

      expect(roomMail()?.subject).toBe(renderEvent(event.type, 'en', event.params).title);
      // The outcome is written after the batch's sends: the mail may arrive first.
      let rows = await deliveriesOf(event.key);
      while (rows.some((row) => row.status === 'queued') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        rows = await deliveriesOf(event.key);
      }
      expect(rows.map((row) => [row.channel, row.status])).toContainEqual(['email', 'sent']);
    } finally {
      const stopping = Date.now();
      await thread.stop(10_000);
      expect(Date.now() - stopping).toBeLessThan(10_000);
    }
  }, 60_000);
});
