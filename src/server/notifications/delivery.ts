import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isMandatory, quietHoursRelease, wants, type EventGroup } from '../../shared/notifications.ts';
import { findRecipients, type Recipient } from '../users/index.ts';
import { EVENTS, type EventType } from './catalogue.ts';
import { ChannelError, type ChannelAdapter, type OutgoingMessage } from './channels/channel.ts';
import { NotificationDelivery, NotificationOutbox } from './entities.ts';
import { renderEvent } from './texts.ts';
import { providerUnreachable } from '../http/unreachable.ts';

// The sender (docs/decisions/0028-notifications.md, "Engine"): expands emitted events into one
// delivery per recipient and channel, then sends what is due through the channels' adapters and
// records what happened. Safe with several instances: rows are claimed with SKIP LOCKED.

/** What the sender needs besides the database. */
export interface Sender {
  adapters: readonly ChannelAdapter[];
  /** The site's origin, for the absolute link of every message. */
  siteUrl: string;
  /** A one-click unsubscribe link for a recipient and a group; null for mandatory groups. */
  unsubscribeUrl(userId: string, group: EventGroup): string | null;
  /** QUIET_HOURS (`HH:MM-HH:MM` IST, or `off`) and NOTIFICATION_MAX_ATTEMPTS, read per run. */
  quietHours: string;
  maxAttempts: number;
  /** NOTIFICATION_SEND_RATE: messages a second this sender sends at most. */
  ratePerSecond: number;
}

/** Recipients looked up, and rows written, per statement. */
const BATCH = 1000;
/** Messages in flight at once, across channels. */
const CONCURRENCY = 64;
/** How long a claimed message is the claimer's: past it (a crashed sender) it is tried again. */
const LEASE_MS = 2 * 60_000;
/** The pause before the second try; doubled for each further one. */
const FIRST_RETRY_MS = 30_000;
/**
 * A provider that cannot be reached at all (the SMTP server down, a connection refused or timed
 * out) says nothing of the message: it is tried again after this, in its turn, and the try is not
 * counted against its attempts, however long the outage lasts (issue 30).
 */
const PROVIDER_DOWN_RETRY_MS = 30_000;

/** Whether quiet hours may hold an event's messages: only optional ones, never match-time ones. */
export function mayWait(type: EventType): boolean {
  const spec = EVENTS[type];
  return !spec.matchTime && spec.group !== 'organiser' && !isMandatory(spec.group, 'email');
}

/**
 * Turns waiting events into deliveries: per recipient, each channel they want, the adapter is ready
 * for and can reach them on. At most one per event key, recipient and channel (a duplicate event
 * adds nothing). Answers how many deliveries were added.
 */
