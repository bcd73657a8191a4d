import { z } from 'zod';
import { OUTCOMES, matchResultInputSchema } from './matches.ts';
import { SCORING_FORMATS } from './registration-rules.ts';

// A player's own result report with a screenshot, and the disputes reports open
// (docs/decisions/0025-championship-rules.md, "Results and scoring"). Shared by the dashboard's
// report form, the console's disputes queue and the server.

/** The screenshot types taken, by their content (never by the file's name or declared type). */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ScreenshotType = (typeof SCREENSHOT_TYPES)[number];

/** The multipart field of the screenshot in POST /api/matches/{id}/reports. */
export const SCREENSHOT_FIELD = 'screenshot';

export const reportPath = (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/reports`;
export const screenshotPath = (reportId: string) =>
  `/api/match-reports/${encodeURIComponent(reportId)}/screenshot`;

const wholeText = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be at least 0`)
    .max(max, `${label} can be at most ${max.toLocaleString('en-IN')}`);

/**
 * The report's fields (multipart text fields, so numbers come as text). Lobby placement: the
 * placement and finishes; head-to-head: the outcome and the score for and against.
 */
export const resultReportFieldsSchema = z.strictObject({
  participantId: z.uuid({ error: 'Registration not found' }),
  placement: wholeText('Placement', 10_000).min(1, 'Placement must be at least 1').optional(),
  finishes: wholeText('Finishes', 1_000).optional(),
  outcome: z.enum(OUTCOMES, { error: 'Choose win, loss or draw' }).optional(),
  scoreFor: wholeText('Score for', 1_000).optional(),
  scoreAgainst: wholeText('Score against', 1_000).optional(),
});
export type ResultReportFields = z.output<typeof resultReportFieldsSchema>;

/** What a report claims, in the scoring format's terms (the rest null). */
export const reportClaimSchema = z.object({
  placement: z.number().nullable(),
  finishes: z.number().nullable(),
  outcome: z.enum(OUTCOMES).nullable(),
  scoreFor: z.number().nullable(),
  scoreAgainst: z.number().nullable(),
});
export type ReportClaim = z.infer<typeof reportClaimSchema>;

/** submitted: taken, nothing disagrees; disputed: a dispute is open; decided: the organisers decided. */
export const REPORT_STATES = ['submitted', 'disputed', 'decided'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const resultReportSchema = reportClaimSchema.extend({
  id: z.string(),
  matchId: z.string(),
  participantId: z.string(),
  reportedAt: z.date(),
  state: z.enum(REPORT_STATES),
  screenshotUrl: z.string(),
});
export type ResultReport = z.infer<typeof resultReportSchema>;

/** A match the player's entry may report on (or has), for the dashboard. */
export const reportableMatchSchema = z.object({
  matchId: z.string(),
  participantId: z.string(),
  game: z.string(),
  matchNumber: z.number(),
  scoringFormat: z.enum(SCORING_FORMATS),
  startsAt: z.date(),
  /** Until when a report is taken (the report window, or the dispute window of entered results). */
  reportUntil: z.date(),
  open: z.boolean(),
  report: resultReportSchema.nullable(),
});
export type ReportableMatch = z.infer<typeof reportableMatchSchema>;

export const DISPUTE_CAUSES = ['organiser', 'reports'] as const;
export const DISPUTE_STATUSES = ['open', 'decided'] as const;

export const adminDisputeSchema = z.object({
  id: z.string(),
  matchId: z.string(),
  game: z.string(),
  matchNumber: z.number(),
  groupId: z.string(),
  scoringFormat: z.enum(SCORING_FORMATS),
  /** organiser: a report disagrees with the organisers' entry; reports: two reports disagree. */
  cause: z.enum(DISPUTE_CAUSES),
  status: z.enum(DISPUTE_STATUSES),
  entries: z.array(z.object({ participantId: z.string(), name: z.string() })),
  openedAt: z.date(),
  decidedAt: z.date().nullable(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

const organiserResultSchema = reportClaimSchema.extend({ opponentId: z.string().nullable() });

export const adminDisputeDetailSchema = adminDisputeSchema.extend({
  sides: z.array(
    z.object({
      participantId: z.string(),
      name: z.string(),
      /** The organisers' entry for this entry, or null when none was entered. */
      organiser: organiserResultSchema.nullable(),
      report: resultReportSchema.nullable(),
    }),
  ),
  decision: z
    .object({ note: z.string().nullable(), decidedBy: z.string().nullable(), results: z.array(z.unknown()) })
    .nullable(),
});
export type AdminDisputeDetail = z.infer<typeof adminDisputeDetailSchema>;

export const DECISION_NOTE_MAX = 500;

/** POST /admin/disputes/{id}/decision: the final results of the dispute's entries (and a note). */
export const disputeDecisionSchema = z.object({
  results: z
    .array(matchResultInputSchema)
    .min(1, 'Give the final result of each entry in the dispute')
    .max(100),
  note: z
    .string()
    .trim()
    .max(DECISION_NOTE_MAX, `Keep the note to ${DECISION_NOTE_MAX} characters`)
    .optional(),
});
export type DisputeDecisionInput = z.input<typeof disputeDecisionSchema>;

export const disputeListSchema = z.object({
  status: z.enum(DISPUTE_STATUSES).optional(),
});

/** The refusals' English sentences (the reasons' Hindi is in the client's messages). */
export const REPORT_MESSAGES = {
  notOpen: 'Reports for this match open at its start.',
  closed: 'The time to report this result has passed.',
  cancelled: 'This match was cancelled.',
  notCheckedIn: 'Only an entry checked in to this match can report its result.',
  captainOnly: 'Only your captain can report your squad’s result.',
  exists: 'You have reported this result already; a report cannot be changed.',
  screenshotMissing: 'Add a screenshot of the result.',
  screenshotType: 'The screenshot must be a PNG, JPEG or WebP image.',
  screenshotTooLarge: 'The screenshot is larger than 2 MB.',
  screenshotBroken: 'The screenshot could not be read as an image.',
  placementFields: 'Give your placement and finishes (no outcome or score).',
  headToHeadFields: 'Give your outcome and the score for and against (no placement or finishes).',
} as const;
