import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AdminUserDetail,
  type AdminUserListQuery,
  type AdminUserRow,
  type UserRole,
} from '../../shared/admin-users.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { AUTH_MESSAGES } from '../auth/index.ts';
import type { IdentityMode } from '../auth/index.ts';
import { escapeLike, sql } from '../db/sql.ts';
import { AppError } from '../errors.ts';
import { AppUser } from './entities.ts';
import { auditOf, paymentsOf, registrationsOf, sessionsOf } from './admin-detail.ts';
import { displayName, USER_NOT_FOUND } from './service.ts';

// The admin users API (docs/product.md#api) and the role change. The list is one SQL statement (and
// its count), on PGlite and PostgreSQL alike; the detail's parts are in admin-detail.ts.

const NAME = `nullif(concat_ws(' ', u.first_name, u.last_name), '')`;
const ROW_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.phone, u.role, u.auth_user_id, u.clerk_id,
  u.created_at, coalesce(au."emailVerified", u.auth_user_id is null) as email_verified,
  (select count(*) from participant p where p.owner_id = u.id) as registrations`;
const FROM = `from app_user u left join auth_user au on au.id = u.auth_user_id`;

const SORT_COLUMNS: Record<AdminUserListQuery['sort'], string> = {
  createdAt: 'u.created_at',
  name: `lower(${NAME})`,
  email: 'u.email',
};

const CLERK_ROLES =
  'Roles come from Clerk here: set { "role": "admin" } in the user\'s public metadata in the Clerk dashboard (or remove it).';
const OWN_ROLE = 'You cannot revoke your own admin role. Ask another admin to do it.';

interface RowSql {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  role: UserRole;
  auth_user_id: string | null;
  clerk_id: string | null;
  created_at: Date | string;
  email_verified: boolean;
  registrations: number | string;
}

/** The WHERE clause of a search in the name, e-mail or phone (any case, wildcards as themselves). */
function where(search: string | undefined): { clause: string; params: unknown[] } {
  if (!search) return { clause: '', params: [] };
  const pattern = `%${escapeLike(search)}%`;
  // A number typed as "+91 98765 43210" or "098765-43210" is stored as its 10 digits.
  const phoneLike = /^[\d\s()+-]+$/.test(search);
  const digits = search.replace(/^\+91/, '').replace(/\D/g, '').slice(-10);
  const byDigits = phoneLike && digits ? ` or u.phone like ?` : '';
  return {
    clause: `where (${NAME} ilike ? or u.email ilike ? or u.phone ilike ?${byDigits})`,
    params: [pattern, pattern, pattern, ...(byDigits ? [`%${digits}%`] : [])],
  };
}

/** GET /admin/users: searched, sorted (ties by id, unnamed last) and paginated, with the total. */
export async function listUsers(
  em: EntityManager,
  query: AdminUserListQuery,
): Promise<{ items: AdminUserRow[]; total: number; page: number; pageSize: number }> {
  const { clause, params } = where(query.search || undefined);
  const order = `${SORT_COLUMNS[query.sort]} ${query.order} nulls last, u.id ${query.order}`;
  const [rows, counted] = await Promise.all([
    sql<RowSql[]>(em, `select ${ROW_COLUMNS} ${FROM} ${clause} order by ${order} offset ? limit ?`, [
      ...params,
      (query.page - 1) * query.pageSize,
      query.pageSize,
    ]),
    sql<{ n: number | string }[]>(em, `select count(*) as n from app_user u ${clause}`, params),
  ]);
  return {
    items: rows.map(toRow),
    total: Number(counted[0]?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One account's row, or null when there is none. */
async function userRow(em: EntityManager, id: string): Promise<AdminUserRow | null> {
  const rows = await sql<RowSql[]>(em, `select ${ROW_COLUMNS} ${FROM} where u.id = ?`, [id]);
  return rows[0] ? toRow(rows[0]) : null;
}

function toRow(r: RowSql): AdminUserRow {
  return {
    id: r.id,
    email: r.email,
    name: displayName({ firstName: r.first_name, lastName: r.last_name, email: r.email }),
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    role: r.role,
    provider: r.auth_user_id ? 'local' : r.clerk_id ? 'clerk' : null,
    emailVerified: r.email_verified,
    registrations: Number(r.registrations),
    createdAt: new Date(r.created_at),
  };
}

/** GET /admin/users/{id}: the profile, registrations, payments, live sessions and audit trail. */
export async function userDetail(em: EntityManager, id: string): Promise<AdminUserDetail> {
  const user = await em.findOne(AppUser, id);
  if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND, { reason: 'user.not_found' });
  const [row, registrations, payments, sessions, audit] = await Promise.all([
    userRow(em, id),
    registrationsOf(em, id),
    paymentsOf(em, id),
    sessionsOf(em, id, user.authUserId ?? null),
    auditOf(em, id),
  ]);
  return {
    profile: {
      ...row!,
      gender: user.gender ?? null,
      dateOfBirth: user.dateOfBirth ?? null,
      city: user.city ?? null,
      state: user.state ?? null,
      emailPreferences: user.emailPreferences,
      additionalData: user.additionalData ?? null,
      updatedAt: user.updatedAt,
    },
    registrations,
    payments,
    sessions,
    audit,
  };
}

/**
 * PUT /admin/users/{id}/role: grants or revokes admin, audited; asking for the role the account
 * already has changes nothing. In local mode the role is our record's and takes effect on the
 * account's next request. In Clerk mode it is Clerk's public metadata, copied onto our record on
 * every request, so a change here would not hold: it is refused.
 */
export async function setUserRole(
  em: EntityManager,
  actor: Actor,
  identityMode: IdentityMode,
  id: string,
  role: UserRole,
): Promise<{ user: AdminUserRow; changed: boolean }> {
  return em.transactional(async (tx) => {
    // The actor's row is locked too, in one order with the target's: two admins revoking each
    // other at the same moment cannot both succeed and leave the site without an admin.
    const locked = await tx.find(
      AppUser,
      { id: { $in: [...new Set([id, actor.userId])] } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    const user = locked.find((u) => u.id === id);
    if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND, { reason: 'user.not_found' });
    if (locked.find((u) => u.id === actor.userId)?.role !== 'admin')
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAdmin, { reason: 'auth.not_admin' });
    if (identityMode === 'clerk' || user.clerkId)
      throw new AppError('CONFLICT', CLERK_ROLES, { reason: 'user.clerk_roles' });
    const changed = user.role !== role;
    if (changed) {
      if (user.id === actor.userId) throw new AppError('CONFLICT', OWN_ROLE, { reason: 'user.own_role' });
      const before = { role: user.role };
      user.role = role;
      await tx.flush();
      recordAudit(tx, actor, role === 'admin' ? 'user.role.grant' : 'user.role.revoke', {
        entity: 'AppUser',
        entityId: id,
        before,
        after: { role },
      });
    }
    return { user: (await userRow(tx, id))!, changed };
  });
}