export async function expandOutbox(
  em: EntityManager,
  sender: Sender,
  now = new Date(),
  limit = 20,
): Promise<number> {
  // Which channels are ready for each waiting event's type, asked before the transaction: an
  // adapter reads settings through their cache, which must not run inside one (it hangs PGlite).
  const waiting = await em.find(
    NotificationOutbox,
    { expandedAt: null },
    { fields: ['event'], orderBy: { createdAt: 'asc' }, limit },
  );
  const ready = new Map<string, ChannelAdapter[]>();
  for (const type of new Set(waiting.map((event) => event.event))) {
    const adapters: ChannelAdapter[] = [];
    for (const adapter of sender.adapters)
      if (await adapter.ready(em, type as EventType)) adapters.push(adapter);
    ready.set(type, adapters);
  }
  if (!ready.size) return 0;
  let added = 0;
  await em.fork().transactional(async (tx) => {
    const events = await tx.find(
      NotificationOutbox,
      { expandedAt: null, event: { $in: [...ready.keys()] } },
      { orderBy: { createdAt: 'asc' }, limit, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    for (const event of events) {
      added += await expandOne(tx, sender, ready.get(event.event)!, event, now);
      event.expandedAt = now;
    }
  });
  return added;
}

async function expandOne(
  tx: EntityManager,
  sender: Sender,
  ready: readonly ChannelAdapter[],
  event: NotificationOutbox,
  now: Date,
): Promise<number> {
  const type = event.event as EventType;
  const spec = EVENTS[type];
  if (!spec) return 0;
  const notBefore = mayWait(type) ? quietHoursRelease(sender.quietHours, now) : now;
  const status = notBefore > now ? ('held' as const) : ('queued' as const);
  let added = 0;
  for (let from = 0; from < event.userIds.length; from += BATCH) {
    const recipients = await findRecipients(tx, event.userIds.slice(from, from + BATCH));
    for (const adapter of ready) {
      const wanting = recipients.filter((r) => wants(r.notificationPreferences, spec.group, adapter.channel));
      if (!wanting.length) continue;
      const reachable = await adapter.reachable(
        tx,
        wanting.map((r) => r.id),
      );
      const rows = wanting
        .filter((r) => reachable.has(r.id))
        .map((r) => ({
          id: crypto.randomUUID(),
          eventKey: event.eventKey,
          event: type,
          user: r.id,
          channel: adapter.channel,
          status,
          language: r.language,
          params: event.params,
          path: event.path,
          notBefore,
          attempts: 0,
          createdAt: now,
        }));
      if (!rows.length) continue;
      const result: { affectedRows: number } = await tx
        .createQueryBuilder(NotificationDelivery)
        .insert(rows)
        .onConflict(['eventKey', 'user', 'channel'])
        .ignore()
        .execute('run');
      added += result.affectedRows;
    }
  }
  return added;
}

/**
 * Claims due deliveries (queued or held, `notBefore` passed) for this sender: one statement that
 * skips rows another sender holds, counts the try and leases the row for LEASE_MS.
 */
async function claimDue(em: EntityManager, now: Date, limit: number): Promise<NotificationDelivery[]> {
  const rows = await em.getConnection().execute<{ id: string }[]>(
    `update "notification_delivery" set "not_before" = ?, "attempts" = "attempts" + 1, "status" = 'queued'
     where "id" in (
       select "id" from "notification_delivery"
       where "status" in ('queued', 'held') and "not_before" <= ?
       order by "not_before", "created_at" limit ? for update skip locked)
     returning "id"`,
    [new Date(now.getTime() + LEASE_MS), now, limit],
  );
  if (!rows.length) return [];
  return em.find(NotificationDelivery, { id: { $in: rows.map((row) => row.id) } }, { refresh: true });
}

/** What became of one claimed message, written with the others of its batch in one statement. */
interface Outcome {
  id: string;
  status: 'queued' | 'sent' | 'delivered' | 'failed';
  notBefore: Date | null;
  sentAt: Date | null;
  deliveredAt: Date | null;
  failedAt: Date | null;
  providerMessageId: string | null;
  error: string | null;
  /** The provider could not be reached: the try is given back (not counted). */
  tryGivenBack?: boolean;
}

/**
 * Sends what is due, `limit` at most, CONCURRENCY at a time, and records every outcome in one
 * statement and the adapters' log rows in one flush (a statement and a commit per message would
 * load the database as much as the players' calls do). Answers the counts.
 */
export async function sendDue(
  em: EntityManager,
  sender: Sender,
  now = () => new Date(),
  limit = 200,
): Promise<{ sent: number; retrying: number; failed: number }> {
  const counts = { sent: 0, retrying: 0, failed: 0 };
  const due = await claimDue(em, now(), limit);
  if (!due.length) return counts;
  const recipients = new Map<string, Recipient>();
  for (let from = 0; from < due.length; from += BATCH)
    for (const r of await findRecipients(em, [
      ...new Set(due.slice(from, from + BATCH).map((d) => d.user.id)),
    ]))
      recipients.set(r.id, r);
  const byChannel = new Map(sender.adapters.map((adapter) => [adapter.channel, adapter]));
  // What the adapters persist (the e-mail log's rows), written once for the batch.
  const records = em.fork();
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const delivery = due[next++]!;
      const outcome = await sendOne(
        records,
        sender,
        byChannel.get(delivery.channel),
        delivery,
        recipients.get(delivery.user.id),
        now(),
      );
      outcomes.push(outcome);
      counts[outcome.status === 'queued' ? 'retrying' : outcome.status === 'failed' ? 'failed' : 'sent']++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
  await records.flush();
  await recordOutcomes(em, outcomes);
  return counts;
}

async function sendOne(
  em: EntityManager,
  sender: Sender,
  adapter: ChannelAdapter | undefined,
  delivery: NotificationDelivery,
  recipient: Recipient | undefined,
  now: Date,
): Promise<Outcome> {
  const outcome = (changes: Partial<Outcome> & Pick<Outcome, 'status'>): Outcome => ({
    id: delivery.id,
    notBefore: null,
    sentAt: null,
    deliveredAt: null,
    failedAt: null,
    providerMessageId: null,
    error: null,
    ...changes,
  });
  if (!adapter || !recipient)
    return outcome({
      status: 'failed',
      failedAt: now,
      error: !adapter
        ? `The ${delivery.channel} channel is not configured any more.`
        : 'The recipient is gone.',
    });
  try {
    const result = await adapter.send(em, outgoing(sender, delivery, recipient));
    return outcome({
      status: result.status,
      sentAt: now,
      deliveredAt: result.status === 'delivered' ? now : null,
      providerMessageId: result.providerMessageId ?? null,
    });
  } catch (error) {
    const retryable = !(error instanceof ChannelError) || error.retryable;
    const reason = (error as Error).message.slice(0, 1000);
    if (providerUnreachable(error))
      return outcome({
        status: 'queued',
        notBefore: new Date(now.getTime() + PROVIDER_DOWN_RETRY_MS),
        error: reason,
        tryGivenBack: true,
      });
    if (retryable && delivery.attempts < sender.maxAttempts) {
      const pause = FIRST_RETRY_MS * 2 ** (delivery.attempts - 1) * (0.8 + Math.random() * 0.4);
      return outcome({ status: 'queued', notBefore: new Date(now.getTime() + pause), error: reason });
    }
    return outcome({ status: 'failed', failedAt: now, error: reason });
  }
}

/**
 * One UPDATE … FROM (VALUES …) for a batch of outcomes. A provider's delivery report that came in
 * first (a fast SMS) is not undone.
 */
async function recordOutcomes(em: EntityManager, outcomes: Outcome[]): Promise<void> {
  if (!outcomes.length) return;
  const values = outcomes.map(
    () => '(?::uuid, ?, ?::timestamptz, ?::timestamptz, ?::timestamptz, ?::timestamptz, ?, ?, ?::int)',
  );
  const params = outcomes.flatMap((o) => [
    o.id,
    o.status,
    o.notBefore,
    o.sentAt,
    o.deliveredAt,
    o.failedAt,
    o.providerMessageId,
    o.error,
    o.tryGivenBack ? 1 : 0,
  ]);
  await em.getConnection().execute(
    `update "notification_delivery" as d set
       "status" = v.status,
       "attempts" = d."attempts" - v.given_back,
       "not_before" = coalesce(v.not_before, d."not_before"),
       "sent_at" = coalesce(v.sent_at, d."sent_at"),
       "delivered_at" = coalesce(v.delivered_at, d."delivered_at"),
       "failed_at" = v.failed_at,
       "provider_message_id" = coalesce(v.provider_message_id, d."provider_message_id"),
       "error" = v.error
     from (values ${values.join(', ')}) as v(id, status, not_before, sent_at, delivered_at, failed_at, provider_message_id, error, given_back)
     where d."id" = v.id and not (d."status" = 'delivered' and v.status = 'sent')`,
    params,
  );
}

function outgoing(sender: Sender, delivery: NotificationDelivery, recipient: Recipient): OutgoingMessage {
  const type = delivery.event as EventType;
  const group = EVENTS[type].group;
  const text = renderEvent(type, delivery.language, delivery.params);
  return {
    deliveryId: delivery.id,
    event: type,
    language: delivery.language,
    recipient: { userId: recipient.id, email: recipient.email, phone: recipient.phone, name: recipient.name },
    title: text.title,
    body: text.body,
    url: new URL(delivery.path, sender.siteUrl).toString(),
    params: delivery.params,
    unsubscribeUrl: sender.unsubscribeUrl(recipient.id, group),
  };
}
