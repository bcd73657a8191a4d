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
import { AppUser, DEFAULT_EMAIL_PREFERENCES } from './entities.ts';
import { sql } from 'kysely';
import { tablesOf } from '../db/kysely.ts';
import { isUuid } from '../db/columns.ts';
import { LockMode } from '@mikro-orm/core';
import { BASE_LOCALE, type Locale } from '../../shared/locale.ts';
import type { SignUpConsent } from '../../shared/privacy.ts';
import { appendConsents, hasConsentRecords, signUpChoices } from '../privacy/index.ts';
import { preferencesFollowing } from './notification-preferences.ts';

export const USER_NOT_FOUND = 'User not found';

/**
 * Our record for a local account, made on first sight (idempotent: unique authUserId). Made by
 * sign-up, it records the consents given on the privacy notice with it, in one transaction.
 */
export async function ensureLocalUser(
  em: EntityManager,
  account: { id: string; email: string; name?: string | null },
  consent?: SignUpConsent,
): Promise<AppUser> {
  if (consent)
    return em.transactional(async (tx) => {
      const user = await ensureLocalUser(tx, account);
      // Once: a repeated hook, or an account that already had a record, keeps its history.
      if (!(await hasConsentRecords(tx, user.id))) {
        await appendConsents(tx, user.id, signUpChoices(consent.marketing), {
          language: consent.language,
          source: 'sign-up',
        });
        user.emailPreferences = { ...user.emailPreferences, news: consent.marketing };
        // Messages reach the player in the language they signed up in (issue 28).
        user.language = consent.language;
        await tx.flush();
      }
      return user;
    });
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

/**
 * The language messages reach the player in: the site's language they switched to, signed in
 * (issue 28). Idempotent; answers whether it changed.
 */
export async function setUserLanguage(em: EntityManager, userId: string, language: Locale): Promise<boolean> {
  const changed = await em.nativeUpdate(AppUser, { id: userId, language: { $ne: language } }, { language });
  return changed > 0;
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

/**
 * Gives or withdraws an optional purpose from the profile, one click each way. The consent record
 * is the source of truth; `emailPreferences.news`, which the mailers read, follows it in the same
 * transaction (docs/decisions/0027-invoices-and-data-rights.md, "One switch").
 */
export async function setMarketingConsent(
  em: EntityManager,
  userId: string,
  granted: boolean,
  language: Locale,
): Promise<void> {
  await em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(AppUser, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    await appendConsents(tx, userId, { marketing: granted }, { language, source: 'profile' });
    user.emailPreferences = { ...user.emailPreferences, news: granted };
  });
}

/**
 * Records the notice for an account that never saw it (a Clerk sign-up, or an account older than
 * the notice): the required purposes and the optional choices, from the profile.
 */
export async function acceptPrivacyNotice(
  em: EntityManager,
  userId: string,
  choice: { marketing: boolean; language: Locale },
): Promise<void> {
  await em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(AppUser, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    await appendConsents(tx, userId, signUpChoices(choice.marketing), {
      language: choice.language,
      source: 'profile',
    });
    user.emailPreferences = { ...user.emailPreferences, news: choice.marketing };
  });
}

/**
 * Deletes our record of an account; what hangs off it by foreign key goes or loses its link with it.
 * Only as the last step of erasing the account (privacy/erasure.ts), which deals with the rest.
 */
export async function deleteUserRecord(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(AppUser, { id: userId });
}

/** The account of a local provider account, if we have one. */
export async function userIdOfLocalAccount(em: EntityManager, authUserId: string): Promise<string | null> {
  const user = await em.findOne(AppUser, { authUserId }, { fields: ['id'] });
  return user?.id ?? null;
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
  language: Locale = BASE_LOCALE,
): Promise<AppUser> {
  const additionalData = mergedAdditionalData(user, changes);
  for (const field of ['firstName', 'lastName', 'phone'] as const) {
    const value = changes[field];
    if (value !== undefined) user[field] = value || null;
  }
  if ('emailPreferences' in changes && changes.emailPreferences) {
    const news = changes.emailPreferences.news;
    // News e-mails are the marketing purpose: switching them is giving or withdrawing that consent.
    if (news !== undefined && news !== user.emailPreferences.news)
      await appendConsents(em, user.id, { marketing: news }, { language, source: 'profile' });
    user.emailPreferences = { ...user.emailPreferences, ...changes.emailPreferences };
    // The new preferences are the one source the sender reads: the old switches write them too.
    user.notificationPreferences = preferencesFollowing(
      user.notificationPreferences,
      changes.emailPreferences,
    );
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
