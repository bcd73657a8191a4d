import { userExportLinkSchema } from '../../shared/user-export.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';
import { mintExportLink, USER_EXPORT_LINK_PURPOSE } from './export-link.ts';

/**
 * The user export's link for a browser download. The export itself is a plain route
 * (export-route.ts): it streams a file, which a procedure cannot.
 */
export const adminUserExportRouter = router({
  link: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/users/export/link',
        tags: ['admin: users'],
        summary: 'A link to GET /admin/users/export that works without a header for 5 minutes',
      },
    })
    .output(userExportLinkSchema)
    .mutation(({ ctx }) =>
      mintExportLink(ctx.services.signedLinks(USER_EXPORT_LINK_PURPOSE), ctx.auth.userId, new Date()),
    ),
});
