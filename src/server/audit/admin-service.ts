import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminAuditPage, AdminAuditQuery } from '../../shared/admin-audit.ts';
import { isUuid } from '../db/columns.ts';
import { sql } from 'kysely';
import { indiaDayStart, tablesOf } from '../db/kysely.ts';
import { AppError } from '../errors.ts';
import { accountIdsWithEmail, accountsByIds } from '../users/service.ts';
import type { AuditLog } from './entities.ts';

// GET /admin/audit: the audit log, newest first, a page at a time by keyset (the last row's time
// and id), so a page never repeats or skips rows when new ones arrive meanwhile. Days are India's.

const CURSOR_MESSAGE = 'This page cursor is not valid; start again from the first page.';
/** The row's time to the microsecond, in UTC: a cursor must compare exactly as the column does. */
const CURSOR_AT = sql<string>`to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const json = (column: string) => sql<Record<string, unknown> | null>`${sql.ref(column)}`;

export async function auditLog(em: EntityManager, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const actorIds = query.actor && !isUuid(query.actor) ? await accountIdsWithEmail(em, query.actor) : null;
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await tablesOf<typeof AuditLog>(em)
    .selectFrom('audit_log as l')
    .select(['l.id', 'l.action', 'l.entity', 'l.entity_id', 'l.actor_id', 'l.request_id', 'l.created_at'])
    // The entities' JSON columns are left out of their typed tables.
    .select([json('l.before').as('before'), json('l.after').as('after'), CURSOR_AT.as('cursor_at')])
    .$if(!!query.actor, (q) =>
      actorIds === null
        ? q.where('l.actor_id', '=', query.actor!.toLowerCase())
        : q.where((eb) => (actorIds.length ? eb('l.actor_id', 'in', actorIds) : eb.lit(false))),
    )
    // Kinds are named in more than one style (`BlogPost`, `game`, `qualifier_group`): any case will do.
    .$if(!!query.entity, (q) =>
      q.where((eb) => eb(eb.fn('lower', ['l.entity']), '=', eb.fn('lower', [eb.val(query.entity!)]))),
    )
    .$if(!!query.entityId, (q) => q.where('l.entity_id', '=', query.entityId!))
    .$if(!!query.action, (q) =>
      q.where((eb) => eb(eb.fn('lower', ['l.action']), '=', eb.fn('lower', [eb.val(query.action!)]))),
    )
    .$if(!!query.from, (q) => q.where('l.created_at', '>=', indiaDayStart(query.from!)))
    .$if(!!query.to, (q) => q.where('l.created_at', '<', indiaDayStart(query.to!, 1)))
    .$if(!!cursor, (q) =>
      q.where(sql<boolean>`(l.created_at, l.id) < (${cursor!.at}::timestamptz, ${cursor!.id}::uuid)`),
    )
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  // Actors are user ids, but for the demo seed's: only a well-formed one is looked up.
  const actors = await accountsByIds(em, page.map((r) => r.actor_id.toLowerCase()).filter(isUuid));
  const last = page.at(-1);
  return {
    items: page.map((r) => {
      const actor = isUuid(r.actor_id) ? actors.get(r.actor_id.toLowerCase()) : undefined;
      return {
        id: r.id,
        action: r.action,
        entity: r.entity,
        entityId: r.entity_id,
        actor: { id: r.actor_id, name: actor?.name ?? null, email: actor?.email ?? null },
        before: r.before ?? null,
        after: r.after ?? null,
        requestId: r.request_id ?? null,
        createdAt: new Date(r.created_at),
      };
    }),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursor_at, last.id) : null,
  };
}

const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');

function decodeCursor(cursor: string): { at: string; id: string } {
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const wellFormed =
    rest.length === 0 && /^[12]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(at) && isUuid(id);
  if (!wellFormed || !sameInstant(at))
    throw new AppError('BAD_REQUEST', CURSOR_MESSAGE, { reason: 'audit.bad_cursor' });
  return { at, id };
}

/** A real moment: the calendar would roll 2026-02-31 over into March. */
const sameInstant = (at: string) => {
  const parsed = new Date(at);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 23) === at.slice(0, 23);
};
