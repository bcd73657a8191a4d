import { z } from 'zod';
import {
  footerLinkIdSchema,
  footerLinkInputSchema,
  footerLinkSchema,
  footerLinkUpdateSchema,
  footerViewSchema,
} from '../../shared/footer.ts';
import { actorOf } from '../audit/service.ts';
import { PUBLIC_READ } from '../cache/http-cache.ts';
import { adminProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { adminListLinks, createLink, deleteLink, updateLink } from './admin-service.ts';
import { getFooterView, listVisibleLinks } from './service.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';

const adminTags = ['admin: footer'];

const footerAdminRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/footer',
        tags: adminTags,
        summary: 'Every footer link, hidden ones too',
        protect: true,
      },
    })
    .output(z.array(footerLinkSchema))
    .query(({ ctx }) => adminListLinks(ctx.em)),

  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/footer',
        tags: adminTags,
        summary: 'Add a footer link',
        protect: true,
      },
      successStatus: 201,
    })
    .input(footerLinkInputSchema)
    .output(footerLinkSchema)
    .mutation(({ ctx, input }) => createLink(ctx.em, actorOf(ctx), input)),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/footer/{id}',
        tags: adminTags,
        summary: 'Change a footer link',
        protect: true,
      },
    })
    .input(footerLinkUpdateSchema)
    .output(footerLinkSchema)
    .mutation(({ ctx, input }) => updateLink(ctx.em, actorOf(ctx), input)),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/footer/{id}',
        tags: adminTags,
        summary: 'Delete a footer link',
        protect: true,
      },
    })
    .input(footerLinkIdSchema)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteLink(ctx.em, actorOf(ctx), input.id)),
});

export const footerRouter = router({
  /** docs/product.md's GET /api/footer: a list of the visible links. */
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/footer',
        tags: ['footer'],
        summary: 'Visible footer links',
        protect: false,
      },
      ...PUBLIC_READ,
    })
    .output(z.array(footerLinkSchema))
    .query(({ ctx }) => listVisibleLinks(ctx.em)),

  /** For the site's own footer: the variant setting and the links in one poll. */
  view: publicProcedure
    .meta({ ...PUBLIC_READ })
    .output(footerViewSchema)
    .query(({ ctx }) => getFooterView(ctx.em, ctx.secretBox(SEAL_PURPOSE.settings))),

  admin: footerAdminRouter,
});
