import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import {
  type DeliveryCounts,
  type DeliveryLogEntry,
  type DeliveryLogPage,
  type DeliveryLogQuery,
  type DeliveryStatus,
  type ResendResult,
} from '../../shared/admin-notifications.ts';
import { indiaDate } from '../../shared/india-time.ts';
import { OUTBOUND_CHANNELS } from '../../shared/notifications.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { isUuid } from '../db/columns.ts';
import { indiaDayStart, tablesOf } from '../db/kysely.ts';
import { escapeLike } from '../db/sql.ts';
import { AppError } from '../errors.ts';
import type { AppUser } from '../users/entities.ts';
import type { NotificationDelivery } from './entities.ts';

// The console's delivery log (issue 28): the messages that left (or tried to leave) by e-mail,
// push, SMS and WhatsApp, newest first, a page at a time by keyset (the row's time and id) so a
// page never repeats or skips rows while new ones arrive; a failed one sent again; and today's
// counts per channel. Days are India's.

type Tables = typeof NotificationDelivery | typeof AppUser;

export const DELIVERY_MESSAGES = {
  notFound: 'No such message in the delivery log.',
  notFailed: 'Only a failed message can be sent again; this one is not failed.',
  badCursor: 'This page cursor is not valid; start again from the first page.',
} as const;

