import { z } from 'zod';
import { nextQualifierSchema } from '../../shared/qualifiers.ts';
import { SAME_FOR_EVERYONE } from '../cache/http-cache.ts';
import { publicProcedure, router } from '../trpc/trpc.ts';
import { nextQualifiers } from './service.ts';

export const qualifiersRouter = router({
  next: publicProcedure
    .meta({
      ...SAME_FOR_EVERYONE,
      openapi: {
        method: 'GET',
        path: '/api/qualifiers/next',
        tags: ['games'],
        summary: 'Per open game and format, the match times of the qualifier a player paying now joins',
        protect: false,
      },
    })
    .output(z.array(nextQualifierSchema))
    .query(({ ctx }) => nextQualifiers(ctx.em, new Date())),
});
