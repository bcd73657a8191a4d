import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Identity } from '../auth/index.ts';
import type { AppServices } from '../services.ts';
import type { PaymentGateway } from './gateway.ts';
import { PAYMENT_STATUSES } from './entities.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { cancelWaitingPayment, confirmPayment, initiatePayment, paymentStatus } from './service.ts';
import { quotePrice } from './coupons.ts';
import { PLAY_FORMATS } from '../../shared/registration-rules.ts';
import { PRICE_CATEGORIES, findPass } from '../../shared/passes.ts';
import { AppError } from '../errors.ts';
import { sharedWhileRunning } from '../trpc/shared-calls.ts';

const INVALID_COUPON_TEXT = 'Invalid coupon code';

/** The first version's initiate payload carried these; we accept them so its callers keep working. */
const ignored = (why: string) =>
  `Accepted for compatibility with the first version's payload and ignored: ${why}.`;

type PaymentCall<I, T> = (
  em: EntityManager,
  caller: Identity,
  input: I,
  gateway: PaymentGateway,
  unpaidTtlMinutes: number | null,
) => Promise<T>;

/**
 * Pay and Mark as Paid: the call with the gateway in force now, run once for a double click (the
 * same caller's identical call while it runs takes its answer, trpc/shared-calls.ts).
 */
function onceForADoubleClick<I, T>(procedure: string, call: PaymentCall<I, T>) {
  return ({ ctx, input }: { ctx: { em: EntityManager; auth: Identity; services: AppServices }; input: I }) =>
    sharedWhileRunning(procedure, ctx.auth, input, async () =>
      call(
        ctx.em,
        ctx.auth,
        input,
        await ctx.services.paymentGateway(ctx.em),
        ctx.services.unpaidRegistrationTtlMinutes,
      ),
    );
}

const statusAnswer = z.object({ paymentId: z.string(), status: z.enum(PAYMENT_STATUSES) });
const statusWithRegistration = statusAnswer.extend({ participantId: z.string().nullable() });

export const paymentRouter = router({
  initiate: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/payments/initiate',
        tags: ['payments'],
        summary: 'Starts paying for a registration (orderId = participant id)',
      },
    })
    .input(
      z.object({
        participantId: z.string().max(64).optional(),
        orderId: z.string().max(64).optional(),
        userId: z.string().optional().describe(ignored('the user is the signed-in caller')),
        amount: z.coerce.number().int().positive().optional(),
        gameId: z.string().optional().describe(ignored("the game is the registration's")),
        passType: z.string().optional().describe(ignored("the pass is the registration's")),
        method: z.string().max(40).optional(),
        couponCode: z.string().trim().max(40).optional(),
      }),
    )
    .output(
      z.object({
        paymentId: z.string(),
        status: z.enum(PAYMENT_STATUSES),
        mockMode: z.boolean(),
        message: z.string(),
        redirectUrl: z.string().nullable(),
        amount: z.number(),
      }),
    )
    .mutation(onceForADoubleClick('payment.initiate', initiatePayment)),

  quote: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/payments/quote',
        tags: ['payments'],
        summary: 'What a pass costs with a coupon code (checks the code; wrong codes are rate-limited)',
      },
    })
    .input(
      z.object({
        playFormat: z.enum(PLAY_FORMATS, { error: 'Please choose Solo or Squad' }),
        priceCategory: z.enum(PRICE_CATEGORIES, { error: 'Please choose a pass' }),
        couponCode: z.string().trim().max(40, INVALID_COUPON_TEXT).optional(),
      }),
    )
    .output(
      z.object({
        price: z.number(),
        discount: z.number(),
        amount: z.number(),
        couponCode: z.string().nullable(),
      }),
    )
    .mutation(({ ctx, input }) => {
      const pass = findPass(input.playFormat, input.priceCategory);
      if (!pass)
        throw new AppError('BAD_REQUEST', 'Please choose a pass', { reason: 'registration.pass_missing' });
      return quotePrice(ctx.em, ctx.auth, pass.price, input.couponCode);
    }),

  confirm: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/payments/confirm',
        tags: ['payments'],
        summary: 'Marks a mock payment paid (Mark as Paid)',
      },
    })
    .input(z.object({ paymentId: z.string().max(64), status: z.string().max(20) }))
    .output(statusAnswer)
    .mutation(onceForADoubleClick('payment.confirm', confirmPayment)),

  cancel: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/payments/{id}/cancel',
        tags: ['payments'],
        summary: 'Cancels a waiting payment and its unpaid registration',
      },
    })
    .input(z.object({ id: z.string().max(64) }))
    .output(statusAnswer)
    .mutation(({ ctx, input }) => cancelWaitingPayment(ctx.em, ctx.auth, input.id)),

  status: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/payments/status/{id}',
        tags: ['payments'],
        summary: 'The status of a payment',
      },
    })
    .input(z.object({ id: z.string().max(64) }))
    .output(statusWithRegistration)
    .query(({ ctx, input }) => paymentStatus(ctx.em, ctx.auth, input.id)),

  mode: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/payments/mode',
        tags: ['payments'],
        summary: 'Whether payments are real (razorpay) or simulated (mock)',
      },
    })
    .output(z.object({ mode: z.enum(['mock', 'razorpay']) }))
    .query(async ({ ctx }) => ({ mode: (await ctx.services.paymentGateway(ctx.em)).name })),
});
