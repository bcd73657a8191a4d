import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AdminUserDetail,
  type AdminUserListQuery,
  type AdminUserRow,
  type UserRole,
} from '../../shared/admin-users.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { AUTH_MESSAGES, forgetSessions, verifiedLocalAccounts } from '../auth/index.ts';
import type { IdentityMode } from '../auth/index.ts';
import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import { tablesOf, type DB } from '../db/kysely.ts';
import { escapeLike } from '../db/sql.ts';
import type { Participant } from '../registration/entities.ts';
import { AppError } from '../errors.ts';
import { AppUser } from './entities.ts';
import { auditOf, paymentsOf, registrationsOf, sessionsOf } from './admin-detail.ts';
import { displayName, USER_NOT_FOUND } from './service.ts';

// The admin users API (docs/product.md#api) and the role change. The list is one SQL statement (and
// its count), on PGlite and PostgreSQL alike, typed from the entities; whether local accounts
// proved their address is auth's to say. The detail's parts are in admin-detail.ts.

const CLERK_ROLES =
  'Roles come from Clerk here: set { "role": "admin" } in the user\'s public metadata in the Clerk dashboard (or remove it).';
const OWN_ROLE = 'You cannot revoke your own admin role. Ask another admin to do it.';

/** Accounts, searched in the name, e-mail or phone (any case, wildcards as themselves). */
function accounts(em: EntityManager, search: string | undefined) {
  return tablesOf<typeof AppUser | typeof Participant>(em)
    .selectFrom('app_user as u')
    .$if(!!search, (q) =>
      q.where((eb) => {
        const pattern = `%${escapeLike(search!)}%`;
        // A number typed as "+91 98765 43210" or "098765-43210" is stored as its 10 digits.
        const phoneLike = /^[\d\s()+-]+$/.test(search!);
        const digits = search!.replace(/^\+91/, '').replace(/\D/g, '').slice(-10);
        return eb.or([
          eb(fullName(eb), 'ilike', pattern),
          eb('u.email', 'ilike', pattern),
          eb('u.phone', 'ilike', pattern),
          ...(phoneLike && digits ? [eb('u.phone', 'like', `%${digits}%`)] : []),
        ]);
      }),
    );
}

/** The display name the list sorts and searches by: null when there is none. */
const fullName = (eb: ExpressionBuilder<{ u: DB<typeof AppUser>['app_user'] }, 'u'>) =>
  eb.fn<string | null>('nullif', [
    eb.fn('concat_ws', [sql.lit(' '), 'u.first_name', 'u.last_name']),
    sql.lit(''),
  ]);

/** The list's row of each account, with how many registrations it made. */
const rows = (em: EntityManager, search: string | undefined) =>
  accounts(em, search)
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'u.role',
      'u.auth_user_id',
      'u.clerk_id',
    ])
    .select('u.created_at')
    .select((eb) =>
      eb
        .selectFrom('participant as p')
        .select((p) => p.fn.countAll<number | string>().as('n'))
        .whereRef('p.owner_id', '=', 'u.id')
        .$asScalar()
        .as('registrations'),
    );

type RowSql = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

const SORT_COLUMNS = {
  createdAt: (eb) => eb.ref('u.created_at'),
  name: (eb) => eb.fn('lower', [fullName(eb)]),
  email: (eb) => eb.ref('u.email'),
} satisfies Record<
  AdminUserListQuery['sort'],
  (eb: ExpressionBuilder<{ u: DB<typeof AppUser>['app_user'] }, 'u'>) => Expression<unknown>
>;

/** GET /admin/users: searched, sorted (ties by id, unnamed last) and paginated, with the total. */
export async function listUsers(
  em: EntityManager,
  query: AdminUserListQuery,
): Promise<{ items: AdminUserRow[]; total: number; page: number; pageSize: number }> {
  const search = query.search || undefined;
  const [found, counted] = await Promise.all([
    rows(em, search)
      .orderBy(SORT_COLUMNS[query.sort], (ob) => (query.order === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy('u.id', query.order)
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    accounts(em, search)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    items: await toRows(em, found),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One account's row, or null when there is none. */
async function userRow(em: EntityManager, id: string): Promise<AdminUserRow | null> {
  const found = await rows(em, undefined).where('u.id', '=', id).execute();
  return (await toRows(em, found))[0] ?? null;
}

/** The rows as the API answers them; an account of the local provider is verified as auth says. */
async function toRows(em: EntityManager, found: RowSql[]): Promise<AdminUserRow[]> {
  const verified = await verifiedLocalAccounts(
    em,
    found.flatMap((r) => (r.auth_user_id ? [r.auth_user_id] : [])),
  );
  return found.map((r) => ({
    id: r.id,
    email: r.email ?? null,
    name: displayName({
      firstName: r.first_name ?? null,
      lastName: r.last_name ?? null,
      email: r.email ?? null,
    }),
    firstName: r.first_name ?? null,
    lastName: r.last_name ?? null,
    phone: r.phone ?? null,
    role: r.role,
    provider: r.auth_user_id ? 'local' : r.clerk_id ? 'clerk' : null,
    emailVerified: r.auth_user_id ? verified.has(r.auth_user_id) : true,
    registrations: Number(r.registrations),
    createdAt: new Date(r.created_at),
  }));
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
  const result = await em.transactional(async (tx) => {
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
  // Identities are kept briefly per token (auth/session-cache.ts), with their role.
  if (result.changed) forgetSessions(em);
  return result;
}
