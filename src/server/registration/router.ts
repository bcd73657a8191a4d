import { z } from 'zod';
import {
  createParticipantSchema,
  personalFields,
  playerIsAdult,
  teammateSchema,
} from '../../shared/registration.ts';
import { actorOf } from '../audit/service.ts';
import { expireUnpaidRegistrations } from '../payments/expiry.ts';
import { receiptOf } from '../payments/receipt.ts';
import { receiptSchema } from '../../shared/receipt.ts';
import { adminProcedure, protectedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { inviteFor, joinInvite, readInvite } from './invites.ts';
import { countSquadJoin } from '../auth/login-throttle.ts';
import { listRegistrations, revealCredentials } from './admin-service.ts';
import {
  adminRegistrationListSchema,
  adminRegistrationPageSchema,
} from '../../shared/admin-registrations.ts';
import { toParticipantView, toParticipantViews } from './participant-views.ts';
import {
  cancelParticipant,
  createParticipant,
  findVisibleParticipant,
  listParticipants,
  updateParticipantDetails,
} from './service.ts';
import {
  createdParticipant,
  groupView,
  participantView,
  revealedCredentials,
  teammateView,
} from './views.ts';
import { groupOf } from './group.ts';
import { clearDraft, findDraft, saveDraft } from './drafts.ts';
import { savedDraftSchema } from '../../shared/registration-draft.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';

const byId = z.object({ id: z.string().max(64) });
const BOX = SEAL_PURPOSE.gameCredentials;

export const participantRouter = router({
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
      const box = ctx.secretBox(BOX);
      const participants = await listParticipants(ctx.em, ctx.auth, { all: input.all ?? false });
      return toParticipantViews(ctx.em, participants, box, ctx.auth);
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
      const view = await toParticipantView(ctx.em, participant, box, ctx.auth);
      return {
        id: view.id,
        status: view.status,
        gameUsername: view.gameUsername,
        gamePassword: view.gamePassword,
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
    .output(participantView)
    .query(async ({ ctx, input }) =>
      toParticipantView(
        ctx.em,
        await findVisibleParticipant(ctx.em, ctx.auth, input.id),
        ctx.secretBox(BOX),
        ctx.auth,
      ),
    ),

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

const inviteView = z.object({
  token: z.string(),
  captain: z.string(),
  game: z.string(),
  teamSize: z.number(),
  players: z.number(),
  placesLeft: z.number(),
});
const byToken = z.object({ token: z.string().max(64) });

/** Squad invite links: the captain makes one, teammates join through it with their own details. */
export const squadInviteRouter = router({
  create: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/participants/{id}/invite',
        tags: ['participants'],
        summary: "The invite link of an unpaid squad registration (the captain's)",
      },
    })
    .input(byId)
    .output(inviteView)
    .mutation(({ ctx, input }) => inviteFor(ctx.em, ctx.auth, input.id)),
  get: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/invites/{token}',
        tags: ['participants'],
        summary: 'Who invites to which squad, and the places left (no personal data)',
        protect: false,
      },
    })
    .input(byToken)
    .output(inviteView)
    .query(({ ctx, input }) => readInvite(ctx.em, input.token)),
  join: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/invites/{token}/join',
        tags: ['participants'],
        summary: "Joins a squad with one's own details; answers the new teammate's game credentials",
        protect: false,
      },
    })
    .input(teammateSchema.safeExtend(byToken.shape))
    .output(z.object({ name: z.string(), gameUsername: z.string(), gamePassword: z.string() }))
    .mutation(async ({ ctx, input: { token, ...teammate } }) => {
      await countSquadJoin(ctx.em, ctx.req.ip);
      return joinInvite(ctx.em, token, teammate, ctx.secretBox(BOX));
    }),
});

/** The wizard's draft, for signed-in players (not game-credential sessions). */
export const registrationDraftRouter = router({
  get: protectedProcedure
    .output(savedDraftSchema.nullable())
    .query(({ ctx }) => findDraft(ctx.em, ctx.auth.userId)),
  save: protectedProcedure
    .input(savedDraftSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      // A clock ahead of ours must not make a draft unbeatable.
      const updatedAt = new Date(Math.min(input.updatedAt.getTime(), Date.now()));
      await saveDraft(ctx.em, ctx.auth.userId, input.draft, updatedAt);
      return { ok: true as const };
    }),
  clear: protectedProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    await clearDraft(ctx.em, ctx.auth.userId);
    return { ok: true as const };
  }),
});

export const adminParticipantRouter = router({
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
