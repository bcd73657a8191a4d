import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, requestAs, type TestUser } from '../../../../test/support/auth.ts';
import { startMsg91StandIn, type Msg91StandIn } from '../../../../test/support/msg91-stand-in.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../../../test/support/whatsapp-stand-in.ts';
import {
  PHONE_EVENT_VARIABLES,
  PHONE_EVENTS,
  smsTemplateSetting,
  whatsAppTemplateSetting,
  type PhoneEvent,
} from '../../../shared/phone-alerts.ts';
import { loadConfig } from '../../config.ts';
import { SEAL_PURPOSE } from '../../crypto/sealed-columns.ts';
import { SiteSetting } from '../../settings/entities.ts';
import { AppUser } from '../../users/entities.ts';
import { ChannelError, type ChannelAdapter, type OutgoingMessage } from '../channels/channel.ts';
import { NotificationDelivery } from '../entities.ts';
import { phoneAdapters, phoneChannelsOf } from './configured.ts';
import { ChannelOptIn } from '../entities.ts';

// SMS (MSG91) and WhatsApp (Cloud API) through their stand-ins (issue 28): templates and variables
// per event, off until configured, opt-in before reach, and the providers' delivery reports.

const WEBHOOK_TOKEN = 'dlr-token-0123456789abcdef';
let t: TestApp;
let sms: Msg91StandIn;
let whatsapp: WhatsAppStandIn;
let smsAdapter: ChannelAdapter;
let whatsAppAdapter: ChannelAdapter;

/** Every phone event has a template, except payout.failed (to show an event without one). */
const WITHOUT_TEMPLATE: PhoneEvent = 'payout.failed';

