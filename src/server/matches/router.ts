import { z } from 'zod';
import {
  adminMatchDetailSchema,
  adminMatchSchema,
  matchResultsSchema,
  matchTargetSchema,
  matchTimeSchema,
  resultFileSchema,
  resultImportPreviewSchema,
  roomDetailsSchema,
  scheduleMatchesSchema,
} from '../../shared/matches.ts';
import {
  checkInInputSchema,
  checkInStatusSchema,
  checkInWindowInputSchema,
  hasWindowEdge,
} from '../../shared/check-in.ts';
import { actorOf } from '../audit/service.ts';
import { adminProcedure, memberProcedure, router } from '../trpc/trpc.ts';
import { admitEntry, checkIn, setCheckInWindow } from './check-in.ts';
import {
  createMatch,
  importResults,
  listMatches,
  matchDetail,
  previewResultImport,
  publishRoom,
  recordResults,
  scheduleGroup,
  updateMatch,
} from './service.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import {
  adminDisputeDetailSchema,
  adminDisputeSchema,
  disputeDecisionSchema,
  disputeListSchema,
  reportableMatchSchema,
} from '../../shared/result-reports.ts';
import { decideDispute, disputeDetail, listDisputes } from './dispute-decisions.ts';
import { reportableMatches } from './result-reports.ts';
import { matchLineupSchema } from '../../shared/lineups.ts';
import { buildLineup, discardLineup, matchLineup } from './lineup.ts';

const byId = z.object({ id: z.string().max(64) });

/** Organisers' match calls: scheduling, room details and results. All audited. */
export const adminMatchesRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/matches',
        tags: ['admin'],
        summary: "Matches, by group or by a participant's group",
      },
    })
    .input(matchTargetSchema)
    .output(z.array(adminMatchSchema))
    .query(({ ctx, input }) => listMatches(ctx.em, input)),
  detail: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/matches/{id}',
        tags: ['admin'],
        summary: "One match, its group's paid registrations and the results recorded so far",
      },
    })
    .input(byId)
    .output(adminMatchDetailSchema)
    .query(({ ctx, input }) => matchDetail(ctx.em, input.id)),
  schedule: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/matches/schedule',
        tags: ['admin'],
        summary:
          'Schedules the 5 matches of a group that has none (a group a payment opens is scheduled then)',
      },
    })
    .input(scheduleMatchesSchema)
    .output(
      z.object({
        /** False when the group had its matches already (they are listed, unchanged). */
        scheduled: z.boolean(),
        matches: z.array(adminMatchSchema),
      }),
    )
    .mutation(({ ctx, input }) => scheduleGroup(ctx.em, actorOf(ctx), input, input.startAt)),
  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/matches',
        tags: ['admin'],
        summary: 'Adds one match to a group',
      },
    })
    .input(
      z.object({
        groupId: z.uuid({ error: 'Qualifier group not found' }),
        number: z.number().int().min(1).max(50),
        scheduledAt: matchTimeSchema,
      }),
    )
    .output(adminMatchSchema)
    .mutation(({ ctx, input }) => createMatch(ctx.em, actorOf(ctx), input)),
  reschedule: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/admin/matches/{id}', tags: ['admin'], summary: 'Moves a match' },
    })
    .input(byId.extend({ scheduledAt: matchTimeSchema }))
    .output(adminMatchSchema)
    .mutation(({ ctx, input }) =>
      updateMatch(ctx.em, actorOf(ctx), input.id, { scheduledAt: input.scheduledAt }),
    ),
  cancel: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/matches/{id}/cancel',
        tags: ['admin'],
        summary: 'Cancels a match',
      },
    })
    .input(byId)
    .output(adminMatchSchema)
    .mutation(({ ctx, input }) => updateMatch(ctx.em, actorOf(ctx), input.id, { status: 'cancelled' })),
  publishRoom: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/matches/{id}/room',
        tags: ['admin'],
        summary: 'Publishes room details to the group',
      },
    })
    .input(byId.extend(roomDetailsSchema.shape))
    .output(adminMatchSchema)
    .mutation(({ ctx, input }) =>
      publishRoom(ctx.em, actorOf(ctx), ctx.secretBox(SEAL_PURPOSE.matchRooms), input.id, input),
    ),
  recordResults: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/matches/{id}/results',
        tags: ['admin'],
        summary: 'Records the results of a match',
      },
    })
    .input(byId.extend({ results: matchResultsSchema }))
    .output(adminMatchSchema)
    .mutation(({ ctx, input }) => recordResults(ctx.em, actorOf(ctx), input.id, input.results)),
  previewResultImport: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/matches/{id}/results/import/preview',
        tags: ['admin'],
        summary: "Reads a lobby's result file (CSV) and names every problem by line; writes nothing",
      },
    })
    .input(byId.extend(resultFileSchema.shape))
    .output(resultImportPreviewSchema)
    .mutation(({ ctx, input }) => previewResultImport(ctx.em, input.id, input.file)),
  importResults: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/matches/{id}/results/import',
        tags: ['admin'],
        summary: "Records a previewed result file's results at once; refused while it has a problem",
      },
    })
    .input(byId.extend(resultFileSchema.shape))
    .output(adminMatchSchema)
    .mutation(({ ctx, input }) => importResults(ctx.em, actorOf(ctx), input.id, input.file)),
  lineup: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/matches/{id}/lineup',
        tags: ['admin'],
        summary:
          "A match's line-up: each checked-in entry's lobby, or its Swiss opponent or bye, and the seed",
      },
    })
    .input(byId)
    .output(matchLineupSchema)
    .query(({ ctx, input }) => matchLineup(ctx.em, input.id)),
  buildLineup: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/matches/{id}/lineup',
        tags: ['admin'],
        summary:
          'Builds the line-up once check-in has closed (lobbies by seeded shuffle, or a Swiss round); twice answers the same',
      },
    })
    .input(byId)
    .output(matchLineupSchema)
    .mutation(({ ctx, input }) => buildLineup(ctx.em, actorOf(ctx), input.id)),
  discardLineup: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/matches/{id}/lineup',
        tags: ['admin'],
        summary:
          'Discards a built line-up so it can be built again; refused once a result of the match is entered',
      },
    })
    .input(byId)
    .output(matchLineupSchema)
    .mutation(({ ctx, input }) => discardLineup(ctx.em, actorOf(ctx), input.id)),
  admit: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/matches/{id}/check-ins',
        tags: ['admin'],
        summary: 'Admits (re-admits) an entry to a match: a check-in by the organiser, until the start',
      },
    })
    .input(byId.extend(checkInInputSchema.shape))
    .output(checkInStatusSchema)
    .mutation(({ ctx, input }) => admitEntry(ctx.em, actorOf(ctx), input.id, input.participantId)),
  checkInWindow: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/matches/{id}/check-in',
        tags: ['admin'],
        summary: "Sets a match's own check-in window, e.g. a later close (until the start)",
      },
    })
    .input(byId.extend(checkInWindowInputSchema.shape).refine(...hasWindowEdge))
    .output(z.object({ opensAt: z.date(), closesAt: z.date() }))
    .mutation(({ ctx, input }) =>
      setCheckInWindow(ctx.em, actorOf(ctx), input.id, { opensAt: input.opensAt, closesAt: input.closesAt }),
    ),
});

