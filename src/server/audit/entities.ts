import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from '../db/columns.ts';

/** Who changed what and when, with the record before and after (never a secret in clear). */
const AuditLogSchema = defineEntity({
  name: 'AuditLog',
  tableName: 'audit_log',
  properties: {
    id: uuidPrimaryKey(),
    actorId: p.string().length(64).index(),
    /** e.g. `blog.create`, `footer.delete`, `settings.update`. */
    action: p.string().length(60),
    /** The kind of record, e.g. `BlogPost`. */
    entity: p.string().length(60),
    entityId: p.string().length(120),
    before: p.json<Record<string, unknown>>().nullable(),
    after: p.json<Record<string, unknown>>().nullable(),
    requestId: p.string().length(64).nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
  indexes: [{ properties: ['entity', 'entityId'] }],
});

export class AuditLog extends AuditLogSchema.class {}
AuditLogSchema.setClass(AuditLog);
