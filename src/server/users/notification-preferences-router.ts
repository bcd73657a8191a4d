import { z } from 'zod';
import { CHANNELS, EVENT_GROUPS, notificationPreferencesSchema } from '../../shared/notifications.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { notificationPreferencesOf, saveNotificationPreferences } from './notification-preferences.ts';

const matrix = z.object(
  Object.fromEntries(
    EVENT_GROUPS.map((group) => [
      group,
      z.object(Object.fromEntries(CHANNELS.map((channel) => [channel, z.boolean()]))),
    ]),
  ),
);

/**
 * `users.notificationPreferences`: what the player hears, per event group and channel (issue 28),
 * beside the profile's other settings under /api/me. The answer has every switch, defaults filled in.
 */
export const notificationPreferencesRouter = router({
  get: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/me/notifications',
        tags: ['users'],
        summary: "The caller's notification choices per event group and channel",
      },
    })
    .output(matrix)
    .query(({ ctx }) => notificationPreferencesOf(ctx.em, ctx.auth.userId)),
  save: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/me/notifications',
        tags: ['users'],
        summary: 'Changes notification choices (money and security in-app and e-mail cannot be turned off)',
      },
    })
    .input(notificationPreferencesSchema)
    .output(matrix)
    .mutation(({ ctx, input }) => saveNotificationPreferences(ctx.em, ctx.auth.userId, input)),
});
