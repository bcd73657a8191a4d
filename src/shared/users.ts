import { z } from 'zod';
import {
  AGE_MESSAGES,
  PHONE_MESSAGES,
  adultOnDateOfBirth,
  isCompleteDate,
  optionalAddress,
  optionalIndianMobile,
  optionalPinCode,
  requiredText,
} from './field-rules.ts';

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

export const GENDERS = ['male', 'female', 'other'] as const;

/** The public name's bounds and its refusals (docs/decisions/0025-championship-rules.md, "Standings"). */
export const PUBLIC_NAME_LIMITS = { min: 2, max: 30 } as const;
export const PUBLIC_NAME_MESSAGES = {
  length: `Public name must be ${PUBLIC_NAME_LIMITS.min} to ${PUBLIC_NAME_LIMITS.max} characters`,
  characters: "Public name can only use letters, digits, spaces and . - _ '",
} as const;
const PUBLIC_NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd} ._'-]*$/u;

/** Empty means "show the default"; else 2-30 characters (code points, as the column counts them). */
const publicName = z
  .string()
  .trim()
  .refine((value) => {
    const length = [...value].length;
    return length === 0 || (length >= PUBLIC_NAME_LIMITS.min && length <= PUBLIC_NAME_LIMITS.max);
  }, PUBLIC_NAME_MESSAGES.length)
  .refine((value) => PUBLIC_NAME_CHARACTERS.test(value), PUBLIC_NAME_MESSAGES.characters);

/**
 * The name public leaderboards show when the player has not chosen one: the first name and the
 * last name's initial ("Meera Iyer" -> "Meera I."), one word as it is, nothing -> "Player". The
 * initial is the last word's first grapheme, so a Devanagari letter keeps its vowel sign.
 */
export function defaultPublicName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [first] = words;
  if (!first) return 'Player';
  if (words.length === 1) return first;
  const [initial] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(words.at(-1)!);
  return `${first} ${initial!.segment}.`;
}

const [isAdultProfile, adultProfileIssue] = adultOnDateOfBirth(AGE_MESSAGES.profile);

/**
 * The player's profile (`users.profile`): name, phone, gender, date of birth (18+; the age is
 * worked out from it), city, state, postal address and PIN code (their GST invoices name them),
 * public name; e-mail is read-only. The dashboard's Profile tab edits it and
 * the wizard pre-fills from it.
 */
export const playerProfileSchema = z
  .object({
    name: requiredText('Full name is required').max(200),
    phone: optionalIndianMobile(PHONE_MESSAGES.player),
    gender: z.enum(GENDERS).nullable(),
    dateOfBirth: z
      .string()
      .refine(isCompleteDate, 'Please enter a valid date of birth')
      .nullable()
      .describe('yyyy-mm-dd; the player must be 18 or older'),
    city: z.string().trim().max(100),
    state: z.string().trim().max(60),
    /** House, street and locality; empty clears it, absent keeps the saved one. */
    address: optionalAddress().optional(),
    /** Six digits, not starting with 0; empty clears it, absent keeps the saved one. */
    pinCode: optionalPinCode().optional(),
    /** Shown on public leaderboards; empty or null shows defaultPublicName, absent keeps the saved one. */
    publicName: publicName.nullish(),
  })
  .refine(
    (profile) => profile.dateOfBirth === null || isAdultProfile({ dateOfBirth: profile.dateOfBirth }),
    adultProfileIssue,
  );
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/** Bounds of a user's stored additionalData, each call's and the merged record's. */
export const ADDITIONAL_DATA_LIMITS = { bytes: 8 * 1024, depth: 5 } as const;
export const ADDITIONAL_DATA_MESSAGE =
  'Additional data can be at most 8 KB of JSON, nested at most 5 levels deep.';

/**
 * Whether a JSON value stays within ADDITIONAL_DATA_LIMITS (the record itself is level 1). The
 * depth is walked without recursion, so a hostile nesting cannot overflow the stack, and measured
 * before the size, so nothing too deep is ever serialised.
 */
export function withinAdditionalDataLimits(value: unknown): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > ADDITIONAL_DATA_LIMITS.depth) return false;
    for (const child of Object.values(node)) stack.push({ node: child, depth: depth + 1 });
  }
  return new TextEncoder().encode(JSON.stringify(value)).length <= ADDITIONAL_DATA_LIMITS.bytes;
}

/** POST /api/clerk-sync/sync-user: docs/product.md's backend user sync payload. */
export const syncUserSchema = z.object({
  clerkId: z.string().trim().max(64).optional(),
  email: z.email({ error: 'Please enter a valid email address.' }).optional(),
  firstName: name.optional(),
  lastName: name.optional(),
  phone: optionalMobile.optional(),
  additionalData: z
    .record(z.string(), z.unknown())
    .refine(withinAdditionalDataLimits, ADDITIONAL_DATA_MESSAGE)
    .optional(),
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

/** docs/product.md's first-name fallback: first name, else the part of the e-mail before the @, else User. */
export function displayFirstName(user: { firstName?: string | null; email?: string | null }): string {
  return user.firstName?.trim() || user.email?.split('@')[0] || 'User';
}
