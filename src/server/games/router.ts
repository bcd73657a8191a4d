import { z } from 'zod';
import { gameInputSchema, gameSchema } from '../../shared/games.ts';
import { actorOf } from '../audit/service.ts';
import { SAME_FOR_EVERYONE } from '../cache/http-cache.ts';
import { adminProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { createGame, deleteGame, listGames, updateGame } from './service.ts';

const search = z.object({ search: z.string().max(100).optional() });
const byId = z.object({ id: z.uuid({ error: 'Game not found' }) });

export const gamesRouter = router({
  list: publicProcedure
    .meta({
      ...SAME_FOR_EVERYONE,
      openapi: {
        method: 'GET',
        path: '/api/games',
        tags: ['games'],
        summary: 'Every game, open for registration or not',
        protect: false,
      },
    })
    .output(z.array(gameSchema))
    .query(({ ctx }) => listGames(ctx.em)),
});

export const adminGamesRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/games',
        tags: ['admin'],
        summary: 'Games, optionally searched by name',
      },
    })
    .input(search)
    .output(z.array(gameSchema))
    .query(({ ctx, input }) => listGames(ctx.em, { search: input.search })),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/games', tags: ['admin'], summary: 'Adds a game' } })
    .input(gameInputSchema)
    .output(gameSchema)
    .mutation(({ ctx, input }) => createGame(ctx.em, actorOf(ctx), input)),
  update: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/admin/games/{id}', tags: ['admin'], summary: 'Changes a game' },
    })
    .input(gameInputSchema.safeExtend(byId.shape))
    .output(gameSchema)
    .mutation(({ ctx, input: { id, ...game } }) => updateGame(ctx.em, actorOf(ctx), id, game)),
  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/games/{id}',
        tags: ['admin'],
        summary: 'Deletes a game without registrations',
      },
    })
    .input(byId)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await deleteGame(ctx.em, actorOf(ctx), input.id);
      return { ok: true as const };
    }),
});
