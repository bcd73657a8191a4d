import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminAuditPage, AdminAuditQuery } from '../../shared/admin-audit.ts';
import { INDIA_TIME_ZONE } from '../../shared/india-time.ts';
import { isUuid } from '../db/columns.ts';
import { sql } from '../db/sql.ts';
import { AppError } from '../errors.ts';

// GET /admin/audit: the audit log, newest first, a page at a time by keyset (the last row's time
// and id), so a page never repeats or skips rows when new ones arrive meanwhile. Days are India's.

const UUID_PATTERN = `'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;
const CURSOR_MESSAGE = 'This page cursor is not valid; start again from the first page.';
/** The row's time to the microsecond, in UTC: a cursor must compare exactly as the column does. */
const CURSOR_AT = `to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface AuditRowSql {
  id: string;
  action: string;
  entity: string;
  entity_id: string;
  actor_id: string;
  actor_name: string | null;
  actor_email: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string | null;
  created_at: Date | string;
  cursor_at: string;
}

export async function auditLog(em: EntityManager, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]) => (parts.push(clause), params.push(...values));
  if (query.actor) {
    if (isUuid(query.actor)) add('l.actor_id = ?', query.actor.toLowerCase());
    else
      add('l.actor_id in (select u.id::text from app_user u where lower(u.email) = lower(?))', query.actor);
  }
  // Kinds are named in more than one style (`BlogPost`, `game`, `qualifier_group`): any case will do.
  if (query.entity) add('lower(l.entity) = lower(?)', query.entity);
  if (query.entityId) add('l.entity_id = ?', query.entityId);
  if (query.action) add('lower(l.action) = lower(?)', query.action);
  if (query.from) add(`l.created_at >= (?::date)::timestamp at time zone '${INDIA_TIME_ZONE}'`, query.from);
  if (query.to) add(`l.created_at < (?::date + 1)::timestamp at time zone '${INDIA_TIME_ZONE}'`, query.to);
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor);
    add('(l.created_at, l.id) < (?::timestamptz, ?::uuid)', at, id);
  }
  // Actors are user ids, but for the demo seed's: only a well-formed one is looked up.
  const rows = await sql<AuditRowSql[]>(
    em,
    `select a.*, nullif(trim(concat(u.first_name, ' ', u.last_name)), '') as actor_name, u.email as actor_email
     from (
       select l.id, l.action, l.entity, l.entity_id, l.actor_id, l.before, l.after, l.request_id,
              l.created_at, ${CURSOR_AT} as cursor_at
       from audit_log l
       ${parts.length ? `where ${parts.join(' and ')}` : ''}
       order by l.created_at desc, l.id desc
       limit ?
     ) a
     left join app_user u on u.id = (case when a.actor_id ~* ${UUID_PATTERN} then a.actor_id::uuid end)
     order by a.created_at desc, a.id desc`,
    [...params, query.limit + 1],
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      actor: { id: r.actor_id, name: r.actor_name, email: r.actor_email },
      before: r.before,
      after: r.after,
      requestId: r.request_id,
      createdAt: new Date(r.created_at),
    })),
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
