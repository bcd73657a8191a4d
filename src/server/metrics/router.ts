import { adminMetricsQuerySchema, adminMetricsSchema } from '../../shared/admin-metrics.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';
import { dashboardMetrics } from './service.ts';

/** The organisers' console in numbers (docs/product.md#api: GET /admin/dashboard/metrics). */
export const adminMetricsRouter = router({
  month: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/dashboard/metrics',
        tags: ['admin: console'],
        summary:
          'A month (month=yyyy-mm, IST days; default this one) of all games or one (game=slug): registrations by day and game, paid and unpaid; revenue by day net of processed refunds; payments by status; funnel: players who signed up in the month, of them those who registered (at any time), of those those who paid',
        protect: true,
      },
    })
    .input(adminMetricsQuerySchema)
    .output(adminMetricsSchema)
    .query(({ ctx, input }) => dashboardMetrics(ctx.em, input, new Date())),
});
