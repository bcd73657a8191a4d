import { z } from 'zod';
import { actorOf } from '../audit/service.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';
import { PAYMENT_STATUSES, REFUND_STATUSES } from './entities.ts';
import { OVERRIDES, overridePayment, type OverrideStatus } from './override.ts';
import { refundPayment } from './refunds.ts';

const tags = ['admin: payments'];
const paymentId = z.uuid({ error: 'Payment not found' });
const reason = z
  .string({ error: 'Please give a reason.' })
  .trim()
  .min(3, 'Please give a reason.')
  .max(500, 'Keep the reason to 500 characters or fewer.');
const overrideStatuses = Object.keys(OVERRIDES) as [OverrideStatus, ...OverrideStatus[]];

/** An admin's hand on a payment: settle it by hand, or give money back (spec section 7). */
export const adminPaymentActionsRouter = router({
  override: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/payments/override',
        tags,
        summary: 'Sets a payment status by hand, with a reason (impossible transitions refused; audited)',
        protect: true,
      },
    })
    .input(
      z.object({
        paymentId,
        status: z.enum(overrideStatuses, {
          error: `The status must be one of: ${overrideStatuses.join(', ')}. Refunds go through the refund call.`,
        }),
        reason,
      }),
    )
    .output(z.object({ paymentId: z.string(), status: z.enum(PAYMENT_STATUSES) }))
    .mutation(({ ctx, input }) => overridePayment(ctx.em, actorOf(ctx), input)),

  refund: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/payments/{id}/refund',
        tags,
        summary: 'Refunds a paid payment in full or in part through the gateway (audited)',
        protect: true,
      },
    })
    .input(
      z.object({
        id: paymentId,
        amount: z
          .number({ error: 'The amount is in whole rupees.' })
          .int('The amount is in whole rupees.')
          .positive('The amount is in whole rupees.')
          .optional(),
        reason,
      }),
    )
    .output(
      z.object({
        id: z.string(),
        paymentId: z.string(),
        amount: z.number(),
        reason: z.string(),
        status: z.enum(REFUND_STATUSES),
        gatewayRefundId: z.string().nullable(),
        failureReason: z.string().nullable(),
        createdAt: z.date(),
        note: z.string().nullable(),
      }),
    )
    .mutation(async ({ ctx, input }) =>
      refundPayment(ctx.em, await ctx.services.paymentGateway(ctx.em), actorOf(ctx), {
        paymentId: input.id,
        amount: input.amount,
        reason: input.reason,
      }),
    ),
});
