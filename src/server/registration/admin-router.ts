import {
  adminRegistrationListSchema,
  adminRegistrationPageSchema,
} from '../../shared/admin-registrations.ts';
import { actorOf } from '../audit/service.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';
import { listRegistrations, revealCredentials } from './admin-service.ts';
import { BOX, byId } from './router.ts';
import { revealedCredentials } from './views.ts';

export const adminRegistrationsRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/participants',
        tags: ['admin'],
        summary:
          'Registrations, searched (player name, e-mail, game username), filtered (game, playFormat, status), newest first and paginated',
        protect: true,
      },
    })
    .input(adminRegistrationListSchema)
    .output(adminRegistrationPageSchema)
    .query(({ ctx, input }) => listRegistrations(ctx.em, input)),

  revealCredentials: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/participants/{id}/credentials/reveal',
        tags: ['admin'],
        summary: "Shows a paid registration's game passwords (audited; reads mask them)",
      },
    })
    .input(byId)
    .output(revealedCredentials)
    .mutation(({ ctx, input }) => revealCredentials(ctx.em, actorOf(ctx), input.id, ctx.secretBox(BOX))),
});
