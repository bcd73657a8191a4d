import { defineEntity, p } from '@mikro-orm/core';
import { PHONE_CHANNELS } from '../../shared/phone-alerts.ts';
import { uuidPrimaryKey, createdAt } from '../db/columns.ts';
import { AppUser } from '../users/entities.ts';

/** The bell: one row per message shown in the app, in the language of its recipient. */
const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  indexes: [{ properties: ['user', 'createdAt'] }],
  // An event told twice (a retried job, a duplicate webhook) rings the bell once (issue 28).
  uniques: [{ properties: ['user', 'eventKey'] }],
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(AppUser).deleteRule('cascade'),
    kind: p.enum(['registration', 'payment', 'room', 'results', 'grievance']),
    title: p.string().length(200),
    body: p.text(),
    /** The event it tells of (catalogue.ts `NotificationEvent.key`); null for rows before issue 28. */
    eventKey: p.string().length(200).nullable(),
    /** The page it opens. */
    path: p.string().length(300).nullable(),
    readAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);

/**
 * One message to one recipient on one outbound channel (e-mail, push, SMS, WhatsApp): queued by
 * `emit` in the transaction of the change it tells of, sent by the `notifications.send` job, and
 * kept as the delivery log. At most one per event, recipient and channel.
 */
const NotificationDeliverySchema = defineEntity({
  name: 'NotificationDelivery',
  tableName: 'notification_delivery',
  uniques: [{ properties: ['eventKey', 'user', 'channel'] }],
  indexes: [
    // The sender's claim: what is due now.
    { properties: ['status', 'notBefore'] },
    // The console's log, newest first, and today's counts.
    { properties: ['createdAt'] },
    // Delivery reports find their message by the provider's id.
    { properties: ['channel', 'providerMessageId'] },
  ],
  properties: {
    id: uuidPrimaryKey(),
    eventKey: p.string().length(200),
    event: p.string().length(60),
    user: () => p.manyToOne(AppUser).deleteRule('cascade').index(),
    channel: p.enum(['email', 'push', 'sms', 'whatsapp']),
    /**
     * queued → sent → delivered (where the provider reports it), or failed with `error`. `held`
     * waits for quiet hours to end (then is queued with `notBefore` at the end); `cancelled` was
     * withdrawn before sending (a match moved or cancelled).
     */
    status: p.enum(['queued', 'held', 'sent', 'delivered', 'failed', 'cancelled']).default('queued'),
    language: p.enum(['en', 'hi']),
    /** The event's parameters and page, rendered when sent. */
    params: p.json<Record<string, string | number>>(),
    path: p.string().length(300),
    /** Not sent before this time: quiet hours, or the next try after a provider error. */
    notBefore: p.datetime(),
    attempts: p.integer().default(0),
    error: p.text().nullable(),
    providerMessageId: p.string().length(200).nullable(),
    createdAt: createdAt(),
    sentAt: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
    failedAt: p.datetime().nullable(),
  },
});
export class NotificationDelivery extends NotificationDeliverySchema.class {}
NotificationDeliverySchema.setClass(NotificationDelivery);

/**
 * An event emitted in the transaction of the change it tells of, waiting for the sender to expand
 * it into deliveries on the recipients' channels (the sender has the channels' adapters; the
 * transaction that emits does not). Kept after expanding, for the log.
 */
const NotificationOutboxSchema = defineEntity({
  name: 'NotificationOutbox',
  tableName: 'notification_outbox',
  indexes: [{ properties: ['expandedAt', 'createdAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    event: p.string().length(60),
    eventKey: p.string().length(200),
    userIds: p.json<string[]>(),
    params: p.json<Record<string, string | number>>(),
    path: p.string().length(300),
    createdAt: createdAt(),
    expandedAt: p.datetime().nullable(),
  },
});
export class NotificationOutbox extends NotificationOutboxSchema.class {}
NotificationOutboxSchema.setClass(NotificationOutbox);

/**
 * A player's agreement to hear from us by SMS or on WhatsApp (issue 28): the phone it was given for
 * and the exact words they ticked, in the language shown. Kept like consent records: a new
 * agreement is a new row, switching off sets `withdrawnAt`, nothing is rewritten. A channel reaches
 * a player only through a row not withdrawn whose phone is the profile's phone now.
 */
const ChannelOptInSchema = defineEntity({
  name: 'ChannelOptIn',
  tableName: 'channel_opt_in',
  indexes: [{ properties: ['user', 'channel', 'at'] }],
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(AppUser).deleteRule('cascade'),
    channel: p.enum([...PHONE_CHANNELS]),
    phone: p.string().length(20),
    wording: p.text(),
    language: p.enum(['en', 'hi']),
    at: p.datetime(),
    withdrawnAt: p.datetime().nullable(),
  },
});
export class ChannelOptIn extends ChannelOptInSchema.class {}
ChannelOptInSchema.setClass(ChannelOptIn);

/**
 * A phone or browser that asked for match alerts (Web Push, issue 28): where its push service
 * takes messages for it and the keys they are encrypted to. An endpoint the push service answers
 * 404 or 410 for is gone and is deleted.
 */
const PushSubscriptionSchema = defineEntity({
  name: 'PushSubscription',
  tableName: 'push_subscription',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(AppUser).deleteRule('cascade').index(),
    endpoint: p.string().length(1000).unique(),
    /** The browser's ECDH P-256 public key and auth secret, base64url (RFC 8291). */
    p256dh: p.string().length(200),
    auth: p.string().length(100),
    userAgent: p.string().length(300).nullable(),
    createdAt: createdAt(),
    /** When a message last reached its push service. */
    lastUsedAt: p.datetime().nullable(),
  },
});
export class PushSubscription extends PushSubscriptionSchema.class {}
PushSubscriptionSchema.setClass(PushSubscription);

/**
 * The server's own VAPID key pair when the environment gives none: made once on first use and
 * kept (the private key sealed), so subscriptions made against it keep working after a restart.
 */
const VapidKeyPairSchema = defineEntity({
  name: 'VapidKeyPair',
  tableName: 'vapid_key_pair',
  properties: {
    /** Always 'default': there is one. */
    id: p.string().length(20).primary(),
    publicKey: p.string().length(100),
    privateKeySealed: p.text(),
    createdAt: createdAt(),
  },
});
export class VapidKeyPair extends VapidKeyPairSchema.class {}
VapidKeyPairSchema.setClass(VapidKeyPair);
