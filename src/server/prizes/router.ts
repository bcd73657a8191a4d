import { z } from 'zod';
import { closePreviewSchema, closeResultSchema } from '../../shared/prizes.ts';
import { actorOf } from '../audit/service.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';
import { closePool, closePreview } from './service.ts';

const byPool = z.object({ id: z.string().max(64) });

/** Organisers' calls on a pool's close: the preview of its awards, and the close itself (audited). */
export const adminPrizesRouter = router({
  closePreview: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/pools/{id}/close',
        tags: ['admin'],
        summary: 'What closing a pool would award, and what stops it; changes nothing',
      },
    })
    .input(byPool)
    .output(closePreviewSchema)
    .query(({ ctx, input }) => closePreview(ctx.em, input.id, ctx.services.disputeWindowHours)),
  close: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/pools/{id}/close',
        tags: ['admin'],
        summary: 'Closes a pool and awards its prizes; closing a closed pool changes nothing',
      },
    })
    .input(byPool)
    .output(closeResultSchema)
    .mutation(({ ctx, input }) => closePool(ctx.em, actorOf(ctx), input.id, ctx.services.disputeWindowHours)),
});