/** The row's time to the microsecond, in UTC: a cursor must compare exactly as the column does. */
const CURSOR_AT = sql<string>`to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Deliveries with their recipient's account (name, e-mail and phone as it says now). */
function deliveries(em: EntityManager) {
  return tablesOf<Tables>(em)
    .selectFrom('notification_delivery as d')
    .innerJoin('app_user as u', 'u.id', 'd.user_id')
    .select(['d.id', 'd.event', 'd.event_key', 'd.channel', 'd.status', 'd.language', 'd.attempts'])
    .select(['d.error', 'd.provider_message_id', 'd.user_id', 'u.email', 'u.phone'])
    .select(['d.created_at', 'd.not_before', 'd.sent_at', 'd.delivered_at', 'd.failed_at'])
    .select(sql<string | null>`nullif(trim(concat(u.first_name, ' ', u.last_name)), '')`.as('name'));
}

type Row = Awaited<ReturnType<ReturnType<typeof deliveries>['execute']>>[number];

const date = (value: Date | string) => new Date(value);
const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

function entryOf(r: Row): DeliveryLogEntry {
  return {
    id: r.id,
    event: r.event,
    eventKey: r.event_key,
    channel: r.channel,
    status: r.status,
    language: r.language,
    attempts: r.attempts,
    error: r.error ?? null,
    providerMessageId: r.provider_message_id ?? null,
    recipient: { id: r.user_id, name: r.name, email: r.email ?? null, phone: r.phone ?? null },
    createdAt: date(r.created_at),
    notBefore: date(r.not_before),
    sentAt: dateOrNull(r.sent_at ?? null),
    deliveredAt: dateOrNull(r.delivered_at ?? null),
    failedAt: dateOrNull(r.failed_at ?? null),
  };
}

/** Part of an e-mail address or a name, or of a phone number however it is written (+91, spaces). */
function recipientMatches(search: string) {
  const pattern = `%${escapeLike(search)}%`;
  const digits = search.replace(/\D/g, '');
  const phone = digits.length >= 4 ? `%${digits.slice(-10)}%` : null;
  return sql<boolean>`(u.email ilike ${pattern} or concat_ws(' ', u.first_name, u.last_name) ilike ${pattern}${
    phone ? sql` or u.phone like ${phone}` : sql``
  })`;
}

/** GET /admin/notifications/deliveries: the log, filtered, newest first. */
export async function deliveryLog(em: EntityManager, query: DeliveryLogQuery): Promise<DeliveryLogPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await deliveries(em)
    .select(CURSOR_AT.as('cursor_at'))
    .$if(!!query.channel, (q) => q.where('d.channel', '=', query.channel!))
    .$if(!!query.status, (q) => q.where('d.status', '=', query.status!))
    .$if(!!query.event, (q) => q.where('d.event', '=', query.event!))
    .$if(!!query.recipient, (q) => q.where(recipientMatches(query.recipient!)))
    .$if(!!query.from, (q) => q.where('d.created_at', '>=', indiaDayStart(query.from!)))
    .$if(!!query.to, (q) => q.where('d.created_at', '<', indiaDayStart(query.to!, 1)))
    .$if(!!cursor, (q) =>
      q.where(sql<boolean>`(d.created_at, d.id) < (${cursor!.at}::timestamptz, ${cursor!.id}::uuid)`),
    )
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(entryOf),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursor_at, last.id) : null,
  };
}

const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');

function decodeCursor(cursor: string): { at: string; id: string } {
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const instant = new Date(at);
  const wellFormed =
    rest.length === 0 &&
    /^[12]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(at) &&
    isUuid(id) &&
    // A real moment: the calendar would roll 2026-02-31 over into March.
    !Number.isNaN(instant.getTime()) &&
    instant.toISOString().slice(0, 23) === at.slice(0, 23);
  if (!wellFormed)
    throw new AppError('BAD_REQUEST', DELIVERY_MESSAGES.badCursor, { reason: 'notification.bad_cursor' });
  return { at, id };
}

async function deliveryEntry(em: EntityManager, id: string): Promise<DeliveryLogEntry> {
  const row = await deliveries(em).where('d.id', '=', id).executeTakeFirst();
  if (!row)
    throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.notFound, {
      reason: 'notification.delivery_not_found',
    });
  return entryOf(row);
}

/**
 * POST /admin/notifications/deliveries/{id}/resend: a failed message goes back in the queue, due
 * now, with its tries counted afresh; the audit entry keeps the error it failed with. A second
 * resend (a double click, a retried request) finds it queued and changes nothing; a message that
 * was sent, is held or was withdrawn is refused, so nobody gets it twice.
 */
export async function resendDelivery(em: EntityManager, actor: Actor, id: string): Promise<ResendResult> {
  return em.transactional(async (tx) => {
    // The row's lock makes a concurrent resend wait, then find it queued.
    const found = await tablesOf<Tables>(tx)
      .selectFrom('notification_delivery as d')
      .select(['d.status', 'd.attempts', 'd.error', 'd.failed_at', 'd.not_before'])
      .where('d.id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!found)
      throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.notFound, {
        reason: 'notification.delivery_not_found',
      });
    if (found.status === 'queued') return { delivery: await deliveryEntry(tx, id), requeued: false };
    if (found.status !== 'failed')
      throw new AppError('CONFLICT', DELIVERY_MESSAGES.notFailed, { reason: 'notification.not_failed' });
    const now = new Date();
    await tablesOf<Tables>(tx)
      .updateTable('notification_delivery')
      .set({ status: 'queued', not_before: now, attempts: 0, error: null, failed_at: null })
      .where('id', '=', id)
      .execute();
    recordAudit(tx, actor, 'notifications.resend', {
      entity: 'NotificationDelivery',
      entityId: id,
      before: {
        status: found.status,
        attempts: found.attempts,
        error: found.error ?? null,
        failedAt: dateOrNull(found.failed_at ?? null),
        notBefore: date(found.not_before),
      },
      after: { status: 'queued', attempts: 0, error: null, failedAt: null, notBefore: now },
    });
    return { delivery: await deliveryEntry(tx, id), requeued: true };
  });
}

const countOf = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/**
 * GET /admin/notifications/today: per channel, what was sent, delivered and failed on India's day
 * `day` (today by default), and what waits now. A message counts on the day it happened to it,
 * not the day it was queued: one held overnight by quiet hours is sent in the morning.
 */
export async function deliveryCounts(
  em: EntityManager,
  day = indiaDate(new Date()),
): Promise<DeliveryCounts> {
  const start = indiaDayStart(day);
  const end = indiaDayStart(day, 1);
  const within = (column: ReturnType<typeof sql>) =>
    sql<boolean>`(${column} >= ${start} and ${column} < ${end})`;
  const count = (condition: ReturnType<typeof sql<boolean>>) =>
    sql<number | string>`count(*) filter (where ${condition})`;
  const rows = await tablesOf<Tables>(em)
    .selectFrom('notification_delivery as d')
    .select('d.channel')
    .select([
      count(
        sql`d.status in ('sent', 'delivered') and ${within(sql`coalesce(d.sent_at, d.delivered_at)`)}`,
      ).as('sent'),
      count(sql`d.status = 'delivered' and ${within(sql`coalesce(d.delivered_at, d.sent_at)`)}`).as(
        'delivered',
      ),
      count(sql`d.status = 'failed' and ${within(sql`coalesce(d.failed_at, d.created_at)`)}`).as('failed'),
      count(sql`d.status = 'queued'`).as('queued'),
      count(sql`d.status = 'held'`).as('held'),
    ])
    // What waits, and what was queued lately: retries are bounded to hours, so a message queued
    // more than a week before the day did not happen to on it.
    .where((eb) =>
      eb.or([
        eb('d.status', 'in', ['queued', 'held'] satisfies DeliveryStatus[]),
        eb.and([
          eb('d.created_at', '>=', sql<Date>`${start} - interval '7 days'`),
          eb('d.created_at', '<', end),
        ]),
      ]),
    )
    .groupBy('d.channel')
    .execute();
  const byChannel = new Map(rows.map((r) => [r.channel, r]));
  return {
    day,
    channels: OUTBOUND_CHANNELS.map((channel) => {
      const r = byChannel.get(channel);
      return {
        channel,
        sent: countOf(r?.sent),
        delivered: countOf(r?.delivered),
        failed: countOf(r?.failed),
        queued: countOf(r?.queued),
        held: countOf(r?.held),
      };
    }),
  };
}
