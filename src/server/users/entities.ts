import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt, updatedAt } from '../db/columns.ts';
import type { NotificationPreferences } from '../../shared/notifications.ts';

export interface EmailPreferences {
  matchReminders: boolean;
  results: boolean;
  news: boolean;
}

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  matchReminders: true,
  results: true,
  news: false,
};

/**
 * Our record of a person, whichever identity mode signed them in: `authUserId` links the local
 * provider's account, `clerkId` a Clerk user. Its id is the `userId` everything else refers to.
 */
const AppUserSchema = defineEntity({
  name: 'AppUser',
  tableName: 'app_user',
  // The user export reads everyone in pages by (createdAt, id), each page found through this index.
  indexes: [{ properties: ['createdAt', 'id'] }],
  properties: {
    id: uuidPrimaryKey(),
    authUserId: p.string().length(64).nullable().unique(),
    clerkId: p.string().length(64).nullable().unique(),
    email: p.string().length(320).nullable().index(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    phone: p.string().length(20).nullable(),
    gender: p.enum(['male', 'female', 'other']).nullable(),
    /** Replaced by dateOfBirth (an age goes stale); kept for records saved before it. */
    age: p.integer().nullable(),
    /** yyyy-mm-dd; the profile's age is worked out from it. */
    dateOfBirth: p.string().columnType('date').nullable(),
    city: p.string().length(100).nullable(),
    state: p.string().length(60).nullable(),
    /** House, street and locality: the recipient's address a GST invoice names (decision 27). */
    address: p.string().length(200).nullable(),
    /** Six-digit Indian PIN code, for the same invoice. */
    pinCode: p.string().length(6).nullable(),
    /** Shown on public leaderboards; null shows the default (shared/users.ts defaultPublicName). */
    publicName: p.string().length(30).nullable(),
    role: p.enum(['user', 'admin']).default('user'),
    emailPreferences: p.json<EmailPreferences>().onCreate(() => ({ ...DEFAULT_EMAIL_PREFERENCES })),
    additionalData: p.json<Record<string, unknown>>().nullable(),
    /** The language messages reach the player in (issue 28): the site's language they last used. */
    language: p.enum(['en', 'hi']).default('en'),
    /**
     * Per event group and channel, what the player chose (shared/notifications.ts); a missing entry
     * takes the default. E-mail for match and results follows `emailPreferences` (one source).
     */
    notificationPreferences: p.json<NotificationPreferences>().nullable(),
    /**
     * The last time the account was seen signed in (a request with its session, at most one write
     * an hour): the retention job erases accounts inactive past INACTIVE_ACCOUNT_RETENTION_DAYS.
     */
    lastActiveAt: p.datetime().nullable(),
    /** When the retention job warned that the account would be erased (once; cleared by activity). */
    retentionWarnedAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export class AppUser extends AppUserSchema.class {}
AppUserSchema.setClass(AppUser);
