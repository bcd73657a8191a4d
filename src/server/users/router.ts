import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOCALES, localeOfRequest } from '../../shared/locale.ts';
import { profileUpdateSchema, syncUserSchema, userSchema } from '../../shared/users.ts';
import { emailVerified } from '../auth/service.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { notificationPreferencesRouter } from './notification-preferences-router.ts';
import { profileRouter } from './profile-router.ts';
import {
  findVisibleUser,
  renameInLocalProvider,
  requireUser,
  setUserLanguage,
  toUser,
  updateUser,
} from './service.ts';

/** The language of the caller's page: a consent changed there is recorded in it. */
const pageLocale = (req: FastifyRequest) =>
  localeOfRequest(req.headers.cookie, req.headers['accept-language']);

const userResponse = z.object({ user: userSchema });

/**
 * docs/product.md's "clerk-sync" calls, in both identity modes: the caller's own record, or any for
 * admins; and `profile`, the player's own profile (profile-router.ts).
 */
export const usersRouter = router({
  profile: profileRouter,
  notificationPreferences: notificationPreferencesRouter,

  setLanguage: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/me/language',
        tags: ['users'],
        summary: 'The language messages reach the caller in (the site language they switched to)',
      },
    })
    .input(z.object({ language: z.enum(LOCALES) }))
    .output(z.object({ language: z.enum(LOCALES), changed: z.boolean() }))
    .mutation(async ({ ctx, input }) => ({
      language: input.language,
      changed: await setUserLanguage(ctx.em, ctx.auth.userId, input.language),
    })),

  syncUser: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/clerk-sync/sync-user',
        tags: ['users'],
        summary: "Syncs the signed-in user's profile",
      },
    })
    .input(syncUserSchema)
    .output(userResponse)
    .mutation(async ({ ctx, input }) => {
      const user = input.clerkId
        ? await findVisibleUser(ctx.em, ctx.auth, input.clerkId)
        : await requireUser(ctx.em, ctx.auth.userId);
      await updateUser(ctx.em, user, input, pageLocale(ctx.req));
      // A Clerk account's first sync follows its sign-up: its messages take the page's language.
      if (user.id === ctx.auth.userId) await setUserLanguage(ctx.em, user.id, pageLocale(ctx.req));
      return { user: toUser(user, await emailVerified(ctx.em, user.authUserId)) };
    }),

  getUser: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/clerk-sync/user/{id}',
        tags: ['users'],
        summary: 'A user by our id or the provider id',
      },
    })
    .input(z.object({ id: z.string().min(1).max(64) }))
    .output(userResponse)
    .query(async ({ ctx, input }) => {
      const user = await findVisibleUser(ctx.em, ctx.auth, input.id);
      return { user: toUser(user, await emailVerified(ctx.em, user.authUserId)) };
    }),

  updateUser: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/clerk-sync/user/{id}',
        tags: ['users'],
        summary: 'Updates profile fields',
      },
    })
    .input(profileUpdateSchema.extend({ id: z.string().min(1).max(64) }))
    .output(userResponse)
    .mutation(async ({ ctx, input }) => {
      const { id, ...changes } = input;
      const user = await findVisibleUser(ctx.em, ctx.auth, id);
      await updateUser(ctx.em, user, changes, pageLocale(ctx.req));
      // Saving one's own profile from a page is choosing its language for messages (issue 28).
      if (user.id === ctx.auth.userId) await setUserLanguage(ctx.em, user.id, pageLocale(ctx.req));
      await renameInLocalProvider(ctx.em, user);
      return { user: toUser(user, await emailVerified(ctx.em, user.authUserId)) };
    }),
});
