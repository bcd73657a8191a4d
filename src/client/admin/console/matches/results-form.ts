import { z } from 'zod';
import {
  checkRanks,
  matchResultInputSchema,
  NO_RESULTS_MESSAGE,
  OUTCOMES,
  type AdminMatchDetail,
} from '../../../../shared/matches.ts';

// The results form: a row per paid registration of the match's group, its inputs' text. A row left
// blank is left out (that player has no result yet); a started row is checked by the shared
// schema the server applies (shared/matches.ts), so the form and the API say the same things.

export type Outcome = (typeof OUTCOMES)[number];
export type ResultInput = z.output<typeof matchResultInputSchema>;

export interface ResultRow {
  participantId: string;
  rank: string;
  points: string;
  prize: string;
  outcome: Outcome | '';
}

/** The form's first rows: one per member, filled from the results already recorded. */
export function initialRows(detail: Pick<AdminMatchDetail, 'members' | 'results'>): ResultRow[] {
  return detail.members.map((member) => {
    const result = detail.results.find((r) => r.participantId === member.participantId);
    return result
      ? {
          participantId: member.participantId,
          rank: String(result.rank),
          points: String(result.points),
          prize: String(result.prize),
          outcome: result.outcome,
        }
      : { participantId: member.participantId, rank: '', points: '', prize: '', outcome: '' };
  });
}

/** A typed whole number, NaN for other text (the schema words it), undefined for none. */
function number(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const isBlank = (row: ResultRow) =>
  !row.rank.trim() && !row.points.trim() && !row.prize.trim() && !row.outcome;

const rowSchema = z
  .object({
    participantId: z.string(),
    rank: z.string(),
    points: z.string(),
    prize: z.string(),
    outcome: z.enum([...OUTCOMES, '']),
  })
  .transform((row): unknown => {
    if (isBlank(row)) return null;
    const [points, prize] = [number(row.points), number(row.prize)];
    return {
      participantId: row.participantId,
      rank: number(row.rank),
      ...(points === undefined ? {} : { points }),
      ...(prize === undefined ? {} : { prize }),
      outcome: row.outcome || undefined,
    };
  })
  .pipe(matchResultInputSchema.nullable());

export const resultsFormSchema = z
  .object({
    rows: z
      .array(rowSchema)
      .superRefine((results, ctx) => {
        if (results.every((result) => result === null))
          ctx.addIssue({ code: 'custom', message: NO_RESULTS_MESSAGE });
        checkRanks(results, ctx);
      })
      .transform((results) => results.filter((result) => result !== null)),
  })
  .transform(({ rows }) => rows);
export interface ResultsFormValues {
  rows: ResultRow[];
}
