import { z } from 'zod';

/**
 * The fresh second-factor code a money-out call carries in its body (a release, a refund, an
 * override): 6 digits from the authenticator app, or one of the backup codes (server/auth/second-factor.ts).
 */
export const secondFactorCode = z
  .string()
  .trim()
  .max(32)
  .optional()
  .meta({ description: 'A fresh code of your authenticator app (6 digits) or an unused backup code' });

export const SECOND_FACTOR_NOTE =
  'needs two-factor sign-in on and a fresh code in `secondFactorCode` (TOTP or a backup code; in Clerk mode a second factor verified within 10 minutes)';
