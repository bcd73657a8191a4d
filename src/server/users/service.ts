import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ADDITIONAL_DATA_MESSAGE,
  withinAdditionalDataLimits,
  type ProfileUpdate,
  type SyncUser,
  type User,
} from '../../shared/users.ts';
import type { Identity, Role } from '../auth/index.ts';
import { renameLocalAccount } from '../auth/index.ts';
import { AppError } from '../errors.ts';
import { keepPaymentsOfDeletedAccount } from '../payments/service.ts';
import { anonymiseRegistrationsOf } from '../registration/service.ts';
import { AppUser, DEFAULT_EMAIL_PREFERENCES } from './entities.ts';
import { sql } from 'kysely';
import { tablesOf } from '../db/kysely.ts';
import { isUuid } from '../db/columns.ts';

export const USER_NOT_FOUND = 'User not found';

/** Our record for a local account, made on first sight (idempotent: unique authUserId). */
export async function ensureLocalUser(
  em: EntityManager,
  account: { id: string; email: string; name?: string | null },
): Promise<AppUser> {
  const existing = await em.findOne(AppUser, { authUserId: account.id });
  if (existing) return existing;
  const [firstName, ...rest] = (account.name ?? '').trim().split(/\s+/).filter(Boolean);
  await em
    .createQueryBuilder(AppUser)
    .insert({
      ...newRow(),
      authUserId: account.id,
      email: account.email.toLowerCase(),
      firstName: firstName ?? null,
      lastName: rest.join(' ') || null,
    })
    .onConflict('authUserId')
    .ignore()
    .execute();
  return em.findOneOrFail(AppUser, { authUserId: account.id });
}

/** Our record by its id; null once the account is gone (a session can outlive it). */
export async function findUser(em: EntityManager, userId: string): Promise<AppUser | null> {
  return em.findOne(AppUser, userId);
}

/** Our record of a signed-in caller, whose identity already proved it exists. */
export async function requireUser(em: EntityManager, userId: string): Promise<AppUser> {
  return em.findOneOrFail(AppUser, userId);
}

/** A record no provider account backs, so it cannot sign in: the demo seed's players. */
export async function createRecordOnlyUser(
  em: EntityManager,
  person: { email: string; firstName: string | null; lastName: string | null },
): Promise<AppUser> {
  const user = em.create(AppUser, person);
  await em.flush();
  return user;
}

/** Makes the account with this e-mail an admin (the admin:grant command). */
export async function grantAdmin(em: EntityManager, email: string): Promise<AppUser> {
  const user = await em.findOne(AppUser, { email: email.toLowerCase() });
  if (!user)
    throw new AppError(
      'NOT_FOUND',
      `No account uses the e-mail ${email}. Sign up first, then run this again.`,
      { reason: 'user.not_found', params: { email } },
    );
  user.role = 'admin';
  await em.flush();
  return user;
}

/** After the local provider deleted an account: our record of it and the data hanging off it. */
export async function deleteLocalUser(em: EntityManager, authUserId: string): Promise<void> {
  const user = await em.findOne(AppUser, { authUserId }, { fields: ['id'] });
  if (user) await deleteAccountData(em, user.id);
}

/**
 * Deletes our record of an account, in one transaction. Payments and their events are money
 * records and stay, linked to no one; paid registrations stay with their personal data
 * anonymised; game credentials, unpaid registrations, notifications and the record go.
 */
export async function deleteAccountData(em: EntityManager, userId: string): Promise<void> {
  await em.transactional(async (tx) => {
    await keepPaymentsOfDeletedAccount(tx, userId);
    await anonymiseRegistrationsOf(tx, userId);
    await tx.nativeDelete(AppUser, { id: userId });
  });
}

/** Our record for a Clerk user; the role follows Clerk's public metadata on every request. */
export async function ensureClerkUser(em: EntityManager, clerkId: string, role: Role): Promise<AppUser> {
  await em
    .createQueryBuilder(AppUser)
    .insert({ ...newRow(), clerkId, role })
    .onConflict('clerkId')
    .merge(['role'])
    .execute();
  return em.findOneOrFail(AppUser, { clerkId });
}

/** A user may read only their own record; an admin any. Others' records are 404, not 403. */
export async function findVisibleUser(
  em: EntityManager,
  caller: Identity,
  idOrExternalId: string,
): Promise<AppUser> {
  const user = await em.findOne(AppUser, {
    $or: [
      ...(isUuid(idOrExternalId) ? [{ id: idOrExternalId }] : []),
      { clerkId: idOrExternalId },
      { authUserId: idOrExternalId },
    ],
  });
  if (!user || (user.id !== caller.userId && caller.role !== 'admin'))
    throw new AppError('NOT_FOUND', USER_NOT_FOUND, { reason: 'user.not_found' });
  return user;
}

