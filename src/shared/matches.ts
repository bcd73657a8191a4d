import { z } from 'zod';
import { SCORING_FORMATS } from './registration-rules.ts';

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

/**
 * One entry's result as the organiser gives it. What is asked follows the game's scoring format
 * (docs/decisions/0025-championship-rules.md, "Results and scoring"): lobby placement takes the
 * placement (`rank`) and finishes; head-to-head the outcome, the opponent and the score. Points are
 * never given: the server computes them from the game's scoring. Prizes are awarded per pool at its
 * close, not per match, so neither is a field (an unknown field is refused, not ignored).
 */
export const matchResultInputSchema = z.strictObject(
  {
    participantId: z.uuid({ error: 'Registration not found' }),
    /** Lobby placement: the place in the lobby, 1 for the winner. */
    rank: whole('Placement', 1, 10_000).optional(),
    /** Lobby placement: finishes (eliminations) in the match, worth the game's points per finish. */
    finishes: whole('Finishes', 0, 1_000).optional(),
    /** Head-to-head: the result of the round (a win with no opponent is a bye). */
    outcome: z.enum(OUTCOMES, { error: 'Choose win, loss or draw' }).optional(),
    /** Head-to-head: the entry met, another registration of the pool; null or left out for a bye. */
    opponentId: z.uuid({ error: 'Opponent not found' }).nullable().optional(),
    /** Head-to-head: rounds or games won and lost in the match (0 when left out). */
    scoreFor: whole('Score for', 0, 1_000).optional(),
    scoreAgainst: whole('Score against', 0, 1_000).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field ${issue.keys.join(', ')}: a result gives a placement and finishes, or an outcome, opponent and score; points are computed and prizes are awarded per pool.`
        : undefined,
  },
);
export type MatchResultInput = z.output<typeof matchResultInputSchema>;

export const NO_RESULTS_MESSAGE = 'Give at least one result.';

/** The places of the results whose rank another result has too (each rank is given once). */
export function sharedRanks(ranks: readonly (number | undefined)[]): number[] {
  return ranks.flatMap((rank, i) =>
    rank !== undefined && ranks.some((other, j) => j !== i && other === rank) ? [i] : [],
  );
}

/** Issues at `[i, 'rank']` for each result whose placement is given twice. */
export function checkRanks(results: readonly ({ rank?: number | undefined } | null)[], ctx: z.RefinementCtx) {
  for (const i of sharedRanks(results.map((result) => result?.rank)))
    ctx.addIssue({
      code: 'custom',
      path: [i, 'rank'],
      message: `Placement ${results[i]!.rank} is given twice`,
    });
}

/** POST /admin/matches/{id}/results: some of the group's results, each entry once. */
export const matchResultsSchema = z
  .array(matchResultInputSchema)
  .min(1, NO_RESULTS_MESSAGE)
  .max(500, 'Give at most 500 results at once');

/** One problem of one result (its index in the list), in the words the console shows by the field. */
export interface ResultIssue {
  index: number;
  field: 'rank' | 'finishes' | 'outcome' | 'opponentId' | 'scoreFor' | 'scoreAgainst' | null;
  message: string;
}

/** A result the server stores: the format's fields, the rest at their neutral values. */
export interface ScoredResult {
  participantId: string;
  rank: number;
  finishes: number;
  outcome: (typeof OUTCOMES)[number];
  opponentId: string | null;
  scoreFor: number;
  scoreAgainst: number;
}

const HEAD_TO_HEAD_ONLY = ['outcome', 'opponentId', 'scoreFor', 'scoreAgainst'] as const;

/**
 * A lobby-placement match's results checked and completed: each a placement from 1 to the match's
 * entries, each placement once, no head-to-head fields. The outcome is derived (1st is the win) so
 * the player's list of matches keeps its badge. Until lobbies are built, a match is one lobby of
 * its pool's paid entries, so `entries` is their number.
 */
export function placementResults(
  results: readonly MatchResultInput[],
  entries: number,
): { results: ScoredResult[]; issues: ResultIssue[] } {
  const issues: ResultIssue[] = [];
  results.forEach((result, index) => {
    if (result.rank === undefined) issues.push({ index, field: 'rank', message: 'Placement is required' });
    else if (result.rank > entries)
      issues.push({
        index,
        field: 'rank',
        message: `Placement ${result.rank} is out of range: the match has ${entries} ${entries === 1 ? 'entry' : 'entries'}`,
      });
    for (const field of HEAD_TO_HEAD_ONLY)
      if (result[field] !== undefined)
        issues.push({
          index,
          field,
          message: 'This game is scored by placement and finishes, not head-to-head',
        });
  });
  for (const index of sharedRanks(results.map((r) => r.rank)))
    issues.push({ index, field: 'rank', message: `Placement ${results[index]!.rank} is given twice` });
  return {
    issues,
    results: results.map((r) => ({
      participantId: r.participantId,
      rank: r.rank ?? 0,
      finishes: r.finishes ?? 0,
      outcome: r.rank === 1 ? 'win' : 'loss',
      opponentId: null,
      scoreFor: 0,
      scoreAgainst: 0,
    })),
  };
}

const OPPOSITE = { win: 'loss', loss: 'win', draw: 'draw' } as const;

type Issue = Omit<ResultIssue, 'index'> | null;

/** A score, when given, that says another outcome than the one given. */
function scoreIssue(mine: ScoredResult): Issue {
  if (mine.scoreFor + mine.scoreAgainst === 0) return null;
  const sign = Math.sign(mine.scoreFor - mine.scoreAgainst);
  if (sign === { win: 1, draw: 0, loss: -1 }[mine.outcome]) return null;
  return {
    field: 'scoreFor',
    message: `A score of ${mine.scoreFor}–${mine.scoreAgainst} is not a ${mine.outcome}`,
  };
}

/** A pairing that does not hold: no opponent for a loss or draw, or an opponent whose result disagrees. */
function pairingIssue(mine: ScoredResult, all: readonly ScoredResult[]): Issue {
  if (!mine.opponentId)
    return mine.outcome === 'win'
      ? null
      : { field: 'opponentId', message: `A ${mine.outcome} needs an opponent; only a win can be a bye` };
  if (mine.opponentId === mine.participantId)
    return { field: 'opponentId', message: 'An entry cannot be its own opponent' };
  if (
    all.some(
      (other) =>
        other !== mine && other.opponentId === mine.opponentId && other.participantId !== mine.opponentId,
    )
  )
    return { field: 'opponentId', message: 'Another entry has this opponent in this match' };
  const rival = all.find((other) => other.participantId === mine.opponentId);
  if (!rival) return null;
  if (rival.opponentId !== mine.participantId)
    return { field: 'opponentId', message: "The opponent's result names another opponent" };
  if (rival.outcome !== OPPOSITE[mine.outcome])
    return {
      field: 'outcome',
      message: `The opponent's result is a ${rival.outcome}, so this one must be a ${OPPOSITE[rival.outcome]}`,
    };
  if (rival.scoreFor !== mine.scoreAgainst || rival.scoreAgainst !== mine.scoreFor)
    return {
      field: 'scoreFor',
      message: `The opponent's result has the score ${rival.scoreFor}–${rival.scoreAgainst}`,
    };
  return null;
}

