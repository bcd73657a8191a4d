import type { Agent } from 'node:https';
import type { EntityManager } from '@mikro-orm/postgresql';
import webPush, { WebPushError } from 'web-push';
import type { PushPayload } from '../../../shared/push.ts';
import { EVENTS } from '../catalogue.ts';
import { NotificationDelivery, PushSubscription } from '../entities.ts';
import type { VapidKeySource } from '../push/vapid.ts';
import { ChannelError, type ChannelAdapter, type OutgoingMessage } from './channel.ts';

// Phone push (Web Push with VAPID, issue 28): one encrypted message to every phone a player
// subscribed. A push service answering 404 or 410 says that phone unsubscribed: it is forgotten
// and the others still get the message.

/** A room ID is no use after the match starts: match-time messages expire within the hour. */
const MATCH_TIME_TTL_SECONDS = 60 * 60;
const OTHER_TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

export interface PushAdapterOptions {
  keys: VapidKeySource;
  /** For tests: an agent that trusts the push stand-in's certificate. */
  agent?: Agent;
}

type Outcome =
  { kind: 'sent'; id: string | null } | { kind: 'gone' } | { kind: 'failed'; error: ChannelError };

export function pushAdapter(options: PushAdapterOptions): ChannelAdapter {
  return {
    channel: 'push',
    // Always: the key pair comes from the environment or is made on first use. Not read here:
    // the engine may ask inside a transaction, and the key store reads outside it.
    ready: () => Promise.resolve(true),
    async reachable(em, userIds) {
      if (!userIds.length) return new Set();
      const rows = await em.find(PushSubscription, { user: { $in: [...userIds] } }, { fields: ['user'] });
      return new Set(rows.map((row) => row.user.id));
    },
    async send(em, message) {
      const subscriptions = await em.find(PushSubscription, { user: message.recipient.userId });
      if (!subscriptions.length) throw new ChannelError('No phone is subscribed to push.', false);
      const payload = JSON.stringify(await payloadOf(em, message));
      const keys = await options.keys(em);
      const matchTime = EVENTS[message.event].matchTime;
      const outcomes = await Promise.all(
        subscriptions.map((subscription) =>
          deliver(subscription, payload, {
            vapidDetails: keys,
            TTL: matchTime ? MATCH_TIME_TTL_SECONDS : OTHER_TTL_SECONDS,
            urgency: matchTime ? 'high' : 'normal',
            timeout: TIMEOUT_MS,
            ...(options.agent ? { agent: options.agent } : {}),
          }),
        ),
      );
      return settle(em, subscriptions, outcomes);
    },
  };
}

async function payloadOf(em: EntityManager, message: OutgoingMessage): Promise<PushPayload> {
  const delivery = await em.findOne(NotificationDelivery, message.deliveryId, { fields: ['eventKey'] });
  return {
    title: message.title,
    body: message.body,
    url: message.url,
    tag: delivery?.eventKey ?? message.event,
  };
}

async function deliver(
  subscription: PushSubscription,
  payload: string,
  options: webPush.RequestOptions,
): Promise<Outcome> {
  const target = {
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.p256dh, auth: subscription.auth },
  };
  try {
    const response = await webPush.sendNotification(target, payload, options);
    const location = response.headers.location;
    return { kind: 'sent', id: typeof location === 'string' ? location.slice(0, 200) : null };
  } catch (error) {
    if (!(error instanceof WebPushError))
      return { kind: 'failed', error: new ChannelError(`Push service unreachable: ${String(error)}`, true) };
    if (error.statusCode === 404 || error.statusCode === 410) return { kind: 'gone' };
    // Too many requests or the push service's own trouble pass; anything else will not.
    const retryable = error.statusCode === 429 || error.statusCode >= 500;
    const detail = error.body ? `: ${error.body.slice(0, 200)}` : '';
    return {
      kind: 'failed',
      error: new ChannelError(`Push service answered ${error.statusCode}${detail}`, retryable),
    };
  }
}

/** Forgets the phones that are gone; sent when any phone took it, else the most hopeful error. */
async function settle(em: EntityManager, subscriptions: PushSubscription[], outcomes: Outcome[]) {
  const gone = subscriptions.filter((_, i) => outcomes[i]?.kind === 'gone').map((s) => s.id);
  const reached = subscriptions.filter((_, i) => outcomes[i]?.kind === 'sent').map((s) => s.id);
  if (gone.length) await em.nativeDelete(PushSubscription, { id: { $in: gone } });
  if (reached.length)
    await em.nativeUpdate(PushSubscription, { id: { $in: reached } }, { lastUsedAt: new Date() });
  const sent = outcomes.find((o) => o.kind === 'sent');
  if (sent) return { status: 'sent' as const, providerMessageId: sent.id };
  const failures = outcomes.flatMap((o) => (o.kind === 'failed' ? [o.error] : []));
  const retryable = failures.find((error) => error.retryable);
  if (retryable) throw retryable;
  if (failures[0]) throw failures[0];
  throw new ChannelError('Every subscribed phone has unsubscribed from push.', false);
}
