import { z } from 'zod';
import { notification, paged } from '../../shared/dashboard.ts';
import { notificationSettingsSchema, preferenceChangeSchema } from '../../shared/notifications.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { storedSettings } from '../settings/service.ts';
import { saveLanguage } from '../users/index.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { notificationSettings, setPreference } from './preferences.ts';
import { listNotifications, markRead, unreadCount } from './service.ts';

const count = z.object({ count: z.number() });

export const notificationsRouter = router({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/notifications',
        tags: ['notifications'],
        summary: "The caller's notifications, newest first",
      },
    })
    .input(
      z.object({
        cursor: z.coerce.number().int().min(0).default(0),
        limit: z.coerce.number().int().min(1).max(50).default(20),
      }),
    )
    .output(paged(notification))
    .query(({ ctx, input }) => listNotifications(ctx.em, ctx.auth.userId, input.cursor, input.limit)),
  unreadCount: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/notifications/unread-count',
        tags: ['notifications'],
        summary: 'How many are unread',
      },
    })
    .output(count)
    .query(async ({ ctx }) => ({ count: await unreadCount(ctx.em, ctx.auth.userId) })),
  markRead: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/notifications/read',
        tags: ['notifications'],
        summary: 'Marks notifications read',
      },
    })
    .input(z.object({ ids: z.array(z.uuid()).max(100) }))
    .output(count)
    .mutation(async ({ ctx, input }) => ({ count: await markRead(ctx.em, ctx.auth.userId, input.ids) })),
  markAllRead: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/notifications/read-all',
        tags: ['notifications'],
        summary: 'Marks every notification read',
      },
    })
    .output(count)
    .mutation(async ({ ctx }) => ({ count: await markRead(ctx.em, ctx.auth.userId, 'all') })),
  preferences: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/notifications/preferences',
        tags: ['notifications'],
        summary: 'Which messages reach the caller on which channel, and their language',
      },
    })
    .output(notificationSettingsSchema)
    .query(async ({ ctx }) => {
      const stored = await storedSettings(ctx.em, ctx.secretBox(SEAL_PURPOSE.settings), ['QUIET_HOURS']);
      return notificationSettings(ctx.em, ctx.auth.userId, stored.QUIET_HOURS ?? '');
    }),
  setPreference: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/notifications/preferences',
        tags: ['notifications'],
        summary:
          'Turns one group of messages on or off on one channel (payment and account messages stay on in the app and by e-mail)',
      },
    })
    .input(preferenceChangeSchema)
    .output(notificationSettingsSchema)
    .mutation(async ({ ctx, input }) => {
      const stored = await storedSettings(ctx.em, ctx.secretBox(SEAL_PURPOSE.settings), ['QUIET_HOURS']);
      await setPreference(ctx.em, ctx.auth.userId, input);
      return notificationSettings(ctx.em, ctx.auth.userId, stored.QUIET_HOURS ?? '');
    }),
  setLanguage: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/notifications/language',
        tags: ['notifications'],
        summary: "The language the caller's messages go out in (the site's language they switched to)",
      },
    })
    .input(z.object({ language: z.enum(['en', 'hi']) }))
    .output(z.object({ language: z.enum(['en', 'hi']) }))
    .mutation(async ({ ctx, input }) => {
      await saveLanguage(ctx.em, ctx.auth.userId, input.language);
      return input;
    }),
});
