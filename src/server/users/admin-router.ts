import {
  adminUserDetailSchema,
  adminUserIdSchema,
  adminUserListSchema,
  adminUserPageSchema,
  adminUserRoleAnswerSchema,
  adminUserRoleInputSchema,
} from '../../shared/admin-users.ts';
import { actorOf } from '../audit/service.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';
import { listUsers, setUserRole, userDetail } from './admin-service.ts';

const tags = ['admin: users'];

/** The admin users API (docs/product.md#api) and the admin role of an account. */
export const adminUsersRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/users',
        tags,
        summary: 'Accounts, searched (name, e-mail, phone), sorted (createdAt, name, email) and paginated',
        protect: true,
      },
    })
    .input(adminUserListSchema)
    .output(adminUserPageSchema)
    .query(({ ctx, input }) => listUsers(ctx.em, input)),

  detail: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/users/{id}',
        tags,
        summary: "An account's profile, registrations, payments, live sessions and audit trail",
        protect: true,
      },
    })
    .input(adminUserIdSchema)
    .output(adminUserDetailSchema)
    .query(({ ctx, input }) => userDetail(ctx.em, input.id)),

  setRole: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/users/{id}/role',
        tags,
        summary: 'Grants (admin) or revokes (user) the admin role; local mode only, never your own (audited)',
        protect: true,
      },
    })
    .input(adminUserRoleInputSchema)
    .output(adminUserRoleAnswerSchema)
    .mutation(({ ctx, input }) =>
      setUserRole(ctx.em, actorOf(ctx), ctx.services.identityMode, input.id, input.role),
    ),
});
