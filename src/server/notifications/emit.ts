import type { EntityManager } from '@mikro-orm/postgresql';
import { wants } from '../../shared/notifications.ts';
import { findRecipients } from '../users/index.ts';
import { EVENTS, type NotificationEvent } from './catalogue.ts';
import { Notification, NotificationOutbox } from './entities.ts';
import { renderEvent } from './texts.ts';

// How a change tells its people (docs/decisions/0028-notifications.md, "Engine"): in the change's
// own transaction the bell rings for those who want it, and the event waits in the outbox for the
// sender, which knows the channels, to turn it into e-mail, push, SMS and WhatsApp messages. Both
// commit or roll back with the change.

/** Recipients whose bell rows are written in one statement. */
const BELL_BATCH = 1000;

/**
 * Tells an event to its recipients in the caller's transaction: the bell in each one's language, at
 * most once per recipient and event key, and the outbound messages through the outbox.
 */
export async function emit(tx: EntityManager, event: NotificationEvent): Promise<void> {
  await emitAll(tx, [event]);
}

/**
 * Tells several events at once (a payment's receipt and its registration's place): as `emit` each,
 * with their recipients read once and their bell rows written in one statement.
 */
export async function emitAll(tx: EntityManager, events: readonly NotificationEvent[]): Promise<void> {
  const told = events
    .map((event) => ({ event, userIds: new Set(event.userIds) }))
    .filter(({ userIds }) => userIds.size > 0);
  const everyone = [...new Set(told.flatMap(({ userIds }) => [...userIds]))];
  for (let from = 0; from < everyone.length; from += BELL_BATCH) {
    const recipients = await findRecipients(tx, everyone.slice(from, from + BELL_BATCH));
    const rows = told.flatMap(({ event, userIds }) => {
      const spec = EVENTS[event.type];
      return recipients
        .filter((recipient) => userIds.has(recipient.id))
        .filter((recipient) => wants(recipient.notificationPreferences, spec.group, 'inApp'))
        .map((recipient) => {
          const text = renderEvent(event.type, recipient.language, event.params);
          return {
            id: crypto.randomUUID(),
            user: recipient.id,
            kind: spec.bell,
            title: text.title.slice(0, 200),
            body: text.body,
            eventKey: event.key,
            path: event.path,
            createdAt: new Date(),
          };
        });
    });
    if (rows.length)
      await tx
        .createQueryBuilder(Notification)
        .insert(rows)
        .onConflict(['user', 'eventKey'])
        .ignore()
        .execute();
  }
  for (const { event, userIds } of told)
    tx.create(NotificationOutbox, {
      event: event.type,
      eventKey: event.key,
      userIds: [...userIds],
      params: event.params,
      path: event.path,
    });
}
