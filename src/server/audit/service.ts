import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditLog } from './entities.ts';

export interface AuditEntry {
  actorId: string;
  action: string;
  entity: string;
  entityId: string;
  before: object | null;
  after: object | null;
  requestId?: string | undefined;
}

/**
 * Records an admin write. Call it with the EntityManager of the write's own transaction
 * (`em.transactional`), so the change and its audit row are committed together or not at all.
 */
export function recordAudit(em: EntityManager, entry: AuditEntry): void {
  em.create(AuditLog, {
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before === null ? null : toJson(entry.before),
    after: entry.after === null ? null : toJson(entry.after),
    requestId: entry.requestId ?? null,
  });
}

/** Dates become ISO strings, so the row reads the same as the API's answer. */
function toJson(value: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/** The audit trail of one record, newest first. */
export function auditTrail(em: EntityManager, entity: string, entityId: string): Promise<AuditLog[]> {
  return em.find(AuditLog, { entity, entityId }, { orderBy: { createdAt: 'desc' } });
}

/** The admin behind a write, and the request it came with (to find it in the logs). */
export interface Actor {
  userId: string;
  requestId?: string;
}

export function actorOf(ctx: { auth: { userId: string }; req: { id: string } }): Actor {
  return { userId: ctx.auth.userId, requestId: ctx.req.id };
}
