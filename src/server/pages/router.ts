import { z } from 'zod';
import { pageSchema } from '../../shared/pages.ts';
import { publicProcedure, router } from '../trpc/trpc.ts';
import { getPage } from './service.ts';

export const pageRouter = router({
  get: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/static-pages/{slug}',
        tags: ['pages'],
        summary: 'A static page by slug',
        protect: false,
      },
    })
    .input(z.object({ slug: z.string().max(80) }))
    .output(pageSchema)
    .query(({ ctx, input }) => getPage(ctx.em, input.slug)),
});
