import { z } from 'zod';

// The admin match calls' inputs, shared with the console's forms so both apply the same rules and
// say the same things.

/** A match time; the console sends a Date, a REST client an ISO string. */
export const matchTimeSchema = z.coerce.date({
  error: 'Give the match a date and time, e.g. 2026-12-01T19:00:00+05:30',
});

/** A group, named by its id or by one of its paid registrations. */
export const matchTargetSchema = z.object({
  groupId: z.uuid({ error: 'A group ID is a UUID, e.g. 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' }).optional(),
  participantId: z
    .uuid({ error: 'A registration ID is a UUID, e.g. 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' })
    .optional(),
});

export const SCHEDULE_TARGET_MESSAGE = 'Give a registration ID or a group ID';

/** POST /admin/matches/schedule: a group's five matches, from `startAt` (else the next evening). */
export const scheduleMatchesSchema = matchTargetSchema
  .extend({ startAt: matchTimeSchema.optional() })
  .refine((input) => Boolean(input.groupId ?? input.participantId), {
    path: ['participantId'],
    message: SCHEDULE_TARGET_MESSAGE,
  });
export type ScheduleMatchesInput = z.input<typeof scheduleMatchesSchema>;

/** PUT /admin/matches/{id}/room: what the group's players are shown. */
export const roomDetailsSchema = z.object({
  roomId: z.string().trim().min(1, 'Room ID is required').max(100, 'Keep the room ID to 100 characters'),
  roomPassword: z
    .string()
    .trim()
    .min(1, 'Room password is required')
    .max(100, 'Keep the room password to 100 characters'),
});

export const OUTCOMES = ['win', 'loss', 'draw'] as const;

const whole = (label: string, min: number, max: number) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be a whole number`,
    })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} can be at most ${max.toLocaleString('en-IN')}`);

export const matchResultInputSchema = z.object({
  participantId: z.uuid({ error: 'Registration not found' }),
  rank: whole('Rank', 1, 10_000),
  points: whole('Points', 0, 1_000_000).default(0),
  /** Lobby placement: finishes (eliminations) in the match, worth the game's points per finish. */
  finishes: whole('Finishes', 0, 1_000).default(0),
  prize: whole('Prize', 0, 10_000_000).default(0),
  outcome: z.enum(OUTCOMES, { error: 'Choose win, loss or draw' }),
});

export const NO_RESULTS_MESSAGE = 'Give at least one result: a rank and an outcome.';

/** The places of the results whose rank another result has too (each rank is given once). */
export function sharedRanks(ranks: readonly (number | undefined)[]): number[] {
  return ranks.flatMap((rank, i) =>
    rank !== undefined && ranks.some((other, j) => j !== i && other === rank) ? [i] : [],
  );
}

/** Issues at `[i, 'rank']` for each result whose rank is given twice. */
export function checkRanks(results: readonly ({ rank: number } | null)[], ctx: z.RefinementCtx) {
  for (const i of sharedRanks(results.map((result) => result?.rank)))
    ctx.addIssue({ code: 'custom', path: [i, 'rank'], message: `Rank ${results[i]!.rank} is given twice` });
}

/** POST /admin/matches/{id}/results: some of the group's results, each rank once. */
export const matchResultsSchema = z
  .array(matchResultInputSchema)
  .min(1, NO_RESULTS_MESSAGE)
  .max(500, 'Give at most 500 results at once')
  .superRefine(checkRanks);

export const MATCH_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const adminMatchSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  groupNumber: z.number(),
  game: z.string(),
  playFormat: z.enum(['solo', 'squad']),
  number: z.number(),
  scheduledAt: z.date(),
  status: z.enum(MATCH_STATUSES),
  roomPublished: z.boolean(),
  results: z.number(),
});
export type AdminMatch = z.infer<typeof adminMatchSchema>;

/**
 * The console's filters of the match list (the server lists a group's matches, up to 500; the
 * console narrows them): a game, a status and an Indian calendar day, yyyy-mm-dd.
 */
export const adminMatchFiltersSchema = z.object({
  game: z.string().trim().max(100).default(''),
  status: z.enum(MATCH_STATUSES).or(z.literal('')).default(''),
  day: z
    .string()
    .regex(/^(\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))?$/, 'A day is yyyy-mm-dd.')
    .default(''),
});

/** One entry of a match's check-in list, for the organisers. */
export const adminCheckInSchema = z.object({
  participantId: z.string(),
  name: z.string(),
  /** Null: not checked in (a no-show once the window has closed). */
  checkedInAt: z.date().nullable(),
  by: z.enum(['player', 'organiser']).nullable(),
  /** The organiser who admitted the entry, by name or e-mail; null for the player's own check-in. */
  admittedBy: z.string().nullable(),
});
export type AdminCheckIn = z.infer<typeof adminCheckInSchema>;

/** One match for the organiser: the match, its group's paid registrations and the results so far. */
export const adminMatchDetailSchema = z.object({
  match: adminMatchSchema.extend({ roomId: z.string().nullable() }),
  members: z.array(
    z.object({
      participantId: z.string(),
      name: z.string(),
      /** Squad members besides the captain. */
      teammates: z.array(z.string()),
    }),
  ),
  results: z.array(matchResultInputSchema.required()),
  /** The check-in window (the match's own or the game's) and every paid entry's check-in. */
  checkIn: z.object({
    opensAt: z.date(),
    closesAt: z.date(),
    /** Whether the window's times are the organiser's for this match (else the game's). */
    custom: z.boolean(),
    entries: z.array(adminCheckInSchema),
  }),
});
export type AdminMatchDetail = z.infer<typeof adminMatchDetailSchema>;
