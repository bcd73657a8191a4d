import { z } from 'zod';
import {
  headToHeadResults,
  matchResultInputSchema,
  NO_RESULTS_MESSAGE,
  OUTCOMES,
  placementResults,
  type AdminMatchDetail,
  type MatchResultInput,
} from '../../../../shared/matches.ts';
import type { ScoringFormat } from '../../../../shared/registration-rules.ts';

// The results form: a row per paid registration of the match's group, its inputs' text, asking
// what the game's scoring format needs (lobby placement: placement and finishes; head-to-head:
// outcome, opponent and score). A row left blank is left out (that entry has no result yet); a
// started row is checked by the shared schema and rules the server applies (shared/matches.ts), so
// the form and the API say the same things. Points are the server's to compute, prizes the pool's.

export type Outcome = (typeof OUTCOMES)[number];
export type ResultInput = MatchResultInput;

export interface ResultRow {
  participantId: string;
  rank: string;
  finishes: string;
  outcome: Outcome | '';
  /** Another entry of the group, or '' for none (a bye, when the outcome is a win). */
  opponentId: string;
  scoreFor: string;
  scoreAgainst: string;
}

const blankRow = (participantId: string): ResultRow => ({
  participantId,
  rank: '',
  finishes: '',
  outcome: '',
  opponentId: '',
  scoreFor: '',
  scoreAgainst: '',
});

/** The form's first rows: one per member, filled from the results already recorded. */
export function initialRows(detail: Pick<AdminMatchDetail, 'match' | 'members' | 'results'>): ResultRow[] {
  const placement = detail.match.scoringFormat === 'placement';
  return detail.members.map((member) => {
    const result = detail.results.find((r) => r.participantId === member.participantId);
    if (!result) return blankRow(member.participantId);
    return placement
      ? { ...blankRow(member.participantId), rank: String(result.rank), finishes: String(result.finishes) }
      : {
          ...blankRow(member.participantId),
          outcome: result.outcome,
          opponentId: result.opponentId ?? '',
          scoreFor: String(result.scoreFor),
          scoreAgainst: String(result.scoreAgainst),
        };
  });
}

/** A typed whole number, NaN for other text (the schema words it), undefined for none. */
function number(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const rowText = z.object({
  participantId: z.string(),
  rank: z.string(),
  finishes: z.string(),
  outcome: z.enum([...OUTCOMES, '']),
  opponentId: z.string(),
  scoreFor: z.string(),
  scoreAgainst: z.string(),
});

/** A row as the result the API takes, or null when it was left blank. */
function rowSchema(format: ScoringFormat) {
  return rowText
    .transform((row): unknown => {
      const defined = (entries: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
      if (format === 'placement') {
        if (!row.rank.trim() && !row.finishes.trim()) return null;
        return defined({
          participantId: row.participantId,
          rank: number(row.rank),
          finishes: number(row.finishes),
        });
      }
      if (!row.outcome && !row.opponentId && !row.scoreFor.trim() && !row.scoreAgainst.trim()) return null;
      return defined({
        participantId: row.participantId,
        outcome: row.outcome || undefined,
        opponentId: row.opponentId || null,
        scoreFor: number(row.scoreFor),
        scoreAgainst: number(row.scoreAgainst),
      });
    })
    .pipe(matchResultInputSchema.nullable());
}

/** The form's schema for a match of `format` with `entries` entries in its pool. */
export function resultsFormSchema(format: ScoringFormat, entries: number) {
  return z
    .object({
      rows: z
        .array(rowSchema(format))
        .superRefine((results, ctx) => {
          const given = results.flatMap((result, row) => (result ? [{ result, row }] : []));
          if (!given.length) {
            ctx.addIssue({ code: 'custom', message: NO_RESULTS_MESSAGE });
            return;
          }
          const inputs = given.map((g) => g.result);
          const { issues } =
            format === 'placement' ? placementResults(inputs, entries) : headToHeadResults(inputs);
          for (const issue of issues)
            ctx.addIssue({
              code: 'custom',
              path: issue.field ? [given[issue.index]!.row, issue.field] : [given[issue.index]!.row],
              message: issue.message,
            });
        })
        .transform((results) => results.filter((result) => result !== null)),
    })
    .transform(({ rows }) => rows);
}

export interface ResultsFormValues {
  rows: ResultRow[];
}
