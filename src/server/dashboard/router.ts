import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import {
  dashboardProfileSchema,
  overview,
  passCard,
  paged,
  pastMatch,
  transaction,
  upcomingMatch,
} from '../../shared/dashboard.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { pastMatches, passCards, transactions, upcomingMatches } from './queries.ts';
import { dashboardOverview, dashboardProfile, updateDashboardProfile } from './service.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';

const page = z.object({
  cursor: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

type TabRead<T> = (em: EntityManager, userId: string, offset: number, limit: number) => Promise<T[]>;

/** A paged tab reads one more row than asked: if it comes, there is a next page. */
function pagedTab<Item extends z.ZodType>(item: Item, read: TabRead<z.input<Item>>) {
  return protectedProcedure
    .input(page)
    .output(paged(item))
    .query(async ({ ctx, input }) => {
      const rows = await read(ctx.em, ctx.auth.userId, input.cursor, input.limit + 1);
      return {
        items: rows.slice(0, input.limit),
        nextCursor: rows.length > input.limit ? input.cursor + input.limit : null,
      };
    });
}

const profileView = dashboardProfileSchema.extend({ email: z.string().nullable() });

/** The member dashboard: one query per tab, each about the caller only. */
export const dashboardRouter = router({
  overview: protectedProcedure
    .output(overview)
    .query(({ ctx }) => dashboardOverview(ctx.em, ctx.auth.userId)),
  passes: pagedTab(passCard, passCards),
  upcoming: protectedProcedure
    .output(z.array(upcomingMatch))
    .query(({ ctx }) => upcomingMatches(ctx.em, ctx.auth.userId, ctx.secretBox(SEAL_PURPOSE.matchRooms))),
  pastMatches: pagedTab(pastMatch, pastMatches),
  transactions: pagedTab(transaction, transactions),
  profile: protectedProcedure
    .output(profileView)
    .query(({ ctx }) => dashboardProfile(ctx.em, ctx.auth.userId)),
  updateProfile: protectedProcedure
    .input(dashboardProfileSchema)
    .output(profileView)
    .mutation(({ ctx, input }) => updateDashboardProfile(ctx.em, ctx.auth.userId, input)),
});
