import { z } from 'zod';
import { createParticipantSchema, personalFields, playerIsAdult } from '../../shared/registration.ts';
import { expireUnpaidRegistrations, receiptOf } from '../payments/index.ts';
import { receiptSchema } from '../../shared/receipt.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { listParticipantViews, toParticipantView } from './participant-views.ts';
import {
  cancelParticipant,
  createParticipant,
  findVisibleParticipant,
  updateParticipantDetails,
} from './service.ts';
import {
  createdParticipant,
  groupView,
  participantView,
  participantWithPool,
  teammateView,
} from './views.ts';
import { groupOf, poolOf } from './group.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';

export const byId = z.object({ id: z.string().max(64) });
/** The purpose the game credentials are sealed for. */
export const BOX = SEAL_PURPOSE.gameCredentials;

export const registrationRouter = router({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/participants',
        tags: ['participants'],
        summary: "The caller's registrations (admins: all=true for everyone's)",
      },
    })
    .input(z.object({ all: z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional() }))
    .output(z.array(participantView))
    .query(async ({ ctx, input }) => {
      return listParticipantViews(ctx.em, ctx.auth, { all: input.all ?? false }, ctx.secretBox(BOX));
    }),

  create: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/participants',
        tags: ['participants'],
        summary: 'Registers a pass; credentials are generated on the server',
      },
    })
    .input(createParticipantSchema)
    .output(createdParticipant)
    .mutation(async ({ ctx, input }) => {
      const box = ctx.secretBox(BOX);
      // Registrations of this account left unpaid too long no longer count against its limit.
      await expireUnpaidRegistrations(ctx.em, ctx.services.unpaidRegistrationTtlMinutes, {
        ownerId: ctx.auth.userId,
      });
      const participant = await createParticipant(ctx.em, ctx.auth, input, box);
      // Credentials show once paid: a new registration has none to read, but a retried create
      // answers the first one (its idempotency key), which may be paid by now.
      const view =
        participant.status === 'paid' ? await toParticipantView(ctx.em, participant, box, ctx.auth) : null;
      return {
        id: participant.id,
        status: participant.status,
        gameUsername: view?.gameUsername ?? null,
        gamePassword: view?.gamePassword ?? null,
      };
    }),

  get: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/participants/{id}',
        tags: ['participants'],
        summary: 'A registration, with its credentials once paid',
      },
    })
    .input(byId)
    .output(participantWithPool)
    .query(async ({ ctx, input }) => {
      const participant = await findVisibleParticipant(ctx.em, ctx.auth, input.id);
      const view = await toParticipantView(ctx.em, participant, ctx.secretBox(BOX), ctx.auth);
      return { ...view, pool: await poolOf(ctx.em, participant) };
    }),

  update: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/participants/{id}',
        tags: ['participants'],
        summary: "Changes a registration's personal details",
      },
    })
    .input(z.object({ ...byId.shape, ...personalFields }).refine(...playerIsAdult))
    .output(participantView)
    .mutation(async ({ ctx, input: { id, ...details } }) => {
      const participant = await updateParticipantDetails(ctx.em, ctx.auth, id, details);
      return toParticipantView(ctx.em, participant, ctx.secretBox(BOX), ctx.auth);
    }),

  delete: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/participants/{id}',
        tags: ['participants'],
        summary: 'Cancels an unpaid registration',
      },
    })
    .input(byId)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await cancelParticipant(ctx.em, ctx.auth, input.id);
      return { ok: true as const };
    }),

  squadTeammates: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/participants/{id}/squad-teammates',
        tags: ['participants'],
        summary: "A squad's teammates, with their credentials once paid",
      },
    })
    .input(byId)
    .output(z.array(teammateView))
    .query(async ({ ctx, input }) => {
      const participant = await findVisibleParticipant(ctx.em, ctx.auth, input.id);
      return (await toParticipantView(ctx.em, participant, ctx.secretBox(BOX), ctx.auth)).teammates;
    }),

  receipt: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/participants/{id}/receipt',
        tags: ['participants'],
        summary: 'A paid registration: what was charged, the payment reference and the match times',
      },
    })
    .input(byId)
    .output(receiptSchema)
    .query(({ ctx, input }) => receiptOf(ctx.em, ctx.auth, input.id)),

  group: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/participants/{id}/group',
        tags: ['participants'],
        summary: "This month's qualifier group; null until paid",
      },
    })
    .input(byId)
    .output(groupView)
    .query(async ({ ctx, input }) =>
      groupOf(ctx.em, await findVisibleParticipant(ctx.em, ctx.auth, input.id)),
    ),
});