export async function updateUser(
  em: EntityManager,
  user: AppUser,
  changes: ProfileUpdate | SyncUser,
): Promise<AppUser> {
  const additionalData = mergedAdditionalData(user, changes);
  for (const field of ['firstName', 'lastName', 'phone'] as const) {
    const value = changes[field];
    if (value !== undefined) user[field] = value || null;
  }
  if ('emailPreferences' in changes && changes.emailPreferences) {
    user.emailPreferences = { ...user.emailPreferences, ...changes.emailPreferences };
  }
  if (additionalData) user.additionalData = additionalData;
  // Clerk users have no e-mail in their session token; the sync call brings it.
  if ('email' in changes && changes.email && user.clerkId && !user.email)
    user.email = changes.email.toLowerCase();
  await em.flush();
  return user;
}

/** The user's additional data with the call's merged in, or undefined when the call has none. */
function mergedAdditionalData(user: AppUser, changes: ProfileUpdate | SyncUser): AppUser['additionalData'] {
  if (!('additionalData' in changes) || !changes.additionalData) return undefined;
  const merged = { ...user.additionalData, ...changes.additionalData };
  // Each call is bounded by the schema; the merged record must be too, or calls could grow it.
  if (!withinAdditionalDataLimits(merged))
    throw new AppError('BAD_REQUEST', ADDITIONAL_DATA_MESSAGE, {
      reason: 'account.additional_data_too_large',
    });
  return merged;
}

/** What the dashboard's profile form edits: who the player is and where they live. */
export interface PlayerDetails {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  gender: 'male' | 'female' | 'other' | null;
  dateOfBirth: string | null;
  city: string | null;
  state: string | null;
  /** Absent keeps the saved one. */
  publicName?: string | null;
  /** The postal address and PIN code a GST invoice names; absent keeps the saved ones. */
  address?: string | null;
  pinCode?: string | null;
}

/** Saves the player's details; the local provider's display name follows the new name. */
export async function updatePlayerDetails(
  em: EntityManager,
  userId: string,
  details: PlayerDetails,
): Promise<AppUser> {
  const user = await requireUser(em, userId);
  em.assign(user, details);
  await em.flush();
  await renameInLocalProvider(em, user);
  return user;
}

/** The name to show: the first and last name, else the e-mail before its @, else User. */
export function displayName(user: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email?.split('@')[0] || 'User';
}

export function toUser(user: AppUser, emailVerified: boolean): User {
  return {
    id: user.id,
    email: user.email ?? null,
    name: displayName(user),
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    phone: user.phone ?? null,
    role: user.role,
    emailVerified,
    emailPreferences: user.emailPreferences,
    createdAt: user.createdAt,
  };
}

/** Columns an insert through the query builder must fill itself (it runs no onCreate hooks). */
function newRow() {
  const now = new Date();
  return {
    id: randomUUID(),
    createdAt: now,
    updatedAt: now,
    emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES },
  };
}

/** Keeps the local provider's display name in step with ours (Clerk's is updated by its client). */
export async function renameInLocalProvider(em: EntityManager, user: AppUser): Promise<void> {
  if (!user.authUserId) return;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  await renameLocalAccount(em, user.authUserId, name);
}

/** Accounts' names (null when they have none) and e-mail addresses by id, for lists that say who did something. */
export async function accountsByIds(
  em: EntityManager,
  ids: readonly string[],
): Promise<Map<string, { name: string | null; email: string | null }>> {
  if (!ids.length) return new Map();
  const rows = await tablesOf<typeof AppUser>(em)
    .selectFrom('app_user as u')
    .select(['u.id', 'u.email'])
    .select(sql<string | null>`nullif(trim(concat(u.first_name, ' ', u.last_name)), '')`.as('name'))
    .where('u.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email ?? null }]));
}

/** The ids of the accounts with this e-mail address, in any case. */
export async function accountIdsWithEmail(em: EntityManager, email: string): Promise<string[]> {
  const rows = await tablesOf<typeof AppUser>(em)
    .selectFrom('app_user as u')
    .select('u.id')
    .where((eb) => eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', [eb.val(email)])))
    .execute();
  return rows.map((r) => r.id);
}
