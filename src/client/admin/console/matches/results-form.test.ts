import { describe, expect, it } from 'vitest';
import type { AdminMatchDetail } from '../../../../shared/matches.ts';
import { initialRows, resultsFormSchema, type ResultRow } from './results-form.ts';

const row = (participantId: string, over: Partial<ResultRow> = {}): ResultRow => ({
  participantId,
  rank: '',
  finishes: '',
  outcome: '',
  opponentId: '',
  scoreFor: '',
  scoreAgainst: '',
  ...over,
});
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const placement = (rows: ResultRow[], entries = 3) =>
  resultsFormSchema('placement', entries).safeParse({ rows });
const headToHead = (rows: ResultRow[]) => resultsFormSchema('head-to-head', 3).safeParse({ rows });
const messages = (check: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  Object.fromEntries(check.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

const match = (scoringFormat: 'placement' | 'head-to-head') =>
  ({ scoringFormat, placementPoints: [10, 6], pointsPerFinish: 1 }) as AdminMatchDetail['match'];
const members = [
  { participantId: 'a', name: 'A', teammates: [] },
  { participantId: 'b', name: 'B', teammates: [] },
];
const recorded = {
  participantId: 'b',
  rank: 2,
  points: 9,
  finishes: 3,
  outcome: 'loss' as const,
  opponentId: 'a',
  scoreFor: 1,
  scoreAgainst: 2,
};

describe('initialRows', () => {
  it("gives each member a row, filled from the results already recorded, in the format's fields", () => {
    expect(initialRows({ match: match('placement'), members, results: [recorded] })).toEqual([
      row('a'),
      row('b', { rank: '2', finishes: '3' }),
    ]);
    expect(initialRows({ match: match('head-to-head'), members, results: [recorded] })).toEqual([
      row('a'),
      row('b', { outcome: 'loss', opponentId: 'a', scoreFor: '1', scoreAgainst: '2' }),
    ]);
  });
});

describe('the placement results form', () => {
  it('sends the filled rows: placement and finishes, never points or prize', () => {
    expect(placement([row(A, { rank: '1', finishes: '4' }), row(B), row(C, { rank: ' 2 ' })]).data).toEqual([
      { participantId: A, rank: 1, finishes: 4 },
      { participantId: C, rank: 2 },
    ]);
  });

  it("marks each wrong field of a started row, in the server's words", () => {
    expect(
      messages(
        placement([
          row(A, { finishes: '-3' }),
          row(B, { rank: '0' }),
          row(C, { rank: '4', finishes: '1.5' }),
        ]),
      ),
    ).toEqual({
      'rows.0.finishes': 'Finishes must be at least 0',
      'rows.1.rank': 'Placement must be at least 1',
      'rows.2.finishes': 'Finishes must be a whole number',
    });
    expect(messages(placement([row(A, { finishes: '2' }), row(C, { rank: '4' })]))).toEqual({
      'rows.0.rank': 'Placement is required',
      'rows.1.rank': 'Placement 4 is out of range: the match has 3 entries',
    });
  });

  it('wants at least one result, and each placement once', () => {
    expect(messages(placement([row(A), row(B)]))).toEqual({ rows: 'Give at least one result.' });
    expect(messages(placement([row(A, { rank: '1' }), row(B), row(C, { rank: '1' })]))).toEqual({
      'rows.0.rank': 'Placement 1 is given twice',
      'rows.2.rank': 'Placement 1 is given twice',
    });
  });
});

describe('the head-to-head results form', () => {
  it('sends outcome, opponent and score; a win with no opponent is a bye', () => {
    expect(
      headToHead([
        row(A, { outcome: 'win', opponentId: B, scoreFor: '2', scoreAgainst: '1' }),
        row(B, { outcome: 'loss', opponentId: A, scoreFor: '1', scoreAgainst: '2' }),
        row(C, { outcome: 'win' }),
      ]).data,
    ).toEqual([
      { participantId: A, outcome: 'win', opponentId: B, scoreFor: 2, scoreAgainst: 1 },
      { participantId: B, outcome: 'loss', opponentId: A, scoreFor: 1, scoreAgainst: 2 },
      { participantId: C, outcome: 'win', opponentId: null },
    ]);
  });

  it('names a missing outcome, a loss without an opponent and sides that disagree', () => {
    expect(
      messages(
        headToHead([
          row(A, { outcome: 'win', opponentId: B }),
          row(B, { outcome: 'win', opponentId: A }),
          row(C, { scoreFor: '1' }),
        ]),
      ),
    ).toEqual({
      'rows.0.outcome': "The opponent's result is a win, so this one must be a loss",
      'rows.1.outcome': "The opponent's result is a win, so this one must be a loss",
      'rows.2.outcome': 'Choose win, loss or draw',
    });
    expect(messages(headToHead([row(A, { outcome: 'loss' })]))).toEqual({
      'rows.0.opponentId': 'A loss needs an opponent; only a win can be a bye',
    });
  });
});
