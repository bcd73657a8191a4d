import { z } from 'zod';
import { championshipPolicySchema } from '../../shared/championship-policy.ts';
import {
  adminPageSchema,
  pageReadInputSchema,
  pageSchema,
  pageSlugSchema,
  pageUpdateSchema,
} from '../../shared/pages.ts';
import { actorOf } from '../audit/service.ts';
import { PUBLIC_READ } from '../cache/http-cache.ts';
import { adminProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { adminGetPage, adminListPages, updatePage } from './admin-service.ts';
import { getPage } from './service.ts';
import { championshipPolicy } from './championship-policy.ts';

const adminTags = ['admin: pages'];

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
      ...PUBLIC_READ,
    })
    .input(pageReadInputSchema)
    .output(pageSchema)
    .query(({ ctx, input }) => getPage(ctx.em, input.slug, input.lang)),

  /**
   * The championship's rules as the Game Policy page publishes them under the organiser's text:
   * every number from the settings and game data (docs/decisions/0025-championship-rules.md).
   */
  championshipRules: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/championship-rules',
        tags: ['pages'],
        summary: "The championship's rules and their numbers (the Game Policy page)",
        protect: false,
      },
      ...PUBLIC_READ,
    })
    .output(championshipPolicySchema)
    .query(({ ctx }) => championshipPolicy(ctx.em, { disputeWindowHours: ctx.services.disputeWindowHours })),

  /** Static pages' text, editable without a deploy. Every edit is audited. */
  admin: router({
    list: adminProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/admin/pages',
          tags: adminTags,
          summary: 'Every static page',
          protect: true,
        },
      })
      .output(z.array(adminPageSchema))
      .query(({ ctx }) => adminListPages(ctx.em)),

    get: adminProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/admin/pages/{slug}',
          tags: adminTags,
          summary: 'A static page',
          protect: true,
        },
      })
      .input(z.object({ slug: pageSlugSchema }))
      .output(adminPageSchema)
      .query(({ ctx, input }) => adminGetPage(ctx.em, input.slug)),

    update: adminProcedure
      .meta({
        openapi: {
          method: 'PUT',
          path: '/admin/pages/{slug}',
          tags: adminTags,
          summary: "Change a static page's text",
          protect: true,
        },
      })
      .input(pageUpdateSchema)
      .output(adminPageSchema)
      .mutation(({ ctx, input }) => updatePage(ctx.em, actorOf(ctx), input)),
  }),
});
