import { z } from 'zod';
import {
  couponCodeSchema,
  couponCreateSchema,
  couponSchema,
  couponUpdateSchema,
} from '../../shared/coupons.ts';
import { actorOf } from '../audit/service.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';
import { createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon } from './coupons.ts';

const tags = ['admin: coupons'];
const byCode = z.object({ code: couponCodeSchema });

/** Coupons for organisers: percent or flat rupees off, a window, use limits (audited). */
export const adminCouponsRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/coupons',
        tags,
        summary: 'Every coupon with its uses',
        protect: true,
      },
    })
    .output(z.array(couponSchema))
    .query(({ ctx }) => listCoupons(ctx.em)),

  get: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/coupons/{code}',
        tags,
        summary: 'One coupon with its uses',
        protect: true,
      },
    })
    .input(byCode)
    .output(couponSchema)
    .query(({ ctx, input }) => getCoupon(ctx.em, input.code)),

  create: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/coupons', tags, summary: 'Adds a coupon', protect: true },
      successStatus: 201,
    })
    .input(couponCreateSchema)
    .output(couponSchema)
    .mutation(({ ctx, input }) => createCoupon(ctx.em, actorOf(ctx), input)),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/coupons/{code}',
        tags,
        summary: 'Changes a coupon',
        protect: true,
      },
    })
    .input(couponUpdateSchema)
    .output(couponSchema)
    .mutation(({ ctx, input }) => updateCoupon(ctx.em, actorOf(ctx), input)),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/coupons/{code}',
        tags,
        summary: 'Deletes a coupon never used; deactivates one that was',
        protect: true,
      },
    })
    .input(byCode)
    .output(z.object({ code: z.string(), deleted: z.boolean() }))
    .mutation(({ ctx, input }) => deleteCoupon(ctx.em, actorOf(ctx), input.code)),
});
