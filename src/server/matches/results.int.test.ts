import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { requestAs } from '../../../test/support/auth.ts';
import { admittedPool } from '../../../test/support/matches.ts';
import { poolStandings } from '../standings/index.ts';

// Results follow the game's scoring format (docs/decisions/0025-championship-rules.md, "Results
// and scoring"): lobby placement takes a placement and finishes and computes the points from the
// game's table; head-to-head takes an outcome, an opponent and a score. Every result recomputes the
// pool's standings.

const { t, admin } = adminTestAppOfFile('games');

const poolOf = (game: string, players: number) => admittedPool(t, admin, game, players);

const post = (matchId: string, results: object[]) =>
  requestAs(t, admin, 'POST', `/admin/matches/${matchId}/results`, { results });
const detail = async (matchId: string) =>
  (await requestAs(t, admin, 'GET', `/admin/matches/${matchId}`)).json();
const standingsOf = (groupId: string) => poolStandings(t.db.orm.em.fork(), groupId);

async function setScoring(slug: string, scoring: { placementPoints: number[]; pointsPerFinish: number }) {
  const game = (await t.app.inject({ url: '/api/games' }))
    .json<{ id: string; slug: string; name: string; category: string }[]>()
    .find((g) => g.slug === slug)!;
  const res = await requestAs(t, admin, 'PUT', `/admin/games/${game.id}`, {
    slug: game.slug,
    name: game.name,
    category: game.category,
    ...scoring,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('lobby placement results', () => {
  it("compute points from the game's own table and points per finish, and rank the pool after each", async () => {
    await setScoring('fortnite', { placementPoints: [20, 10, 5], pointsPerFinish: 2 });
    const { ids, matches, groupId } = await poolOf('fortnite', 3);
    const [a, b, c] = ids as [string, string, string];

    const first = await post(matches[0]!.id, [
      { participantId: a, rank: 1, finishes: 3 },
      { participantId: b, rank: 2 },
      { participantId: c, rank: 3, finishes: 8 },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    // a: 20 + 3 × 2; b: 10; c: 5 + 8 × 2.
    expect((await detail(matches[0]!.id)).results).toEqual([
      expect.objectContaining({ participantId: a, rank: 1, finishes: 3, points: 26, outcome: 'win' }),
      expect.objectContaining({ participantId: b, rank: 2, finishes: 0, points: 10, outcome: 'loss' }),
      expect.objectContaining({ participantId: c, rank: 3, finishes: 8, points: 21, outcome: 'loss' }),
    ]);
    expect((await standingsOf(groupId)).map((s) => [s.participantId, s.rank, s.points])).toEqual([
      [a, 1, 26],
      [c, 2, 21],
      [b, 3, 10],
    ]);

    // b wins the next with 3 finishes: a and b are then equal in points, wins, placement points
    // and finishes, and share the first rank.
    await post(matches[1]!.id, [
      { participantId: b, rank: 1, finishes: 3 },
      { participantId: a, rank: 2, finishes: 0 },
    ]);
    expect((await standingsOf(groupId)).map((s) => [s.rank, s.points])).toEqual([
      [1, 36],
      [1, 36],
      [3, 21],
    ]);
  });

  it('refuse points and prizes, placements out of range or given twice, and head-to-head fields, changing nothing', async () => {
    const { ids, matches, groupId } = await poolOf('free-fire-max', 2);
    const [a, b] = ids as [string, string];
    const before = await standingsOf(groupId);
    const refusals = [
      [[{ participantId: a, rank: 1, points: 40 }], 'Unknown field points'],
      [[{ participantId: a, rank: 1, prize: 3000 }], 'Unknown field prize'],
      [[{ participantId: a, rank: 3 }], 'Placement 3 is out of range: the match has 2 entries'],
      [
        [
          { participantId: a, rank: 1 },
          { participantId: b, rank: 1 },
        ],
        'Placement 1 is given twice',
      ],
      [[{ participantId: a, rank: 1, outcome: 'win' }], 'scored by placement and finishes, not head-to-head'],
      [[{ participantId: a, finishes: 2 }], 'Placement is required'],
    ] as const;
    for (const [results, message] of refusals) {
      const res = await post(matches[0]!.id, [...results]);
      expect(res.statusCode, JSON.stringify(results)).toBe(400);
      expect(res.json().error).toContain(message);
    }
    expect((await detail(matches[0]!.id)).match).toMatchObject({ status: 'scheduled', results: 0 });
    expect(await standingsOf(groupId)).toEqual(before);
  });
});

describe('head-to-head results', () => {
  it('score a win 3, a draw 1, a loss 0 and a bye as a win, with Buchholz from the opponents', async () => {
    const { ids, matches, groupId } = await poolOf('valorant', 5);
    const [a, b, c, d, e] = ids as [string, string, string, string, string];
    const res = await post(matches[0]!.id, [
      { participantId: a, outcome: 'win', opponentId: b, scoreFor: 2, scoreAgainst: 1 },
      { participantId: b, outcome: 'loss', opponentId: a, scoreFor: 1, scoreAgainst: 2 },
      { participantId: c, outcome: 'draw', opponentId: d, scoreFor: 1, scoreAgainst: 1 },
      { participantId: d, outcome: 'draw', opponentId: c, scoreFor: 1, scoreAgainst: 1 },
      { participantId: e, outcome: 'win' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const results = (await detail(matches[0]!.id)).results as { participantId: string }[];
    const resultOf = (id: string) => results.find((r) => r.participantId === id);
    expect(resultOf(a)).toMatchObject({ rank: 1, points: 3, opponentId: b, scoreFor: 2, scoreAgainst: 1 });
    expect(resultOf(b)).toMatchObject({ rank: 2, points: 0, opponentId: a });
    expect(resultOf(c)).toMatchObject({ rank: 1, points: 1, outcome: 'draw' });
    expect(resultOf(e)).toMatchObject({ rank: 1, points: 3, opponentId: null, outcome: 'win' });

    // a and e: 3 points, Buchholz 0 (b has 0, a bye counts 0); a's score difference puts it first.
    // c and d: 1 point, Buchholz 1 each, nothing else between them: they share 3rd. b: Buchholz 3.
    expect(
      (await standingsOf(groupId)).map((s) => [
        s.participantId,
        s.rank,
        s.points,
        s.buchholz,
        s.scoreDifference,
      ]),
    ).toEqual([
      [a, 1, 3, 0, 1],
      [e, 2, 3, 0, 0],
      ...[
        [c, 3, 1, 1, 0],
        [d, 3, 1, 1, 0],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
      [b, 5, 0, 3, -1],
    ]);

    // Round 2, entered one side at a time: e beats a; a's own result must then mirror it.
    expect(
      (await post(matches[1]!.id, [{ participantId: e, outcome: 'win', opponentId: a, scoreFor: 2 }]))
        .statusCode,
    ).toBe(200);
    const mismatch = await post(matches[1]!.id, [{ participantId: a, outcome: 'win', opponentId: e }]);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toContain("The opponent's result is a win, so this one must be a loss");
    expect(
      (await post(matches[1]!.id, [{ participantId: a, outcome: 'loss', opponentId: e, scoreAgainst: 2 }]))
        .statusCode,
    ).toBe(200);
    const after = await standingsOf(groupId);
    // e: 6 points, Buchholz = a's 3 (round 2) + 0 (bye).
    expect(after[0]).toMatchObject({ participantId: e, rank: 1, points: 6, buchholz: 3, wins: 2 });
  });

  it('refuse a loss without an opponent, a score against the outcome, a placement and an outsider', async () => {
    const { ids, matches } = await poolOf('dota-2', 2);
    const [a, b] = ids as [string, string];
    const [outsider] = (await poolOf('league-of-legends', 1)).ids;
    const refusals = [
      [{ participantId: a, outcome: 'loss' }, 'A loss needs an opponent; only a win can be a bye'],
      [{ participantId: a, outcome: 'draw' }, 'A draw needs an opponent'],
      [
        { participantId: a, outcome: 'win', opponentId: b, scoreFor: 0, scoreAgainst: 2 },
        'A score of 0–2 is not a win',
      ],
      [{ participantId: a, outcome: 'win', rank: 1 }, 'This game is head-to-head'],
      [{ participantId: a }, 'Choose win, loss or draw'],
      [{ participantId: a, outcome: 'win', opponentId: a }, 'An entry cannot be its own opponent'],
      [{ participantId: a, outcome: 'win', opponentId: outsider }, "does not play in this match's group"],
    ] as const;
    for (const [result, message] of refusals) {
      const res = await post(matches[0]!.id, [result]);
      expect(res.statusCode, JSON.stringify(result)).toBe(400);
      expect(res.json().error).toContain(message);
    }
    expect((await detail(matches[0]!.id)).match).toMatchObject({ status: 'scheduled', results: 0 });
  });
});
