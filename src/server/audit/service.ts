import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditLog } from './entities.ts';

/** What an admin write changed: the record (its kind and id), as it was and as it is now. */
export interface AuditedChange {
  entity: string;
  entityId: string;
  before: object | null;
  after: object | null;
}

/**
 * Records an admin write. Call it with the EntityManager of the write's own transaction
 * (`em.transactional`), so the change and its audit row are committed together or not at all.
 */
export function recordAudit(em: EntityManager, actor: Actor, action: string, change: AuditedChange): void {
  em.create(AuditLog, {
    actorId: actor.userId,
    action,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before === null ? null : toJson(change.before),
    after: change.after === null ? null : toJson(change.after),
    requestId: actor.requestId ?? null,
  });
}

/** Dates become ISO strings, so the row reads the same as the API's answer. */
function toJson(value: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/** The admin behind a write, and the request it came with (to find it in the logs). */
export interface Actor {
  userId: string;
  requestId?: string;
}

export function actorOf(ctx: { auth: { userId: string }; req: { id: string } }): Actor {
  return { userId: ctx.auth.userId, requestId: ctx.req.id };
}
