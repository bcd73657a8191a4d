import { z } from 'zod';
import {
  adminGrievanceListSchema,
  adminGrievanceSchema,
  grievanceCreateSchema,
  grievanceOfficerSchema,
  grievanceReplySchema,
  grievanceSchema,
} from '../../shared/grievances.ts';
import { actorOf } from '../audit/service.ts';
import { SAME_FOR_EVERYONE } from '../cache/http-cache.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { adminProcedure, protectedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import {
  adminGrievance,
  closeGrievance,
  grievanceOfficer,
  listGrievances,
  ownGrievance,
  ownGrievances,
  raiseGrievance,
  replyAsOrganiser,
  replyAsPlayer,
} from './service.ts';

const byId = z.object({ id: z.uuid() });

/** The players' side: the officer's contact, and their own grievances (docs/decisions/0027-invoices-and-data-rights.md). */
export const grievancesRouter = router({
  officer: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/grievance-officer',
        tags: ['grievances'],
        summary: "The grievance officer's name and e-mail, and the days within which a grievance is answered",
        protect: false,
      },
      ...SAME_FOR_EVERYONE,
    })
    .output(grievanceOfficerSchema)
    .query(({ ctx }) => grievanceOfficer(ctx.em, ctx.secretBox(SEAL_PURPOSE.settings))),

  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/grievances',
        tags: ['grievances'],
        summary: "The caller's grievances, newest first, each with its thread",
      },
    })
    .input(z.object({}).optional())
    .output(z.array(grievanceSchema))
    .query(({ ctx }) => ownGrievances(ctx.em, ctx.auth.userId)),

  get: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/grievances/{id}',
        tags: ['grievances'],
        summary: "One of the caller's grievances with its thread (another player's is 404)",
      },
    })
    .input(byId)
    .output(grievanceSchema)
    .query(({ ctx, input }) => ownGrievance(ctx.em, ctx.auth.userId, input.id)),

  create: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/grievances',
        tags: ['grievances'],
        summary: 'Raises a grievance: a ticket with a reference number and the date its answer is due',
      },
    })
    .input(grievanceCreateSchema)
    .output(grievanceSchema)
    .mutation(({ ctx, input }) =>
      raiseGrievance(ctx.em, ctx.secretBox(SEAL_PURPOSE.settings), ctx.auth.userId, input),
    ),

  reply: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/grievances/{id}/messages',
        tags: ['grievances'],
        summary: "Adds the player's message to their grievance, which waits for the organisers again",
      },
    })
    .input(grievanceReplySchema)
    .output(grievanceSchema)
    .mutation(({ ctx, input }) => replyAsPlayer(ctx.em, ctx.auth.userId, input.id, input.message)),
});

/** The console's Grievances: the queue, a ticket's thread, reply and close (audited). */
export const adminGrievancesRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/grievances',
        tags: ['admin'],
        summary: 'Grievances, overdue ones first, then open, answered and closed by their deadline',
      },
    })
    .input(adminGrievanceListSchema)
    .output(z.array(adminGrievanceSchema))
    .query(({ ctx, input }) => listGrievances(ctx.em, input)),

  detail: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/grievances/{id}',
        tags: ['admin'],
        summary: 'One grievance with its thread and the player who raised it',
      },
    })
    .input(byId)
    .output(adminGrievanceSchema)
    .query(({ ctx, input }) => adminGrievance(ctx.em, input.id)),

  reply: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/grievances/{id}/replies',
        tags: ['admin'],
        summary:
          "Replies to a grievance: audited, and told to the player in the app and by e-mail in the grievance's language",
      },
    })
    .input(grievanceReplySchema)
    .output(adminGrievanceSchema)
    .mutation(({ ctx, input }) => replyAsOrganiser(ctx.em, actorOf(ctx), input.id, input.message)),

  close: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/grievances/{id}/close',
        tags: ['admin'],
        summary: 'Closes a grievance: audited and told to the player',
      },
    })
    .input(byId)
    .output(adminGrievanceSchema)
    .mutation(({ ctx, input }) => closeGrievance(ctx.em, actorOf(ctx), input.id)),
});
