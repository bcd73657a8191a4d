import { describe, expect, it } from 'vitest';
import { initialRows, validateResults, type ResultRow } from './results-form.ts';

const row = (participantId: string, over: Partial<ResultRow> = {}): ResultRow => ({
  participantId,
  rank: '',
  points: '',
  prize: '',
  outcome: '',
  ...over,
});

describe('initialRows', () => {
  it('gives each member a row, filled from the results already recorded', () => {
    const rows = initialRows({
      members: [
        { participantId: 'a', name: 'A', teammates: [] },
        { participantId: 'b', name: 'B', teammates: [] },
      ],
      results: [{ participantId: 'b', rank: 2, points: 40, prize: 3000, outcome: 'win' }],
    });
    expect(rows).toEqual([row('a'), row('b', { rank: '2', points: '40', prize: '3000', outcome: 'win' })]);
  });
});

describe('validateResults', () => {
  it('sends the filled rows, with points and prize 0 when left blank', () => {
    expect(
      validateResults([
        row('a', { rank: '1', points: '25', prize: '500', outcome: 'win' }),
        row('b'),
        row('c', { rank: ' 2 ', outcome: 'loss' }),
      ]),
    ).toEqual({
      ok: true,
      results: [
        { participantId: 'a', rank: 1, points: 25, prize: 500, outcome: 'win' },
        { participantId: 'c', rank: 2, points: 0, prize: 0, outcome: 'loss' },
      ],
    });
  });

  it('marks each wrong field of a started row', () => {
    const checked = validateResults([
      row('a', { points: '-3', prize: '1.5' }),
      row('b', { rank: '0', outcome: 'win' }),
      row('c', { rank: '3', prize: '20000000', outcome: 'draw' }),
    ]);
    expect(checked).toEqual({
      ok: false,
      message: 'Some results need fixing; see the marked fields.',
      errors: {
        a: {
          rank: 'Give a rank, or clear the row',
          points: 'Points must be a whole number',
          prize: 'Prize must be a whole number',
          outcome: 'Choose win, loss or draw',
        },
        b: { rank: 'Rank must be at least 1' },
        c: { prize: 'Prize can be at most 1,00,00,000' },
      },
    });
  });

  it('wants at least one result, and each rank once', () => {
    expect(validateResults([row('a'), row('b')])).toMatchObject({
      ok: false,
      message: 'Give at least one result: a rank and an outcome.',
    });
    expect(
      validateResults([row('a', { rank: '1', outcome: 'win' }), row('b', { rank: '1', outcome: 'loss' })]),
    ).toEqual({
      ok: false,
      message: 'Each rank can be given once; see the marked fields.',
      errors: { a: { rank: 'Rank 1 is given twice' }, b: { rank: 'Rank 1 is given twice' } },
    });
  });
});