beforeAll(async () => {
  sms = await startMsg91StandIn();
  whatsapp = await startWhatsAppStandIn();
  t = await createTestApp({ ...sms.env, ...whatsapp.env, MSG91_WEBHOOK_TOKEN: WEBHOOK_TOKEN });
  sms.setDlrTarget(
    async (body, contentType) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/webhooks/msg91/${WEBHOOK_TOKEN}`,
          headers: { 'content-type': contentType },
          payload: body,
        })
      ).statusCode,
  );
  whatsapp.setWebhookTarget(
    async (body, headers) =>
      (await t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers, payload: body }))
        .statusCode,
  );
  const em = t.db.orm.em.fork();
  for (const event of PHONE_EVENTS.filter((e) => e !== WITHOUT_TEMPLATE)) {
    em.create(SiteSetting, { name: smsTemplateSetting(event), value: `tpl${event.replace(/\W/g, '')}01` });
    em.create(SiteSetting, { name: whatsAppTemplateSetting(event), value: event.replace(/\W/g, '_') });
  }
  em.create(SiteSetting, { name: 'SMS_SENDER_ID', value: 'ARENAC' });
  await em.flush();
  [smsAdapter, whatsAppAdapter] = phoneAdapters(
    t.config,
    t.app.services.secretBox(SEAL_PURPOSE.settings),
  ) as [ChannelAdapter, ChannelAdapter];
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
  await whatsapp?.close();
});

const PARAMS = {
  game: 'BGMI',
  match: 'Q3-M2',
  closesAt: '7:45 pm',
  time: '20:00',
  date: '28 Nov 2026',
  roomId: '4471',
  amount: '₹1,500',
  tds: '₹0',
  utr: 'UTR123456',
  reason: 'Account closed',
};

async function playerWithPhone(phone: string): Promise<TestUser> {
  const player = await createUser(t);
  const em = t.db.orm.em.fork();
  const user = await em.findOneOrFail(AppUser, player.userId);
  user.phone = phone;
  await em.flush();
  return player;
}

function message(
  event: PhoneEvent,
  player: TestUser,
  phone: string,
  language: 'en' | 'hi' = 'en',
): OutgoingMessage {
  return {
    deliveryId: crypto.randomUUID(),
    event,
    language,
    recipient: { userId: player.userId, email: player.email, phone, name: 'Test' },
    title: 'Title',
    body: 'Body',
    url: 'http://localhost:3000/dashboard',
    params: PARAMS,
    unsubscribeUrl: null,
  };
}

async function sentDelivery(player: TestUser, channel: 'sms' | 'whatsapp', providerMessageId: string) {
  const em = t.db.orm.em.fork();
  const delivery = em.create(NotificationDelivery, {
    eventKey: `room.released:${crypto.randomUUID()}`,
    event: 'room.released',
    user: player.userId,
    channel,
    status: 'sent',
    language: 'en',
    params: PARAMS,
    path: '/dashboard',
    notBefore: new Date(),
    attempts: 1,
    providerMessageId,
    sentAt: new Date(),
  });
  await em.flush();
  return delivery.id;
}

const deliveryOf = (id: string) => t.db.orm.em.fork().findOneOrFail(NotificationDelivery, id);

describe('SMS through MSG91', () => {
  it('sends each event as its DLT template with its variables in the documented order', async () => {
    const player = await playerWithPhone('9876543210');
    for (const event of PHONE_EVENTS.filter((e) => e !== WITHOUT_TEMPLATE)) {
      sms.reset();
      const result = await smsAdapter.send(t.db.orm.em.fork(), message(event, player, '9876543210'));
      expect(sms.requests[0]?.authorized).toBe(true);
      const [sent] = sms.messages;
      expect(sent).toMatchObject({
        templateId: `tpl${event.replace(/\W/g, '')}01`,
        sender: 'ARENAC',
        mobile: '919876543210',
      });
      const expected = Object.fromEntries(
        PHONE_EVENT_VARIABLES[event].map((name, i) => [`VAR${i + 1}`, PARAMS[name as keyof typeof PARAMS]]),
      );
      expect(sent?.variables, event).toEqual(expected);
      expect(result).toEqual({ providerMessageId: sent?.requestId, status: 'sent' });
    }
  });

  it('is ready only for events with a template, and never without the auth key', async () => {
    const em = t.db.orm.em.fork();
    expect(await smsAdapter.ready(em, 'room.released')).toBe(true);
    expect(await smsAdapter.ready(em, WITHOUT_TEMPLATE)).toBe(false);
    expect(await smsAdapter.ready(em, 'squad.complete')).toBe(false);
    const unconfigured = loadConfig({ NODE_ENV: 'test' });
    const [off, whatsAppOff] = phoneAdapters(unconfigured, t.app.services.secretBox(SEAL_PURPOSE.settings));
    expect(await off!.ready(em, 'room.released')).toBe(false);
    expect(await whatsAppOff!.ready(em, 'room.released')).toBe(false);
    expect(phoneChannelsOf(unconfigured)).toEqual([]);
    expect(phoneChannelsOf(t.config)).toEqual(['sms', 'whatsapp']);
  });

  it('fails twice with a retryable error while MSG91 is down, then sends', async () => {
    const player = await playerWithPhone('9876500001');
    sms.reset();
    sms.failNext(2, 503);
    const em = t.db.orm.em.fork();
    for (let i = 0; i < 2; i++) {
      const error = await smsAdapter.send(em, message('room.released', player, '9876500001')).catch((e) => e);
      expect(error).toBeInstanceOf(ChannelError);
      expect((error as ChannelError).retryable).toBe(true);
    }
    const result = await smsAdapter.send(em, message('room.released', player, '9876500001'));
    expect(result.providerMessageId).toBe(sms.messages[0]?.requestId);
    expect(sms.messages).toHaveLength(1);
  });

  it("gives up at once on MSG91's refusal, with its message", async () => {
    const player = await playerWithPhone('9876500002');
    sms.failNext(1, 400);
    const error = (await smsAdapter
      .send(t.db.orm.em.fork(), message('room.released', player, '9876500002'))
      .catch((e) => e)) as ChannelError;
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('MSG91');
    const noPhone = (await smsAdapter
      .send(t.db.orm.em.fork(), message('room.released', player, '12345'))
      .catch((e) => e)) as ChannelError;
    expect(noPhone.retryable).toBe(false);
  });

  it('marks a message delivered or failed from its DLR, once, and ignores a wrong token', async () => {
    const player = await playerWithPhone('9876500003');
    sms.reset();
    const sent = await smsAdapter.send(t.db.orm.em.fork(), message('check-in.open', player, '9876500003'));
    const id = await sentDelivery(player, 'sms', sent.providerMessageId!);

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/msg91/not-the-token-000000',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ requestId: sent.providerMessageId, status: '1', desc: 'DELIVERED' }),
    });
    expect(forged.statusCode).toBe(404);
    expect((await deliveryOf(id)).status).toBe('sent');

    expect(await sms.report(sent.providerMessageId!, 'delivered')).toBe(200);
    const delivered = await deliveryOf(id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    // A repeated report, and a late failure, change nothing.
    expect(await sms.report(sent.providerMessageId!, 'delivered')).toBe(200);
    expect(await sms.report(sent.providerMessageId!, 'failed')).toBe(200);
    expect(await deliveryOf(id)).toMatchObject({ status: 'delivered', error: null });

    const other = await smsAdapter.send(t.db.orm.em.fork(), message('check-in.open', player, '9876500003'));
    const otherId = await sentDelivery(player, 'sms', other.providerMessageId!);
    await sms.report(other.providerMessageId!, 'failed', 'Absent subscriber');
    await sms.report(other.providerMessageId!, 'failed', 'Absent subscriber');
    const failed = await deliveryOf(otherId);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe('Failed: Absent subscriber');
  });
});

describe('WhatsApp through the Cloud API', () => {
  it("sends the event's utility template in the player's language with its parameters", async () => {
    const player = await playerWithPhone('9876500010');
    whatsapp.reset();
    const result = await whatsAppAdapter.send(
      t.db.orm.em.fork(),
      message('check-in.open', player, '9876500010', 'hi'),
    );
    expect(whatsapp.requests[0]?.authorized).toBe(true);
    expect(whatsapp.messages[0]).toMatchObject({
      to: '919876500010',
      template: 'check_in_open',
      language: 'hi',
      parameters: ['BGMI', 'Q3-M2', '7:45 pm', '20:00'],
    });
    expect(result).toEqual({ providerMessageId: whatsapp.messages[0]?.id, status: 'sent' });
    expect(await whatsAppAdapter.ready(t.db.orm.em.fork(), 'check-in.open')).toBe(true);
    expect(await whatsAppAdapter.ready(t.db.orm.em.fork(), WITHOUT_TEMPLATE)).toBe(false);
  });

  it('retries rate limits and server errors, not an undeliverable number', async () => {
    const player = await playerWithPhone('9876500011');
    const em = t.db.orm.em.fork();
    const attempt = () =>
      whatsAppAdapter.send(em, message('room.released', player, '9876500011')).catch((e) => e);
    whatsapp.failNext(1, { status: 400, code: 130429, message: 'Rate limit hit' });
    whatsapp.failNext(1, { status: 500 });
    expect(((await attempt()) as ChannelError).retryable).toBe(true);
    expect(((await attempt()) as ChannelError).retryable).toBe(true);
    expect((await attempt()).status).toBe('sent');
    whatsapp.failNext(1, { status: 400, code: 131026, message: 'Message undeliverable' });
    const refused = (await attempt()) as ChannelError;
    expect(refused.retryable).toBe(false);
    expect(refused.message).toContain('131026');
  });

  it('answers the verification GET with the challenge, only for the verify token', async () => {
    const good = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${whatsapp.verifyToken}&hub.challenge=1158201444`,
    });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=wrong-token&hub.challenge=1',
    });
    expect(bad.statusCode).toBe(401);
  });

  it('takes signed statuses only, idempotently: delivered stays delivered, failed keeps the reason', async () => {
    const player = await playerWithPhone('9876500012');
    const sent = await whatsAppAdapter.send(
      t.db.orm.em.fork(),
      message('room.released', player, '9876500012'),
    );
    const id = await sentDelivery(player, 'whatsapp', sent.providerMessageId!);

    expect(await whatsapp.status(sent.providerMessageId!, 'delivered', 'not-the-app-secret')).toBe(401);
    expect((await deliveryOf(id)).status).toBe('sent');

    expect(await whatsapp.status(sent.providerMessageId!, 'sent')).toBe(200);
    expect((await deliveryOf(id)).status).toBe('sent');
    expect(await whatsapp.status(sent.providerMessageId!, 'delivered')).toBe(200);
    expect(await whatsapp.status(sent.providerMessageId!, 'delivered')).toBe(200);
    expect(await whatsapp.status(sent.providerMessageId!, 'read')).toBe(200);
    expect((await deliveryOf(id)).status).toBe('delivered');

    const other = await whatsAppAdapter.send(
      t.db.orm.em.fork(),
      message('room.released', player, '9876500012'),
    );
    const otherId = await sentDelivery(player, 'whatsapp', other.providerMessageId!);
    expect(await whatsapp.status(other.providerMessageId!, 'failed')).toBe(200);
    const failed = await deliveryOf(otherId);
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('131026');
  });
});

