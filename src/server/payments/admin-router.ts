import { z } from 'zod';
import {
  adminPaymentDetailSchema,
  adminPaymentIdSchema,
  adminPaymentListSchema,
  adminPaymentLogSchema,
  adminPaymentLogsSchema,
  adminPaymentPageSchema,
  adminPaymentStatsQuerySchema,
  adminPaymentStatsSchema,
  paymentCredentialsInputSchema,
  paymentCredentialsSchema,
} from '../../shared/admin-payments.ts';
import { actorOf } from '../audit/service.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';
import { listPayments, paymentDetail, paymentLogs, paymentStats } from './admin-service.ts';

const tags = ['admin: payments'];

/** The admin payments API's reads and the gateway's credentials (docs/product.md#api). */
export const adminPaymentsRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/payments',
        tags,
        summary: 'Payments, filtered (status, game, from, to, search), sorted and paginated',
        protect: true,
      },
    })
    .input(adminPaymentListSchema)
    .output(adminPaymentPageSchema)
    .query(({ ctx, input }) => listPayments(ctx.em, input)),

  logs: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/payments/logs',
        tags,
        summary: 'Every status change of payments (or of one: paymentId), newest first',
        protect: true,
      },
    })
    .input(adminPaymentLogsSchema)
    .output(z.array(adminPaymentLogSchema))
    .query(({ ctx, input }) => paymentLogs(ctx.em, input)),

  stats: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/payments/stats',
        tags,
        summary: 'Counts and rupees by status, game and day (IST); revenue net of refunds',
        protect: true,
      },
    })
    .input(adminPaymentStatsQuerySchema)
    .output(adminPaymentStatsSchema)
    .query(({ ctx, input }) => paymentStats(ctx.em, input)),

  detail: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/payments/{id}',
        tags,
        summary: 'One payment, as the list shows it, with its status changes newest first',
        protect: true,
      },
    })
    .input(adminPaymentIdSchema)
    .output(adminPaymentDetailSchema)
    .query(({ ctx, input }) => paymentDetail(ctx.em, input.id)),

  credentials: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/payments/credentials',
        tags,
        summary: 'Razorpay credentials in force and where each comes from; secrets masked',
        protect: true,
      },
    })
    .output(paymentCredentialsSchema)
    .query(({ ctx }) => ctx.services.paymentCredentials.view(ctx.em)),

  setCredentials: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/payments/credentials',
        tags,
        summary: 'Stores (sealed) or clears Razorpay credentials; environment variables still win (audited)',
        protect: true,
      },
    })
    .input(paymentCredentialsInputSchema)
    .output(paymentCredentialsSchema)
    .mutation(({ ctx, input }) => ctx.services.paymentCredentials.put(ctx.em, actorOf(ctx), input)),
});
