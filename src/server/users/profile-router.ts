import { z } from 'zod';
import { personalFields, playerIsAdult } from '../../shared/registration.ts';
import { playerProfileSchema } from '../../shared/users.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { localeOfRequest } from '../../shared/locale.ts';
import { profileOf, saveProfileFromRegistration, updateProfile } from './profile.ts';
import { setUserLanguage } from './service.ts';

const profileView = playerProfileSchema.safeExtend({
  email: z.string().nullable(),
  /** Whole years, from the date of birth. */
  age: z.number().nullable(),
  /** The chosen public name, or null for the default. */
  publicName: z.string().nullable(),
  /** The postal address and PIN code, empty when not given. */
  address: z.string(),
  pinCode: z.string(),
  /** What public leaderboards show: publicName, else the default from the full name. */
  publicNameShown: z.string(),
});

/**
 * `users.profile`: the player's own profile, which the dashboard's Profile tab edits and the
 * registration wizard reads and saves. It belongs to the account: a game-credential session gets 403.
 */
export const profileRouter = router({
  get: protectedProcedure.output(profileView).query(({ ctx }) => profileOf(ctx.em, ctx.auth.userId)),
  update: protectedProcedure
    .input(playerProfileSchema)
    .output(profileView)
    .mutation(async ({ ctx, input }) => {
      const profile = await updateProfile(ctx.em, ctx.auth.userId, input);
      // Saving the profile from a page is choosing its language for messages (issue 28).
      await setUserLanguage(
        ctx.em,
        ctx.auth.userId,
        localeOfRequest(ctx.req.headers.cookie, ctx.req.headers['accept-language']),
      );
      return profile;
    }),
  saveFromRegistration: protectedProcedure
    .input(
      z
        .object(personalFields)
        .omit({ email: true })
        .refine(...playerIsAdult),
    )
    .output(profileView)
    .mutation(({ ctx, input }) => saveProfileFromRegistration(ctx.em, ctx.auth.userId, input)),
});
