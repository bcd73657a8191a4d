import { z } from 'zod';
import { PLAY_FORMATS } from '../../shared/registration-rules.ts';
import {
  invitationSchema,
  inviteResultSchema,
  mySeasonPointsSchema,
  seasonSchema,
} from '../../shared/seasons.ts';
import { actorOf } from '../audit/service.ts';
import { adminProcedure, protectedProcedure, router } from '../trpc/trpc.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { answerInvitation, invitationsOf, inviteToSemiFinals, seasonOf, seasonPointsOf } from './service.ts';
import { inviteToFinals } from './semi-finals.ts';

const bySeason = z.object({
  game: z.string().max(80),
  format: z.enum(PLAY_FORMATS, { error: 'The format is solo or squad.' }),
});
const byId = z.object({ id: z.string().max(64) });

/** Organisers' view of a season and the Semi-Finals invitations (docs/decisions/0025-championship-rules.md). */
export const adminSeasonsRouter = router({
  get: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/seasons/{game}/{format}',
        tags: ['admin'],
        summary: "A game's season ranking in one format: season points, Top 3 finishes, qualifiers completed",
      },
    })
    .input(bySeason)
    .output(seasonSchema)
    .query(({ ctx, input }) => seasonOf(ctx.em, input.game, input.format)),
  inviteSemiFinals: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/seasons/{game}/{format}/semi-final/invitations',
        tags: ['admin'],
        summary:
          "Invites the season's best to the Semi-Finals once its 15th qualifier has closed; idempotent",
      },
    })
    .input(bySeason)
    .output(inviteResultSchema)
    .mutation(({ ctx, input }) => inviteToSemiFinals(ctx.em, actorOf(ctx), input.game, input.format)),
  inviteFinals: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/seasons/{game}/{format}/final/invitations',
        tags: ['admin'],
        summary:
          "Invites the Semi-Finals' best to the National Finals once the Semi-Finals pool has closed; idempotent",
      },
    })
    .input(bySeason)
    .output(inviteResultSchema)
    .mutation(({ ctx, input }) => inviteToFinals(ctx.em, actorOf(ctx), input.game, input.format)),
});

/** The player's season points and invitations, and their answers. */
export const seasonsRouter = router({
  myPoints: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/seasons/mine',
        tags: ['seasons'],
        summary: "The signed-in player's season points and rank per game and format",
      },
    })
    .input(z.object({}).optional())
    .output(mySeasonPointsSchema)
    .query(({ ctx }) => seasonPointsOf(ctx.em, ctx.auth.userId)),
  invitations: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/invitations',
        tags: ['seasons'],
        summary: "The signed-in player's invitations to the Semi-Finals and the National Finals",
      },
    })
    .input(z.object({}).optional())
    .output(z.array(invitationSchema))
    .query(({ ctx }) => invitationsOf(ctx.em, ctx.auth.userId)),
  accept: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/invitations/{id}/accept',
        tags: ['seasons'],
        summary: 'Accepts an invitation',
      },
    })
    .input(byId)
    .output(invitationSchema)
    .mutation(({ ctx, input }) =>
      answerInvitation(
        ctx.em,
        ctx.auth.userId,
        input.id,
        'accepted',
        ctx.secretBox(SEAL_PURPOSE.gameCredentials),
      ),
    ),
  decline: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/invitations/{id}/decline',
        tags: ['seasons'],
        summary: 'Declines an invitation',
      },
    })
    .input(byId)
    .output(invitationSchema)
    .mutation(({ ctx, input }) =>
      answerInvitation(
        ctx.em,
        ctx.auth.userId,
        input.id,
        'declined',
        ctx.secretBox(SEAL_PURPOSE.gameCredentials),
      ),
    ),
});
