import { z } from 'zod';
import { adminPaymentOverrideSchema, adminPaymentRefundSchema } from '../../shared/admin-payments.ts';
import { SECOND_FACTOR_NOTE, secondFactorCode } from '../../shared/second-factor.ts';
import { actorOf } from '../audit/service.ts';
import { requireFreshSecondFactor } from '../auth/index.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';
import { PAYMENT_STATUSES, REFUND_STATUSES } from './entities.ts';
import { overridePayment } from './override.ts';
import { refundPayment } from './refunds.ts';

const tags = ['admin: payments'];

/** An admin's hand on a payment: settle it by hand, or give money back (docs/product.md#api). */
export const adminPaymentActionsRouter = router({
  override: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/payments/override',
        tags,
        summary: `Sets a payment status by hand, with a reason (impossible transitions refused; audited); ${SECOND_FACTOR_NOTE}`,
        protect: true,
      },
    })
    .input(adminPaymentOverrideSchema.extend({ secondFactorCode }))
    .output(z.object({ paymentId: z.string(), status: z.enum(PAYMENT_STATUSES) }))
    .mutation(async ({ ctx, input: { secondFactorCode: code, ...input } }) => {
      await requireFreshSecondFactor(ctx.em, ctx.services, ctx.auth, code);
      return overridePayment(ctx.em, actorOf(ctx), input);
    }),

  refund: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/payments/{id}/refund',
        tags,
        summary: `Refunds a paid payment in full or in part through the gateway (audited); ${SECOND_FACTOR_NOTE}`,
        protect: true,
      },
    })
    .input(adminPaymentRefundSchema.extend({ secondFactorCode }))
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
    .mutation(async ({ ctx, input }) => {
      await requireFreshSecondFactor(ctx.em, ctx.services, ctx.auth, input.secondFactorCode);
      return refundPayment(ctx.em, await ctx.services.paymentGateway(ctx.em), actorOf(ctx), {
        paymentId: input.id,
        amount: input.amount,
        reason: input.reason,
      });
    }),
});