/** A player's match calls. */
export const matchesRouter = router({
  checkIn: memberProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/matches/{id}/check-in',
        tags: ['matches'],
        summary:
          "Checks an entry in to a match, in the match's check-in window: by the registration's owner (a squad's captain) or its own game-credential session. Twice is once.",
      },
    })
    .input(byId.extend(checkInInputSchema.shape))
    .output(checkInStatusSchema)
    .mutation(({ ctx, input }) => checkIn(ctx.em, ctx.auth, input.id, input.participantId)),
  reports: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/matches/reports',
        tags: ['matches'],
        summary:
          "The caller's checked-in entries' matches a result can be reported on (or was), latest first, with each report's state. A report is sent to POST /api/matches/{id}/reports (multipart: participantId, placement and finishes or outcome, scoreFor and scoreAgainst, and the screenshot file).",
      },
    })
    .input(z.object({}).optional())
    .output(z.array(reportableMatchSchema))
    .query(({ ctx }) => reportableMatches(ctx.em, ctx.auth, ctx.services.disputeWindowHours)),
});

/** The console's disputes queue and decisions (docs/decisions/0025-championship-rules.md). */
export const adminDisputesRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/disputes',
        tags: ['admin'],
        summary: 'Disputes over match results, open ones first',
      },
    })
    .input(disputeListSchema)
    .output(z.array(adminDisputeSchema))
    .query(({ ctx, input }) => listDisputes(ctx.em, input)),
  detail: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/disputes/{id}',
        tags: ['admin'],
        summary:
          "One dispute with both sides: the organisers' entry and each report with its screenshot link",
      },
    })
    .input(byId)
    .output(adminDisputeDetailSchema)
    .query(({ ctx, input }) => disputeDetail(ctx.em, input.id)),
  decide: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/disputes/{id}/decision',
        tags: ['admin'],
        summary:
          'Decides a dispute: the final results of its entries, written as results are (standings recomputed); final, audited, and told to the players',
      },
    })
    .input(byId.extend(disputeDecisionSchema.shape))
    .output(adminDisputeDetailSchema)
    .mutation(({ ctx, input }) =>
      decideDispute(ctx.em, actorOf(ctx), input.id, { results: input.results, note: input.note }),
    ),
});