/**
 * A head-to-head match's results checked and completed. A win with no opponent is a bye; a loss or
 * a draw needs an opponent. Draws are accepted in every head-to-head game: the games carry no
 * "draws allowed" setting yet, so the organiser is trusted with it. An opponent's own result, given
 * here or recorded before (`recorded`), must be the mirror: the same pairing, the opposite outcome
 * and the score reversed. A score, when given, must agree with the outcome.
 *
 * The rank of a head-to-head result is derived, not asked: its place in its pairing, 1 for a win
 * (a bye too) and for both sides of a draw, 2 for a loss. The pool's standings rank across rounds.
 */
export function headToHeadResults(
  results: readonly MatchResultInput[],
  recorded: readonly ScoredResult[] = [],
): { results: ScoredResult[]; issues: ResultIssue[] } {
  const issues: ResultIssue[] = [];
  const scored: ScoredResult[] = results.map((r) => ({
    participantId: r.participantId,
    rank: r.outcome === 'loss' ? 2 : 1,
    finishes: 0,
    outcome: r.outcome ?? 'win',
    opponentId: r.opponentId ?? null,
    scoreFor: r.scoreFor ?? 0,
    scoreAgainst: r.scoreAgainst ?? 0,
  }));
  const given = new Set(scored.map((r) => r.participantId));
  const all = [...scored, ...recorded.filter((r) => !given.has(r.participantId))];
  results.forEach((result, index) => {
    if (result.rank !== undefined || result.finishes !== undefined)
      issues.push({
        index,
        field: result.rank !== undefined ? 'rank' : 'finishes',
        message: 'This game is head-to-head: give the outcome, opponent and score, not a placement',
      });
    if (result.outcome === undefined) {
      issues.push({ index, field: 'outcome', message: 'Choose win, loss or draw' });
      return;
    }
    const mine = scored[index]!;
    for (const issue of [scoreIssue(mine), pairingIssue(mine, all)])
      if (issue) issues.push({ index, ...issue });
  });
  return { results: scored, issues };
}

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
  match: adminMatchSchema.extend({
    roomId: z.string().nullable(),
    /** How the game scores a match, and its lobby-placement scoring (the form shows the points). */
    scoringFormat: z.enum(SCORING_FORMATS),
    placementPoints: z.array(z.number()),
    pointsPerFinish: z.number(),
  }),
  members: z.array(
    z.object({
      participantId: z.string(),
      name: z.string(),
      /** Squad members besides the captain. */
      teammates: z.array(z.string()),
    }),
  ),
  results: z.array(
    z.object({
      participantId: z.string(),
      rank: z.number(),
      /** Computed by the server from the game's scoring. */
      points: z.number(),
      finishes: z.number(),
      outcome: z.enum(OUTCOMES),
      opponentId: z.string().nullable(),
      scoreFor: z.number(),
      scoreAgainst: z.number(),
    }),
  ),
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

