import type { AdminMatchDetail } from '../../../../shared/matches.ts';

// The results form: a row per paid registration of the match's group. A row with no rank is left
// out (that player has no result yet); a row with one must be whole. Bounds are the server's
// (shared/matches.ts, matchResultInputSchema), checked here first so the whole form says what to fix.

export const OUTCOMES = ['win', 'loss', 'draw'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface ResultRow {
  participantId: string;
  rank: string;
  points: string;
  prize: string;
  outcome: Outcome | '';
}

export interface ResultInput {
  participantId: string;
  rank: number;
  points: number;
  prize: number;
  outcome: Outcome;
}

export type RowErrors = Partial<Record<'rank' | 'points' | 'prize' | 'outcome', string>>;

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

function wholeNumber(value: string, min: number, max: number, label: string): number | string {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return `${label} must be a whole number`;
  const n = Number(text);
  if (n < min) return `${label} must be at least ${min}`;
  if (n > max) return `${label} can be at most ${max.toLocaleString('en-IN')}`;
  return n;
}

/**
 * The results to send, or what is wrong: errors by participant id, and a message for the form
 * (no row filled in, or two rows with the same rank).
 */
export function validateResults(
  rows: readonly ResultRow[],
): { ok: true; results: ResultInput[] } | { ok: false; errors: Record<string, RowErrors>; message: string } {
  const errors: Record<string, RowErrors> = {};
  const results: ResultInput[] = [];
  for (const row of rows) {
    if (!row.rank.trim() && !row.points.trim() && !row.prize.trim() && !row.outcome) continue;
    const rowErrors: RowErrors = {};
    const rank = row.rank.trim() ? wholeNumber(row.rank, 1, 10_000, 'Rank') : 'Give a rank, or clear the row';
    const points = row.points.trim() ? wholeNumber(row.points, 0, 1_000_000, 'Points') : 0;
    const prize = row.prize.trim() ? wholeNumber(row.prize, 0, 10_000_000, 'Prize') : 0;
    if (typeof rank === 'string') rowErrors.rank = rank;
    if (typeof points === 'string') rowErrors.points = points;
    if (typeof prize === 'string') rowErrors.prize = prize;
    if (!row.outcome) rowErrors.outcome = 'Choose win, loss or draw';
    if (Object.keys(rowErrors).length) errors[row.participantId] = rowErrors;
    else
      results.push({
        participantId: row.participantId,
        rank: rank as number,
        points: points as number,
        prize: prize as number,
        outcome: row.outcome as Outcome,
      });
  }
  if (Object.keys(errors).length)
    return { ok: false, errors, message: 'Some results need fixing; see the marked fields.' };
  if (!results.length)
    return { ok: false, errors, message: 'Give at least one result: a rank and an outcome.' };
  const seen = new Map<number, string>();
  for (const result of results) {
    const other = seen.get(result.rank);
    if (other !== undefined) {
      errors[result.participantId] = { rank: `Rank ${result.rank} is given twice` };
      errors[other] = { rank: `Rank ${result.rank} is given twice` };
    }
    seen.set(result.rank, result.participantId);
  }
  if (Object.keys(errors).length)
    return { ok: false, errors, message: 'Each rank can be given once; see the marked fields.' };
  return { ok: true, results };
}
