import { z } from 'zod';
import { closePreviewSchema, closeResultSchema } from '../../shared/prizes.ts';
import { SECOND_FACTOR_NOTE, secondFactorCode } from '../../shared/second-factor.ts';
import { actorOf } from '../audit/service.ts';
import { requireFreshSecondFactor, requireSecondFactor } from '../auth/index.ts';
import { countIdentityCode, sendIdentityCode } from '../auth/service.ts';
import {
  claimFigures,
  claimPreview,
  payoutDetailsInput,
  payoutDetailsView,
  payoutCodeRule,
  payoutPasswordRule,
} from '../../shared/payouts.ts';
import { adminProcedure, protectedProcedure, router } from '../trpc/trpc.ts';
import { claimPreview as claimPreviewOf, claimPrize } from './claims.ts';
import { payoutDetailsOf, savePayoutDetails } from './payout-details.ts';
import { taxStatement } from '../../shared/tax.ts';
import { taxStatementOf } from './tax-statement.ts';
import { closePool, closePreview } from './service.ts';
import {
  approvePayouts,
  claimToPay,
  claimsToPay,
  listPayouts,
  markPayoutFailed,
  markPayoutPaid,
  payoutListItem,
  payoutView,
  releasePayout,
  utrRule,
} from './payouts.ts';

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
  payouts: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/payouts',
        tags: ['admin'],
        summary: 'The payouts, newest first',
      },
    })
    .output(z.array(payoutListItem))
    .query(({ ctx }) => listPayouts(ctx.em)),
  claimsToPay: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/payouts/claims',
        tags: ['admin'],
        summary: 'Claimed prizes in no payout yet, oldest claim first; PAN and destination masked',
      },
    })
    .output(z.array(claimToPay))
    .query(({ ctx }) => claimsToPay(ctx.em, ctx.services)),
  approvePayouts: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/payouts/approve',
        tags: ['admin'],
        summary:
          'Approves a payout per claimed prize (the maker); a prize already in a payout answers that payout; needs two-factor sign-in on',
      },
    })
    .input(z.object({ awardIds: z.array(z.string().max(64)).min(1).max(100) }))
    .output(z.array(payoutView))
    .mutation(async ({ ctx, input }) => {
      await requireSecondFactor(ctx.em, ctx.services, ctx.auth);
      return approvePayouts(ctx.em, ctx.services, actorOf(ctx), input.awardIds);
    }),
  releasePayout: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/payouts/{id}/release',
        tags: ['admin'],
        summary: `Releases an approved payout (the checker, another organiser); releasing again answers the same; ${SECOND_FACTOR_NOTE}`,
      },
    })
    .input(byPool.extend({ secondFactorCode }))
    .output(payoutView)
    .mutation(async ({ ctx, input }) => {
      await requireFreshSecondFactor(ctx.em, ctx.services, ctx.auth, input.secondFactorCode);
      return releasePayout(ctx.em, ctx.services, actorOf(ctx), input.id);
    }),
  markPayoutPaid: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/payouts/{id}/paid',
        tags: ['admin'],
        summary: "Records a released payout as paid with the bank's UTR; the prize is paid",
      },
    })
    .input(byPool.extend({ utr: utrRule }))
    .output(payoutView)
    .mutation(({ ctx, input }) => markPayoutPaid(ctx.em, actorOf(ctx), input.id, input.utr)),
  markPayoutFailed: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/payouts/{id}/failed',
        tags: ['admin'],
        summary: 'Records that a payout did not go; the prize is claimed again, with the reason',
      },
    })
    .input(byPool.extend({ reason: z.string().trim().min(1, 'Say why the payment failed.').max(200) }))
    .output(payoutView)
    .mutation(({ ctx, input }) => markPayoutFailed(ctx.em, actorOf(ctx), input.id, input.reason)),
});

const byAward = z.object({ awardId: z.string().max(64) });

/** A winner's calls: their payout details, and the claim of a prize with its TDS (decision 26). */
export const prizesRouter = router({
  payoutDetails: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/payout-details',
        tags: ['prizes'],
        summary: "The account's payout details, masked; null before they are added",
      },
    })
    .output(payoutDetailsView.nullable())
    .query(({ ctx }) => payoutDetailsOf(ctx.em, ctx.services, ctx.auth.userId)),
  savePayoutDetails: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/payout-details',
        tags: ['prizes'],
        summary:
          'Adds the payout details (PAN, UPI ID or bank account); changing them needs the password or an e-mailed code',
      },
    })
    .input(
      payoutDetailsInput.extend({ password: payoutPasswordRule.optional(), code: payoutCodeRule.optional() }),
    )
    .output(payoutDetailsView)
    .mutation(({ ctx, input }) =>
      savePayoutDetails(ctx.em, ctx.services, { req: ctx.req, actor: actorOf(ctx) }, input),
    ),
  sendPayoutDetailsCode: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/payout-details/code',
        tags: ['prizes'],
        summary: 'E-mails the account a code that confirms a change of its payout details',
      },
    })
    .output(z.object({ sent: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      await countIdentityCode(ctx.em, ctx.auth.userId);
      await sendIdentityCode(ctx.services, ctx.req);
      return { sent: true as const };
    }),
  claimPreview: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/prizes/{awardId}/claim',
        tags: ['prizes'],
        summary: 'What claiming a prize pays: gross, TDS and net; changes nothing',
      },
    })
    .input(byAward)
    .output(claimPreview)
    .query(({ ctx, input }) => claimPreviewOf(ctx.em, ctx.services, ctx.auth.userId, input.awardId)),
  claim: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/prizes/{awardId}/claim',
        tags: ['prizes'],
        summary: "Claims a prize of the caller's; claiming it again answers the same claim",
      },
    })
    .input(byAward)
    .output(claimFigures)
    .mutation(({ ctx, input }) => claimPrize(ctx.em, ctx.services, actorOf(ctx), input.awardId)),
  statement: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/prizes/statement',
        tags: ['prizes'],
        summary:
          "The caller's tax statement for a financial year (?fy=2026-27, the current one by default): prizes paid, TDS, the deductor's TAN and section",
      },
    })
    .input(z.object({ fy: z.string().max(16).optional() }))
    .output(taxStatement)
    .query(({ ctx, input }) => taxStatementOf(ctx.em, ctx.services, ctx.auth.userId, input.fy)),
});
