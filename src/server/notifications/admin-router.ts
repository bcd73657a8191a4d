import {
  deliveryCountsQuerySchema,
  deliveryCountsSchema,
  deliveryLogPageSchema,
  deliveryLogQuerySchema,
  resendDeliverySchema,
  resendResultSchema,
} from '../../shared/admin-notifications.ts';
import { actorOf } from '../audit/service.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';
import { deliveryCounts, deliveryLog, resendDelivery } from './admin.ts';

const tags = ['admin: notifications'];

/** The console's Notifications: the delivery log, a failed message sent again, today's counts. */
export const adminNotificationsRouter = router({
  deliveries: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/notifications/deliveries',
        tags,
        summary:
          'Messages sent by e-mail, push, SMS and WhatsApp, newest first, with their recipient; filters channel, status, event, recipient (e-mail, phone or name), from/to (IST days); cursor pages (limit up to 200)',
        protect: true,
      },
    })
    .input(deliveryLogQuerySchema)
    .output(deliveryLogPageSchema)
    .query(({ ctx, input }) => deliveryLog(ctx.em, input)),

  resend: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/notifications/deliveries/{id}/resend',
        tags,
        summary:
          'Queues a failed message again, due now, its tries counted afresh (audited with the error it failed with); a queued one is left as it is, any other is refused',
        protect: true,
      },
    })
    .input(resendDeliverySchema)
    .output(resendResultSchema)
    .mutation(({ ctx, input }) => resendDelivery(ctx.em, actorOf(ctx), input.id)),

  today: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/notifications/today',
        tags,
        summary:
          "Per channel, the messages sent, delivered and failed on India's day (today unless `day`), and those waiting now (queued, held for quiet hours)",
        protect: true,
      },
    })
    .input(deliveryCountsQuerySchema)
    .output(deliveryCountsSchema)
    .query(({ ctx, input }) => deliveryCounts(ctx.em, input.day)),
});
