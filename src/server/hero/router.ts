import { heroInputSchema, heroSchema } from '../../shared/hero.ts';
import { actorOf } from '../audit/service.ts';
import { PUBLIC_READ } from '../cache/http-cache.ts';
import { adminProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { adminGetHero, getHero, saveHero } from './service.ts';

const adminTags = ['admin: hero'];

export const heroRouter = router({
  /** The landing page's hero content. */
  get: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/hero',
        tags: ['hero'],
        summary: "The landing page's hero",
        protect: false,
      },
      ...PUBLIC_READ,
    })
    .output(heroSchema)
    .query(({ ctx }) => getHero(ctx.em)),

  admin: router({
    get: adminProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/admin/hero',
          tags: adminTags,
          summary: 'The hero as stored',
          protect: true,
        },
      })
      .output(heroSchema)
      .query(({ ctx }) => adminGetHero(ctx.em)),

    put: adminProcedure
      .meta({
        openapi: {
          method: 'PUT',
          path: '/admin/hero',
          tags: adminTags,
          summary: 'Replace the hero',
          protect: true,
        },
      })
      .input(heroInputSchema)
      .output(heroSchema)
      .mutation(({ ctx, input }) => saveHero(ctx.em, actorOf(ctx), input)),
  }),
});
