import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryStatus } from '../../src/shared/admin-notifications.ts';
import type { OutboundChannel } from '../../src/shared/notifications.ts';
import { NotificationDelivery } from '../../src/server/notifications/entities.ts';

// Rows of the delivery log as the sender leaves them (issue 28), written straight to the database
// for the console's tests: the log reads what is there, whichever channel or engine wrote it.

export interface DeliveryRow {
  userId: string;
  channel: OutboundChannel;
  status: DeliveryStatus;
  event?: string;
  /** Unique per row unless given (one delivery per event key, recipient and channel). */
  eventKey?: string;
  createdAt?: Date;
  sentAt?: Date | null;
  deliveredAt?: Date | null;
  failedAt?: Date | null;
  attempts?: number;
  error?: string | null;
}

/** Inserts the rows; their ids, in order. */
export async function insertDeliveries(em: EntityManager, rows: readonly DeliveryRow[]): Promise<string[]> {
  const made = rows.map((row) => {
    const createdAt = row.createdAt ?? new Date();
    const event = row.event ?? 'room.released';
    return em.create(NotificationDelivery, {
      eventKey: row.eventKey ?? `${event}:${crypto.randomUUID()}`,
      event,
      user: row.userId,
      channel: row.channel,
      status: row.status,
      language: 'en',
      params: { match: 'Match 1' },
      path: '/dashboard',
      notBefore: createdAt,
      attempts: row.attempts ?? (row.status === 'queued' || row.status === 'held' ? 0 : 1),
      error: row.error ?? null,
      createdAt,
      sentAt: row.sentAt ?? null,
      deliveredAt: row.deliveredAt ?? null,
      failedAt: row.failedAt ?? null,
    });
  });
  await em.flush();
  return made.map((row) => row.id);
}
