import { z } from 'zod';
import {
  MEMBERSHIP_FEE,
  dashboardProfileSchema,
  overview,
  passCard,
  paged,
  pastMatch,
  transaction,
  upcomingMatch,
} from '../../shared/dashboard.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { AppUser } from '../users/entities.ts';
import { renameInLocalProvider } from '../users/service.ts';
import { membership } from './membership.ts';
import { activity, passCards, pastMatches, transactions, upcomingMatches } from './queries.ts';

const page = z.object({
  cursor: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** Fetch one more than asked: if it comes, there is a next page. */
async function paginate<T>(
  input: { cursor: number; limit: number },
  fetch: (offset: number, limit: number) => Promise<T[]>,
) {
  const rows = await fetch(input.cursor, input.limit + 1);
  return {
    items: rows.slice(0, input.limit),
    nextCursor: rows.length > input.limit ? input.cursor + input.limit : null,
  };
}

const profileView = dashboardProfileSchema.extend({ email: z.string().nullable() });

function toProfile(user: AppUser) {
  return {
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    phone: user.phone ?? '',
    gender: user.gender ?? null,
    age: user.age ?? null,
    city: user.city ?? '',
    state: user.state ?? '',
    email: user.email ?? null,
  };
}

/** The member dashboard: one query per tab, each about the caller only. */
export const dashboardRouter = router({
  overview: protectedProcedure.output(overview).query(async ({ ctx }) => {
    const [{ passes, top3 }, current] = await Promise.all([
      activity(ctx.em, ctx.auth.userId),
      passCards(ctx.em, ctx.auth.userId, 0, 20),
    ]);
    return {
      membership: { annualFee: MEMBERSHIP_FEE, ...membership(passes, top3) },
      activePasses: current
        .filter((p) => p.status === 'active')
        .map(({ id, game, mode, matchesCompleted, matchesRequired, matchesNeeded }) => ({
          id,
          game,
          mode,
          matchesCompleted,
          matchesRequired,
          matchesNeeded,
        })),
    };
  }),
  passes: protectedProcedure
    .input(page)
    .output(paged(passCard))
    .query(({ ctx, input }) =>
      paginate(input, (offset, limit) => passCards(ctx.em, ctx.auth.userId, offset, limit)),
    ),
  upcoming: protectedProcedure
    .output(z.array(upcomingMatch))
    .query(({ ctx }) => upcomingMatches(ctx.em, ctx.auth.userId, ctx.secretBox('match-rooms'))),
  pastMatches: protectedProcedure
    .input(page)
    .output(paged(pastMatch))
    .query(({ ctx, input }) =>
      paginate(input, (offset, limit) => pastMatches(ctx.em, ctx.auth.userId, offset, limit)),
    ),
  transactions: protectedProcedure
    .input(page)
    .output(paged(transaction))
    .query(({ ctx, input }) =>
      paginate(input, (offset, limit) => transactions(ctx.em, ctx.auth.userId, offset, limit)),
    ),
  profile: protectedProcedure
    .output(profileView)
    .query(async ({ ctx }) => toProfile(await ctx.em.findOneOrFail(AppUser, ctx.auth.userId))),
  updateProfile: protectedProcedure
    .input(dashboardProfileSchema)
    .output(profileView)
    .mutation(async ({ ctx, input }) => {
      const user = await ctx.em.findOneOrFail(AppUser, ctx.auth.userId);
      const [firstName, ...rest] = input.name.split(/\s+/);
      ctx.em.assign(user, {
        firstName: firstName ?? null,
        lastName: rest.join(' ') || null,
        phone: input.phone || null,
        gender: input.gender,
        age: input.age,
        city: input.city || null,
        state: input.state || null,
      });
      await ctx.em.flush();
      await renameInLocalProvider(ctx.em, user);
      return toProfile(user);
    }),
});
