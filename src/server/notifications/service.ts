import type { EntityManager } from '@mikro-orm/postgresql';
import type { Notification as NotificationView } from '../../shared/dashboard.ts';
import { Notification } from './entities.ts';

// What other features tell players through (issue 28): `emit` an event of the catalogue.
export { emit, emitAll } from './emit.ts';
export type { EventParams, NotificationEvent } from './catalogue.ts';

export type NotificationKind = NotificationView['kind'];

export async function listNotifications(em: EntityManager, userId: string, cursor: number, limit: number) {
  const rows = await em.find(
    Notification,
    { user: userId },
    { orderBy: { createdAt: 'desc', id: 'asc' }, offset: cursor, limit: limit + 1 },
  );
  return {
    items: rows.slice(0, limit).map((n) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      createdAt: n.createdAt,
      read: n.readAt != null,
    })),
    nextCursor: rows.length > limit ? cursor + limit : null,
  };
}

export async function unreadCount(em: EntityManager, userId: string): Promise<number> {
  return em.count(Notification, { user: userId, readAt: null });
}

/** Marks the caller's own notifications read (others' ids are ignored); answers the unread count. */
export async function markRead(em: EntityManager, userId: string, ids: string[] | 'all'): Promise<number> {
  await em.nativeUpdate(
    Notification,
    { user: userId, readAt: null, ...(ids === 'all' ? {} : { id: { $in: ids } }) },
    { readAt: new Date() },
  );
  return unreadCount(em, userId);
}
