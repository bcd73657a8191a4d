import type { EntityManager } from '@mikro-orm/postgresql';
import { findRecipients } from '../users/index.ts';
import { EVENTS, type NotificationEvent } from './catalogue.ts';
import { Notification } from './entities.ts';
import { renderEvent } from './texts.ts';

// TEMPORARY (issue 28 skeleton): rings the bell only. The engine slice adds the outbound
// deliveries (preferences, quiet hours, the channels' adapters) behind this same signature.

/**
 * Tells an event to its recipients in the caller's transaction: the bell in each one's language,
 * at most once per recipient and event key.
 */
export async function emit(tx: EntityManager, event: NotificationEvent): Promise<void> {
  if (!event.userIds.length) return;
  const users = await findRecipients(tx, event.userIds);
  const rows = users.map((user) => {
    const text = renderEvent(event.type, user.language, event.params);
    return {
      id: crypto.randomUUID(),
      user: user.id,
      kind: EVENTS[event.type].bell,
      title: text.title.slice(0, 200),
      body: text.body,
      eventKey: event.key,
      path: event.path,
      createdAt: new Date(),
    };
  });
  if (rows.length)
    await tx
      .createQueryBuilder(Notification)
      .insert(rows)
      .onConflict(['user', 'eventKey'])
      .ignore()
      .execute();
}