describe('opting in to SMS and WhatsApp', () => {
  const get = (player: TestUser, language = 'en') =>
    requestAs(t, player, 'GET', `/api/notifications/phone-alerts?language=${language}`);
  const set = (player: TestUser, channel: 'sms' | 'whatsapp', optedIn: boolean, language = 'en') =>
    requestAs(t, player, 'POST', '/api/notifications/phone-alerts', { channel, optedIn, language });

  it('reaches no one who has not opted in', async () => {
    const player = await playerWithPhone('9876500020');
    const em = t.db.orm.em.fork();
    expect(await smsAdapter.reachable(em, [player.userId])).toEqual(new Set());
    expect(await whatsAppAdapter.reachable(em, [player.userId])).toEqual(new Set());
    const view = (await get(player)).json();
    expect(view.phone).toBe('+91 98xxxxxx20');
    expect(view.channels).toEqual([
      {
        channel: 'sms',
        wording: 'Send match alerts and payment updates to +91 98xxxxxx20 by SMS from Arena Championships.',
        optedIn: false,
      },
      {
        channel: 'whatsapp',
        wording:
          'Send match alerts and payment updates to +91 98xxxxxx20 on WhatsApp from Arena Championships.',
        optedIn: false,
      },
    ]);
  });

  it('records the exact wording shown, in its language, and reaches the player on that channel only', async () => {
    const player = await playerWithPhone('9876500021');
    const answer = await set(player, 'whatsapp', true, 'hi');
    expect(answer.statusCode).toBe(200);
    const rows = await t.db.orm.em.fork().find(ChannelOptIn, { user: player.userId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'whatsapp',
      phone: '9876500021',
      language: 'hi',
      wording: (await get(player, 'hi')).json().channels[1].wording,
      withdrawnAt: null,
    });
    expect(rows[0]!.wording).toContain('Arena Championships');
    const em = t.db.orm.em.fork();
    expect(await whatsAppAdapter.reachable(em, [player.userId])).toEqual(new Set([player.userId]));
    expect(await smsAdapter.reachable(em, [player.userId])).toEqual(new Set());
    // Opting in again for the same phone adds nothing.
    await set(player, 'whatsapp', true, 'hi');
    expect(await t.db.orm.em.fork().count(ChannelOptIn, { user: player.userId })).toBe(1);
  });

  it('stops reaching a player whose phone changed, until they opt in for the new one', async () => {
    const player = await playerWithPhone('9876500022');
    await set(player, 'sms', true);
    const em = t.db.orm.em.fork();
    const user = await em.findOneOrFail(AppUser, player.userId);
    user.phone = '9876500099';
    await em.flush();
    expect(await smsAdapter.reachable(t.db.orm.em.fork(), [player.userId])).toEqual(new Set());
    expect((await get(player)).json().channels[0]).toMatchObject({ optedIn: false });
    await set(player, 'sms', true);
    expect(await smsAdapter.reachable(t.db.orm.em.fork(), [player.userId])).toEqual(new Set([player.userId]));
    const rows = await t.db.orm.em
      .fork()
      .find(ChannelOptIn, { user: player.userId }, { orderBy: { at: 'asc' } });
    expect(rows.map((r) => [r.phone, r.withdrawnAt !== null])).toEqual([
      ['9876500022', true],
      ['9876500099', false],
    ]);
  });

  it('withdraws by switching off, keeping the record', async () => {
    const player = await playerWithPhone('9876500023');
    await set(player, 'sms', true);
    await set(player, 'sms', false);
    expect(await smsAdapter.reachable(t.db.orm.em.fork(), [player.userId])).toEqual(new Set());
    const [row] = await t.db.orm.em.fork().find(ChannelOptIn, { user: player.userId });
    expect(row?.withdrawnAt).toBeInstanceOf(Date);
  });

  it('refuses an opt-in without a phone on the profile, changing nothing', async () => {
    const player = await createUser(t);
    const answer = await set(player, 'sms', true);
    expect(answer.statusCode).toBe(400);
    expect(await t.db.orm.em.fork().count(ChannelOptIn, { user: player.userId })).toBe(0);
    expect((await get(player)).json()).toEqual({ phone: null, channels: [] });
  });
});
