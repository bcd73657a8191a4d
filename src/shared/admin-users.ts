import { z } from 'zod';
import { PASS_TIERS } from './passes.ts';
import { PAYMENT_STATUSES } from './payment-statuses.ts';
import { PLAY_FORMATS, REGISTRATION_STATUSES } from './registration-rules.ts';
import { emailPreferencesSchema } from './users.ts';
import { pageOf, pagingSchema, sortSchema } from './paging.ts';

// The admin users API (docs/product.md#api: GET /admin/users, GET /admin/users/{id}) and the role
// change of the organisers' console. Shared with the console.

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_SORTS = ['createdAt', 'name', 'email'] as const;

export const adminUserListSchema = pagingSchema.extend({
  /** Part of the name, e-mail or phone, in any case. */
  search: pagingSchema.shape.search,
  sort: sortSchema(USER_SORTS),
});
export type AdminUserListQuery = z.infer<typeof adminUserListSchema>;

export const adminUserIdSchema = z.object({
  id: z.uuid({ error: 'A user id is a UUID, such as 0b9e6d1c-7f3a-4c2e-9d5b-2a8f4e6c1b3d.' }),
});

export const adminUserRoleInputSchema = adminUserIdSchema.extend({
  role: z.enum(USER_ROLES, { error: 'The role is admin or user.' }),
});

export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  /** The first and last name, else the part of the e-mail before the @, else "User". */
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  /** Who signs the account in; null for a record no provider account backs (the demo's players). */
  provider: z.enum(['local', 'clerk']).nullable(),
  emailVerified: z.boolean(),
  /** Registrations the account owns, paid or not. */
  registrations: z.number(),
  createdAt: z.date(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserPageSchema = pageOf(adminUserRowSchema);

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    /** How many there are; `items` holds the newest, at most DETAIL_LIMIT. */
    total: z.number(),
    items: z.array(item),
  });

/** How many registrations, payments, sessions and audit rows the detail lists, newest first. */
export const DETAIL_LIMIT = 100;

export const adminUserDetailSchema = z.object({
  profile: adminUserRowSchema.extend({
    gender: z.enum(['male', 'female', 'other']).nullable(),
    dateOfBirth: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    emailPreferences: emailPreferencesSchema,
    additionalData: z.record(z.string(), z.unknown()).nullable(),
    updatedAt: z.date(),
  }),
  registrations: listOf(
    z.object({
      id: z.string(),
      game: z.string(),
      playFormat: z.enum(PLAY_FORMATS),
      /** Null: a free Semi-Finals entry. */
      pass: z.enum(PASS_TIERS).nullable(),
      passPrice: z.number(),
      status: z.enum(REGISTRATION_STATUSES),
      /** The player as the registration names them. */
      playerName: z.string(),
      teammates: z.number(),
      createdAt: z.date(),
      paidAt: z.date().nullable(),
    }),
  ),
  payments: listOf(
    z.object({
      id: z.string(),
      participantId: z.string().nullable(),
      amount: z.number(),
      /** Processed refunds only. */
      refunded: z.number(),
      currency: z.string(),
      gateway: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      couponCode: z.string().nullable(),
      createdAt: z.date(),
      paidAt: z.date().nullable(),
    }),
  ),
  /**
   * Sessions not yet expired: the local provider's account sessions, and game-credential sessions
   * of the account's passes. A Clerk account's own sessions are kept by Clerk, not here.
   */
  sessions: z.object({
    active: z.number(),
    lastCreatedAt: z.date().nullable(),
    lastSeenAt: z
      .date()
      .nullable()
      .describe('When an account session was last refreshed: the provider does so at most once a day.'),
    items: z.array(
      z.object({
        kind: z.enum(['account', 'game-credentials']),
        createdAt: z.date(),
        lastSeenAt: z.date().nullable(),
        expiresAt: z.date(),
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
        /** The game username a game-credential session was opened with (the player's or a teammate's). */
        gameUsername: z.string().nullable(),
      }),
    ),
  }),
  /** Admin changes to this account (e.g. its role), newest first. */
  audit: listOf(
    z.object({
      id: z.string(),
      action: z.string(),
      actorId: z.string(),
      actorEmail: z.string().nullable(),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
      requestId: z.string().nullable(),
      at: z.date(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserRoleAnswerSchema = z.object({
  user: adminUserRowSchema,
  /** False when the account already had the role: nothing was written. */
  changed: z.boolean(),
});