/** The longest result file the import takes: 500 rows fit in a fraction of it. */
export const MAX_RESULT_FILE_CHARS = 100_000;

/** POST /admin/matches/{id}/results/import(/preview): a lobby's result file, as CSV text. */
export const resultFileSchema = z.object({
  file: z
    .string({ error: 'Give the result file as CSV text' })
    .min(1, 'The result file is empty')
    .max(MAX_RESULT_FILE_CHARS, 'Keep the result file to 100 KB (it takes at most 500 rows)'),
});

/** A result file read and checked: each row as it would be recorded, and every problem by line. */
export const resultImportPreviewSchema = z.object({
  scoringFormat: z.enum(SCORING_FORMATS),
  rows: z.array(
    z.object({
      line: z.number(),
      username: z.string(),
      /** The entry the username belongs to (any member of a squad names it), null when unknown. */
      participantId: z.string().nullable(),
      name: z.string().nullable(),
      rank: z.number().nullable(),
      finishes: z.number().nullable(),
      outcome: z.enum(OUTCOMES).nullable(),
      /** Head-to-head: the opponent's username as written, null for a bye. */
      opponent: z.string().nullable(),
      scoreFor: z.number().nullable(),
      scoreAgainst: z.number().nullable(),
      /** What the row would score; null while it has a problem. */
      points: z.number().nullable(),
      errors: z.array(z.string()),
    }),
  ),
  /** Every problem, each starting with its line ("Line 4: ..."); none means it can be confirmed. */
  errors: z.array(z.string()),
});
export type ResultImportPreview = z.infer<typeof resultImportPreviewSchema>;
