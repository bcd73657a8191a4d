import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditLog } from './entities.ts';

/** One record's audit trail, newest first: at most `limit` entries and their total. */
export async function trailOf(em: EntityManager, entity: string, entityId: string, limit: number) {
  const [found, total] = await em.findAndCount(
    AuditLog,
    { entity, entityId },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit },
  );
  return {
    total,
    items: found.map((a) => ({
      id: a.id,
      action: a.action,
      actorId: a.actorId,
      before: a.before ?? null,
      after: a.after ?? null,
      requestId: a.requestId ?? null,
      at: a.createdAt,
    })),
  };
}
