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

/**
 * Writes a record just created (`tx.create`) and audits it as created, in the caller's transaction:
 * `view` is what the API answers, and the audit's `after`.
 */
export async function flushCreated<Record extends { id: string }, View extends object>(
  tx: EntityManager,
  actor: Actor,
  action: string,
  created: { entity: string; record: Record; view: (record: Record) => View },
): Promise<View> {
  await tx.flush();
  const after = created.view(created.record);
  recordAudit(tx, actor, action, {
    entity: created.entity,
    entityId: created.record.id,
    before: null,
    after,
  });
  return after;
}

/** Removes a record and audits it as deleted (`before`: what the API showed of it), in the caller's transaction. */
export function removeAudited(
  tx: EntityManager,
  actor: Actor,
  action: string,
  removed: { entity: string; entityId: string; record: object; before: object },
): void {
  const { entity, entityId, record, before } = removed;
  recordAudit(tx, actor, action, { entity, entityId, before, after: null });
  tx.remove(record);
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

/**
 * Empties the before and after of these entries: they named an erased person (privacy/erasure.ts).
 * The entry itself stays, saying who did what and when.
 */
export async function clearAuditRecords(em: EntityManager, ids: string[]): Promise<void> {
  if (ids.length) await em.nativeUpdate(AuditLog, { id: { $in: ids } }, { before: null, after: null });
}
