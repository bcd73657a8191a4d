import { z } from 'zod';
import { CHANNELS, EVENT_GROUPS, type NotificationPreferences } from '../../shared/notifications.ts';
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
 * The changes a save takes (shared/notifications.ts `notificationPreferencesSchema`), spelled as an
 * object, as REST inputs must be: any groups, any of their channels; an unknown one is a 400.
 */
const changes = z
  .object(
    Object.fromEntries(
      EVENT_GROUPS.map((group) => [
        group,
        z
          .strictObject(Object.fromEntries(CHANNELS.map((channel) => [channel, z.boolean().optional()])))
          .optional(),
      ]),
    ),
  )
  .strict();

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
    .input(changes)
    .output(matrix)
    .mutation(({ ctx, input }) =>
      saveNotificationPreferences(ctx.em, ctx.auth.userId, input as NotificationPreferences),
    ),
});
