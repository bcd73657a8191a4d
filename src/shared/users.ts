import { z } from 'zod';
import { PHONE_MESSAGES, optionalIndianMobile } from './field-rules.ts';

const name = z.string().trim().max(100, 'Names can have at most 100 characters.');
const optionalMobile = optionalIndianMobile(PHONE_MESSAGES.player);

/** Editable profile fields: the profile page, the dashboard profile tab, PUT /api/clerk-sync/user/{id}. */
export const profileUpdateSchema = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  phone: optionalMobile.optional(),
  emailPreferences: z
    .object({ matchReminders: z.boolean(), results: z.boolean(), news: z.boolean() })
    .partial()
    .optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /api/clerk-sync/sync-user: the spec's backend user sync payload. */
export const syncUserSchema = z.object({
  clerkId: z.string().trim().max(64).optional(),
  email: z.email({ error: 'Please enter a valid email address.' }).optional(),
  firstName: name.optional(),
  lastName: name.optional(),
  phone: optionalMobile.optional(),
  additionalData: z.record(z.string(), z.unknown()).optional(),
});
export type SyncUser = z.infer<typeof syncUserSchema>;

export const emailPreferencesSchema = z.object({
  matchReminders: z.boolean(),
  results: z.boolean(),
  news: z.boolean(),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  emailVerified: z.boolean(),
  emailPreferences: emailPreferencesSchema,
  createdAt: z.date(),
});
export type User = z.infer<typeof userSchema>;

/** The spec's first-name fallback: first name, else the part of the e-mail before the @, else User. */
export function displayFirstName(user: { firstName?: string | null; email?: string | null }): string {
  return user.firstName?.trim() || user.email?.split('@')[0] || 'User';
}
