import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { requestAs } from '../../../test/support/auth.ts';
import { admittedPool } from '../../../test/support/matches.ts';
import { poolStandings } from './service.ts';

// A pool's standings follow its results at once (docs/decisions/0025-championship-rules.md,
// "Standings"): every result recomputes them in the result's own transaction.

const { t, admin } = adminTestAppOfFile('games');

const poolOf = (game: string, players: number) => admittedPool(t, admin, game, players);

const standingsOf = (groupId: string) => poolStandings(t.db.orm.em.fork(), groupId);

describe('standings of a lobby-placement pool', () => {
  it('rank by placement points plus finishes after each result, ties sharing a rank', async () => {
    const { ids, matches, groupId } = await poolOf('bgmi', 3);
    const [a, b, c] = ids as [string, string, string];

    const first = await requestAs(t, admin, 'POST', `/admin/matches/${matches[0]!.id}/results`, {
      results: [
        { participantId: a, rank: 1, finishes: 2 },
        { participantId: b, rank: 2, finishes: 6 },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    // a: 10 + 2 = 12; b: 6 + 6 = 12, fewer wins; c did not play.
    expect(await standingsOf(groupId)).toEqual([
      expect.objectContaining({ participantId: a, rank: 1, points: 12, matchesPlayed: 1, wins: 1 }),
      expect.objectContaining({ participantId: b, rank: 2, points: 12, matchesPlayed: 1, wins: 0 }),
      expect.objectContaining({ participantId: c, rank: 3, points: 0, matchesPlayed: 0 }),
    ]);

    // The next match's result recomputes the pool: c overtakes both.
    await requestAs(t, admin, 'POST', `/admin/matches/${matches[1]!.id}/results`, {
      results: [{ participantId: c, rank: 1, finishes: 20 }],
    });
    const after = await standingsOf(groupId);
    expect(after[0]).toMatchObject({ participantId: c, rank: 1, points: 30 });
    expect(after.map((s) => s.rank)).toEqual([1, 2, 3]);
  });
});

describe('standings of a head-to-head pool', () => {
  it('score 3 for a win, 1 for a draw, and share a rank when nothing separates entries', async () => {
    const { ids, matches, groupId } = await poolOf('valorant', 3);
    const [a, b, c] = ids as [string, string, string];
    await requestAs(t, admin, 'POST', `/admin/matches/${matches[0]!.id}/results`, {
      results: [
        { participantId: a, outcome: 'draw', opponentId: b },
        { participantId: b, outcome: 'draw', opponentId: a },
        { participantId: c, outcome: 'win' },
      ],
    });
    expect(await standingsOf(groupId)).toEqual([
      expect.objectContaining({ participantId: c, rank: 1, points: 3, wins: 1 }),
      expect.objectContaining({ rank: 2, points: 1 }),
      expect.objectContaining({ rank: 2, points: 1 }),
    ]);
  });
});
