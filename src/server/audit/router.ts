import { adminAuditPageSchema, adminAuditQuerySchema } from '../../shared/admin-audit.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';
import { auditLog } from './admin-service.ts';

/** Who changed what and when: the audit log of every admin write, for organisers to read. */
export const adminAuditRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/audit',
        tags: ['admin: console'],
        summary:
          'Audit log of admin writes, newest first, with the actor and the record before and after; filters actor (user id or e-mail), entity, entityId, action, from/to (IST days); cursor pages (limit up to 200)',
        protect: true,
      },
    })
    .input(adminAuditQuerySchema)
    .output(adminAuditPageSchema)
    .query(({ ctx, input }) => auditLog(ctx.em, input)),
});
