import { z } from 'zod';
import { teammateSchema } from '../../shared/registration.ts';
import { countSquadJoin } from '../auth/index.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { inviteFor, joinInvite, readInvite } from './invites.ts';
import { BOX, byId } from './router.ts';

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
