import { z } from 'zod';
import {
  adminPoolSchema,
  nextQualifierSchema,
  setUnderfilledRuleSchema,
  UNDERFILLED_RULES,
} from '../../shared/qualifiers.ts';
import { actorOf } from '../audit/service.ts';
import { SAME_FOR_EVERYONE } from '../cache/http-cache.ts';
import { adminProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { adminPools, nextQualifiers, setUnderfilledRule } from './service.ts';

export const qualifiersRouter = router({
  // Not kept in a cache: the places left change with every payment.
  next: publicProcedure
    .meta({
      ...SAME_FOR_EVERYONE,
      openapi: {
        method: 'GET',
        path: '/api/qualifiers/next',
        tags: ['games'],
        summary:
          'Per open game and format, the match times of the qualifier a player paying now joins, and per tier and pass the pool they join with its places left',
        protect: false,
      },
    })
    .output(z.array(nextQualifierSchema))
    .query(({ ctx }) => nextQualifiers(ctx.em, new Date())),
});

/** Organisers' view of the prize pools, and each qualifier's rule for pools not filled. */
export const adminQualifiersRouter = router({
  pools: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/pools',
        tags: ['admin'],
        summary:
          "Every prize pool of a month's qualifiers (all months without one): size, filled, places left",
      },
    })
    .input(
      z.object({
        month: z
          .string()
          .regex(/^\d{4}-\d{2}$/)
          .optional(),
      }),
    )
    .output(z.array(adminPoolSchema))
    .query(({ ctx, input }) => adminPools(ctx.em, input.month ?? null)),
  setUnderfilledRule: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/qualifiers/underfilled-rule',
        tags: ['admin'],
        summary:
          "Sets what a qualifier's pools not filled at its start do (play, merge, cancel); only before its first match starts",
      },
    })
    .input(setUnderfilledRuleSchema)
    .output(z.object({ qualifierId: z.string(), underfilledRule: z.enum(UNDERFILLED_RULES) }))
    .mutation(({ ctx, input }) => setUnderfilledRule(ctx.em, actorOf(ctx), input)),
});
