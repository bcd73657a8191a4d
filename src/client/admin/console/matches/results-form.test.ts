import { describe, expect, it } from 'vitest';
import { initialRows, resultsFormSchema, type ResultRow } from './results-form.ts';

const row = (participantId: string, over: Partial<ResultRow> = {}): ResultRow => ({
  participantId,
  rank: '',
  points: '',
  prize: '',
  outcome: '',
  ...over,
});
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const check = (rows: ResultRow[]) => resultsFormSchema.safeParse({ rows });
const messages = (rows: ResultRow[]) =>
  Object.fromEntries(check(rows).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

describe('initialRows', () => {
  it('gives each member a row, filled from the results already recorded', () => {
    const rows = initialRows({
      members: [
        { participantId: 'a', name: 'A', teammates: [] },
        { participantId: 'b', name: 'B', teammates: [] },
      ],
      results: [{ participantId: 'b', rank: 2, points: 40, finishes: 0, prize: 3000, outcome: 'win' }],
    });
    expect(rows).toEqual([row('a'), row('b', { rank: '2', points: '40', prize: '3000', outcome: 'win' })]);
  });
});

describe('the results form', () => {
  it('sends the filled rows, with points and prize 0 when left blank', () => {
    expect(
      check([
        row(A, { rank: '1', points: '25', prize: '500', outcome: 'win' }),
        row(B),
        row(C, { rank: ' 2 ', outcome: 'loss' }),
      ]).data,
    ).toEqual([
      { participantId: A, rank: 1, points: 25, finishes: 0, prize: 500, outcome: 'win' },
      { participantId: C, rank: 2, points: 0, finishes: 0, prize: 0, outcome: 'loss' },
    ]);
  });

  it("marks each wrong field of a started row, in the server's words", () => {
    expect(
      messages([
        row(A, { points: '-3', prize: '1.5' }),
        row(B, { rank: '0', outcome: 'win' }),
        row(C, { rank: '3', prize: '20000000', outcome: 'draw' }),
      ]),
    ).toEqual({
      'rows.0.rank': 'Rank is required',
      'rows.0.points': 'Points must be at least 0',
      'rows.0.prize': 'Prize must be a whole number',
      'rows.0.outcome': 'Choose win, loss or draw',
      'rows.1.rank': 'Rank must be at least 1',
      'rows.2.prize': 'Prize can be at most 1,00,00,000',
    });
  });

  it('wants at least one result, and each rank once', () => {
    expect(messages([row(A), row(B)])).toEqual({
      rows: 'Give at least one result: a rank and an outcome.',
    });
    expect(
      messages([row(A, { rank: '1', outcome: 'win' }), row(B), row(C, { rank: '1', outcome: 'loss' })]),
    ).toEqual({ 'rows.0.rank': 'Rank 1 is given twice', 'rows.2.rank': 'Rank 1 is given twice' });
  });
});
