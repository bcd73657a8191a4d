import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import {
  overview,
  passCard,
  passHolder,
  paged,
  pastMatch,
  transaction,
  upcomingMatch,
} from '../../shared/dashboard.ts';
import type { Identity } from '../auth/index.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { passHolderView } from '../registration/index.ts';
import { memberProcedure, passProcedure, protectedProcedure, router } from '../trpc/trpc.ts';
import { pastMatches, passCards, transactions, upcomingMatches, type DashboardScope } from './queries.ts';
import { dashboardOverview } from './service.ts';
import { payoutDeadlineDaysNow } from '../prizes/index.ts';
import { tierNamesEn } from '../settings/service.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';

const page = z.object({
  cursor: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** A game-credential session sees its own pass only; an account session all of the account's. */
const scopeOf = (auth: Identity): DashboardScope =>
  auth.pass ? { participantId: auth.pass.participantId } : { ownerId: auth.userId };

type TabRead<T> = (
  em: EntityManager,
  auth: Identity,
  offset: number,
  limit: number,
  secretBox: (purpose: string) => SecretBox,
) => Promise<T[]>;

/** A paged tab reads one more row than asked: if it comes, there is a next page. */
function pagedTab<Item extends z.ZodType>(
  procedure: typeof memberProcedure,
  item: Item,
  read: TabRead<z.input<Item>>,
) {
  return procedure
    .input(page)
    .output(paged(item))
    .query(async ({ ctx, input }) => {
      const rows = await read(ctx.em, ctx.auth, input.cursor, input.limit + 1, ctx.secretBox);
      return {
        items: rows.slice(0, input.limit),
        nextCursor: rows.length > input.limit ? input.cursor + input.limit : null,
      };
    });
}

/**
 * The member dashboard: one query per tab, each about the caller only. Passes and matches also
 * answer a game-credential session, confined to its pass; the membership and the transactions
 * belong to the account and need an account session. The Profile tab reads and saves
 * `users.profile` (users/profile-router.ts).
 */
export const dashboardRouter = router({
  overview: protectedProcedure
    .output(overview)
    .query(({ ctx }) => dashboardOverview(ctx.em, ctx.auth.userId)),
  /** A game-credential session's own pass: the holder's name and credentials, and the squad. */
  pass: passProcedure
    .output(passHolder)
    .query(({ ctx }) => passHolderView(ctx.em, ctx.pass, ctx.secretBox(SEAL_PURPOSE.gameCredentials))),
  passes: pagedTab(memberProcedure, passCard, async (em, auth, offset, limit, secretBox) =>
    passCards(
      em,
      scopeOf(auth),
      offset,
      limit,
      secretBox(SEAL_PURPOSE.gameCredentials),
      await payoutDeadlineDaysNow(em, secretBox(SEAL_PURPOSE.settings)),
    ),
  ),
  upcoming: memberProcedure
    .output(z.array(upcomingMatch))
    .query(({ ctx }) =>
      upcomingMatches(
        ctx.em,
        scopeOf(ctx.auth),
        ctx.secretBox(SEAL_PURPOSE.matchRooms),
        !ctx.auth.pass?.teammateId,
      ),
    ),
  pastMatches: pagedTab(memberProcedure, pastMatch, (em, auth, offset, limit) =>
    pastMatches(em, scopeOf(auth), offset, limit),
  ),
  transactions: pagedTab(protectedProcedure, transaction, async (em, auth, offset, limit, secretBox) =>
    transactions(em, auth.userId, offset, limit, await tierNamesEn(em, secretBox(SEAL_PURPOSE.settings))),
  ),
});
