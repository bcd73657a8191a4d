import { z } from 'zod';
import { isGameUsername } from '../../shared/game-username.ts';
import { syncUserSchema } from '../../shared/users.ts';

// Client-side checks of the sign-in forms. The server validates again; its limits are the same
// (Better Auth: passwords of 8 to 128 characters).

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});
export type SignInValues = z.infer<typeof signInSchema>;

/** /sign-in: an account's e-mail, or a paid pass's game username (ARENA12345), with its password. */
export const signInWithGameUsernameSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email or game username is required')
    .refine((value) => isGameUsername(value) || z.email().safeParse(value).success, {
      error: 'Enter a valid email address or a game username like ARENA12345.',
    })
    .transform((value) => (isGameUsername(value) ? value.toUpperCase() : value)),
  password: z.string().min(1, 'Password is required'),
});

export const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Names can have at most 100 characters.'),
  email,
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters.')
    .max(128, 'Password can have at most 128 characters.'),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const emailSchema = z.object({ email });

export const emailCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail.'),
});

/** 'Complete Your Registration': docs/product.md's e-mail-only form, on the shared sync schema. */
export const emailOnlySchema = syncUserSchema
  .pick({ firstName: true, lastName: true, phone: true })
  .required()
  .extend({ email });
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>;
