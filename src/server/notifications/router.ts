import { z } from 'zod';
import { notification, paged } from '../../shared/dashboard.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
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
});
