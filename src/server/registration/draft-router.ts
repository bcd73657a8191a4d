import { z } from 'zod';
import { savedDraftSchema } from '../../shared/registration-draft.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { clearDraft, findDraft, saveDraft } from './drafts.ts';

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
