import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHECK_IN,
  FINAL_INVITES,
  SEMI_FINAL_INVITES,
  awardPrizes,
  inviteCutoff,
  mergedOthersCount,
  placePrizePaise,
  poolSize,
  prizePlaces,
  rankStandings,
  realChance,
  poolSeasonPoints,
  rankSeason,
  seasonMonths,
  seasonPoints,
  type FinalStanding,
  type PrizeAward,
} from './championship-rules.ts';
import { PASSES } from './passes.ts';
import {
  PLAY_FORMATS,
  RISK_CATEGORIES,
  WIN_CHANCE,
  prizeBreakdown,
  prizePool,
  type PlayFormat,
  type RiskCategory,
} from './registration-rules.ts';

// docs/decisions/0025-championship-rules.md: pools, awards, season points, invitations, standings.

const TABLES = PLAY_FORMATS.flatMap((format) =>
  RISK_CATEGORIES.flatMap((risk) =>
    PASSES[format].map(({ priceCategory }) => ({
      format,
      risk,
      priceCategory,
      prizes: prizeBreakdown(format, risk, priceCategory)!,
    })),
  ),
);

const table = (format: PlayFormat, risk: RiskCategory, priceCategory: string) =>
  prizeBreakdown(format, risk, priceCategory)!;

/** Entries e1, e2, ... at the given ranks, all qualifying, paid in that order. */
const standingsAt = (ranks: number[], overrides: Partial<FinalStanding>[] = []): FinalStanding[] =>
  ranks.map((rank, i) => ({ entryId: `e${i + 1}`, rank, qualifies: true, paidAt: i, ...overrides[i] }));

const amounts = (awards: PrizeAward[]) => Object.fromEntries(awards.map((a) => [a.entryId, a.amountPaise]));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('prize pools (decision 25, "Prize pools keep the advertised chance")', () => {
  it('sizes every pool so that the real chance is at or above the promise', () => {
    const sizes = Object.fromEntries(
      TABLES.map((t) => [
        `${t.format} ${t.risk} ${t.priceCategory}`,
        poolSize(t.format, t.risk, t.priceCategory),
      ]),
    );
    expect(sizes).toEqual({
      'solo hr 1500': 280,
      'solo hr 500': 280,
      'solo lr 1500': 143,
      'solo lr 500': 143,
      'squad hr 6000': 80,
      'squad hr 2000': 80,
      'squad lr 6000': 60,
      'squad lr 2000': 43,
    });
    for (const t of TABLES)
      expect(realChance(t.format, t.risk, t.priceCategory)).toBeGreaterThanOrEqual(WIN_CHANCE[t.risk] / 100);
    expect(() => poolSize('solo', 'hr', '6000')).toThrow('No prize table for solo hr 6000');
  });

  it("agrees with the record's pool table, row by row", () => {
    const record = fs.readFileSync(
      new URL('../../docs/decisions/0025-championship-rules.md', import.meta.url),
      'utf8',
    );
    const rows = [
      ...record.matchAll(
        /^\s*\| (Solo|Squad) \| (High|Low) \| ([\d,]+) \| 3 \+ (\d+) = (\d+) \| (\d+) \| ([\d.]+) % \|\s*$/gm,
      ),
    ];
    const keys = rows.map(([, format, risk, pass]) => `${format} ${risk} ${pass}`);
    expect(new Set(keys).size).toBe(TABLES.length);
    for (const [, format, risk, pass, others, places, size, chance] of rows) {
      const key = [
        format!.toLowerCase() as PlayFormat,
        risk === 'High' ? 'hr' : 'lr',
        pass!.replace(',', ''),
      ] as const;
      const prizes = table(...key);
      expect(prizes.others.count).toBe(Number(others));
      expect(prizePlaces(prizes)).toBe(Number(places));
      expect(poolSize(...key)).toBe(Number(size));
      expect((realChance(...key) * 100).toFixed(1)).toBe(chance);
    }
  });

  it('grows a merged pool\'s "others" places so the chance holds, never below the table', () => {
    expect(mergedOthersCount(290, 10, 25)).toBe(26); // ceil(29) - 3
    expect(mergedOthersCount(163, 30, 40)).toBe(46); // ceil(48.9) - 3
    expect(mergedOthersCount(280, 10, 25)).toBe(25);
    expect(mergedOthersCount(44, 30, 10)).toBe(11); // ceil(13.2) - 3
    expect(mergedOthersCount(10, 10, 25)).toBe(25);
    expect(mergedOthersCount(100, 30)).toBe(27);
  });
});

describe('awarding prizes (decision 25, "Closing a pool and awarding prizes")', () => {
  it.each(TABLES)('pays the whole $format $risk $priceCategory table to a full qualifying field', (t) => {
    const size = poolSize(t.format, t.risk, t.priceCategory);
    const result = awardPrizes(standingsAt(Array.from({ length: size }, (_, i) => i + 1)), t.prizes);
    expect(result.awards).toHaveLength(prizePlaces(t.prizes));
    expect(result.awards[0]).toEqual({ entryId: 'e1', places: [1], amountPaise: t.prizes.first * 100 });
    expect(result.awards.at(-1)!.amountPaise).toBe(t.prizes.others.amount * 100);
    expect(sum(result.awards.map((a) => a.amountPaise))).toBe(prizePool(t.prizes) * 100);
    expect(result).toMatchObject({ awardedPaise: prizePool(t.prizes) * 100, unawardedPlaces: [] });
  });

  it('lets two entries tied at 3rd share 3rd and the first "other" place', () => {
    const result = awardPrizes(standingsAt([1, 2, 3, 3, 5]), table('solo', 'hr', '1500'));
    expect(result.awards.slice(2)).toEqual([
      { entryId: 'e3', places: [3, 4], amountPaise: 1_150_000 },
      { entryId: 'e4', places: [3, 4], amountPaise: 1_150_000 },
      { entryId: 'e5', places: [5], amountPaise: 300_000 },
    ]);
  });

  it('gives the paise left over from a share one each to the earliest payers, the sum exact', () => {
    // Solo, high risk, 500: 2nd + 3rd + an other = ₹17,000 for three.
    const standings = standingsAt([1, 2, 2, 2], [{}, { paidAt: 30 }, { paidAt: 10 }, { paidAt: 20 }]);
    const { awards, awardedPaise } = awardPrizes(standings, table('solo', 'hr', '500'));
    expect(amounts(awards)).toEqual({ e1: 1_600_000, e2: 566_666, e3: 566_667, e4: 566_667 });
    expect(awardedPaise).toBe(1_600_000 + 1_700_000);
    const dates = [3, 1, 2].map((day) => ({ paidAt: new Date(Date.UTC(2027, 0, day)) }));
    expect(amounts(awardPrizes(standingsAt([1, 1, 1], dates), table('solo', 'hr', '500')).awards)).toEqual({
      e1: 1_066_666,
      e2: 1_066_667,
      e3: 1_066_667,
    });
  });

  it('skips entries short of matches: their place goes to the next qualifying entry', () => {
    const standings = standingsAt([1, 2, 3, 4], [{ qualifies: false }, {}, { qualifies: false }]);
    const { awards } = awardPrizes(standings, table('squad', 'hr', '2000'));
    expect(awards).toEqual([
      { entryId: 'e2', places: [1], amountPaise: 5_000_000 },
      { entryId: 'e4', places: [2], amountPaise: 2_500_000 },
    ]);
  });

  it('leaves places unawarded when qualifying entries run out', () => {
    const standings = standingsAt([1, 2, 3, 4, 5, 6], [{}, {}, {}, {}, {}, { qualifies: false }]);
    const result = awardPrizes(standings, table('squad', 'hr', '2000'));
    expect(result.awards).toHaveLength(5);
    expect(result.unawardedPlaces).toEqual([6, 7, 8]);
    expect(result.awardedPaise).toBe((50_000 + 25_000 + 16_000 + 2 * 4_000) * 100);
    expect(awardPrizes([], table('squad', 'hr', '2000')).unawardedPlaces).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('shares places beyond the table as ₹0 when a tie runs past the last place', () => {
    // Squad, high risk, 6,000: 8 places; seven entries tied at 8th share one ₹12,000.
    const ranks = [1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8, 8, 8, 8, 15];
    const result = awardPrizes(standingsAt(ranks), table('squad', 'hr', '6000'));
    const tied = result.awards.filter((a) => a.places.includes(8));
    expect(tied.map((a) => a.amountPaise)).toEqual([
      171_429, 171_429, 171_429, 171_429, 171_428, 171_428, 171_428,
    ]);
    expect(tied[0]!.places).toEqual([8]);
    expect(result.awards.map((a) => a.entryId)).not.toContain('e15');
    expect(result).toMatchObject({
      awardedPaise: prizePool(table('squad', 'hr', '6000')) * 100,
      unawardedPlaces: [],
    });
  });

  it('keeps its invariants over 200 random pools (seeded)', () => {
    const random = mulberry32(25);
    const pick = (n: number) => Math.floor(random() * n);
    for (let pool = 0; pool < 200; pool++) {
      const { prizes } = TABLES[pick(TABLES.length)]!;
      const scores = Array.from({ length: 1 + pick(60) }, () => pick(12));
      const ranks = scores.map((score) => 1 + scores.filter((other) => other > score).length);
      const standings = standingsAt(ranks).map((entry) => ({
        ...entry,
        qualifies: random() < 0.8,
        paidAt: pick(1000),
      }));
      const { awards, awardedPaise, unawardedPlaces } = awardPrizes(standings, prizes);

      const awarded = Array.from({ length: prizePlaces(prizes) }, (_, i) => i + 1).filter(
        (p) => !unawardedPlaces.includes(p),
      );
      expect(sum(awards.map((a) => a.amountPaise))).toBe(awardedPaise);
      expect(awardedPaise).toBe(sum(awarded.map((place) => placePrizePaise(prizes, place))));
      const byId = new Map(standings.map((entry) => [entry.entryId, entry]));
      expect(awards.every((a) => byId.get(a.entryId)!.qualifies && Number.isInteger(a.amountPaise))).toBe(
        true,
      );
      const ranked = [...awards].sort((a, b) => byId.get(a.entryId)!.rank - byId.get(b.entryId)!.rank);
      ranked
        .slice(1)
        .forEach((award, i) => expect(award.amountPaise).toBeLessThanOrEqual(ranked[i]!.amountPaise));
      expect(new Set(awards.map((a) => a.entryId)).size).toBe(awards.length);
    }
  });
});

describe('season points and invitations (decision 25, "The road to the National Finals")', () => {
  it('scores a closed pool by final rank, only for entries that played every match', () => {
    expect([1, 2, 3].map((rank) => seasonPoints(rank, true, true))).toEqual([100, 80, 65]);
    expect(seasonPoints(4, true, true)).toBe(30);
    expect(seasonPoints(29, false, true)).toBe(10);
    expect(seasonPoints(1, false, false)).toBe(0);
    expect(seasonPoints(40, false, false)).toBe(0);
    // Two tied at 2nd both pass their shared rank.
    expect(seasonPoints(2, true, true)).toBe(80);
  });

  it('invites everyone within the places and all tied at the last invited rank', () => {
    const ranking = [6, 1, 3, 2, 3, 3].map((rank, i) => ({ id: `p${i}`, rank }));
    const ids = (places: number) => inviteCutoff(ranking, places).map((entry) => entry.id);
    expect(ids(2)).toEqual(['p1', 'p3']);
    expect(ids(3)).toEqual(['p1', 'p3', 'p2', 'p4', 'p5']);
    expect(ids(6)).toEqual(['p1', 'p3', 'p2', 'p4', 'p5', 'p0']);
    expect(ids(64)).toHaveLength(6);
    expect(ids(0)).toEqual([]);
    expect([SEMI_FINAL_INVITES, FINAL_INVITES, CHECK_IN]).toEqual([
      { solo: 64, squad: 16 },
      { solo: 16, squad: 4 },
      { opensMinutesBefore: 60, closesMinutesBefore: 15 },
    ]);
  });
});

describe('seasons (decision 25, "The road to the National Finals")', () => {
  it('spans 15 months from its start, across a new year', () => {
    const months = seasonMonths('2027-01');
    expect([months.length, months[0], months[11], months[12], months[14]]).toEqual([
      15,
      '2027-01',
      '2027-12',
      '2028-01',
      '2028-03',
    ]);
    expect(seasonMonths('2026-11').slice(0, 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it('places only qualifying entries, a tied group scoring its best place', () => {
    const standings = [
      { entryId: 'e', rank: 1, qualifies: false, paidAt: 0 },
      { entryId: 'a', rank: 2, qualifies: true, paidAt: 0 },
      { entryId: 'b', rank: 3, qualifies: true, paidAt: 0 },
      { entryId: 'c', rank: 3, qualifies: true, paidAt: 0 },
      { entryId: 'd', rank: 5, qualifies: true, paidAt: 0 },
      { entryId: 'f', rank: 6, qualifies: true, paidAt: 0 },
    ];
    expect(
      poolSeasonPoints(standings, 4).map(({ entryId, place, points }) => [entryId, place, points]),
    ).toEqual([
      ['e', null, 0],
      ['a', 1, 100],
      ['b', 2, 80],
      ['c', 2, 80],
      ['d', 4, 30],
      ['f', 5, 10],
    ]);
  });

  it('ranks accounts by points, Top 3 finishes, then qualifiers completed, counting each best pass', () => {
    const r = (accountId: string, qualifierId: string, points: number, place: number | null) => ({
      accountId,
      qualifierId,
      points,
      place,
    });
    const ranking = rankSeason([
      r('x', 'q1', 100, 1),
      r('x', 'q1', 10, 40), // a second pass in q1: only the best counts
      r('y', 'q1', 80, 2),
      r('y', 'q2', 30, 4), // 110, one Top 3
      r('z', 'q1', 30, 5),
      r('z', 'q2', 80, 2), // 110, one Top 3, two qualifiers: same as y
      r('w', 'q1', 100, 1),
      r('w', 'q2', 10, 20), // 110, one Top 3, two: same
      r('v', 'q1', 0, null),
    ]);
    expect(ranking.map(({ accountId, rank, points }) => [accountId, rank, points])).toEqual([
      ['w', 1, 110],
      ['y', 1, 110],
      ['z', 1, 110],
      ['x', 4, 100],
    ]);
    expect(
      rankSeason([r('a', 'q1', 65, 3), r('b', 'q1', 30, 4), r('b', 'q2', 35, 6)]).map((s) => s.accountId),
    ).toEqual(['a', 'b']);
  });
});

describe('lobby placement standings (decision 25, "Standings")', () => {
  it('ranks by points, then wins, then placement points, sharing ranks when all are equal', () => {
    const standings = rankStandings([
      { entryId: 'c', results: [{ placement: 3, finishes: 5 }] }, // 5 + 5
      { entryId: 'a', results: [{ placement: 1, finishes: 0 }] }, // 10, a win
      { entryId: 'b', results: [{ placement: 2, finishes: 4 }] }, // 6 + 4
      {
        entryId: 'top',
        results: [
          { placement: 2, finishes: 3 },
          { placement: 9, finishes: 2 },
        ],
      }, // 6 + 0 + 5
      { entryId: 'c2', results: [{ placement: 3, finishes: 5 }] },
      { entryId: 'last', results: [null, { placement: 20, finishes: 1 }] },
    ]);
    expect(standings.map((s) => [s.entryId, s.rank, s.points])).toEqual([
      ['top', 1, 11],
      ['a', 2, 10],
      ['b', 3, 10],
      ['c', 4, 10],
      ['c2', 4, 10],
      ['last', 6, 1],
    ]);
    expect(standings[0]).toMatchObject({ matchesPlayed: 2, wins: 0, placementPoints: 6, finishes: 5 });
    expect(standings[5]).toMatchObject({ matchesPlayed: 1, wins: 0, placementPoints: 0, finishes: 1 });
  });

  it('breaks the last tie by finishes, and scores no-shows as nothing played', () => {
    const tft = { placementPoints: [8, 7, 6, 5, 4, 3, 2, 1], pointsPerFinish: 0 };
    const standings = rankStandings(
      [
        { entryId: 'x', results: [{ placement: 1, finishes: 1 }] },
        { entryId: 'y', results: [{ placement: 1, finishes: 3 }] },
        { entryId: 'absent', results: [null, null] },
      ],
      tft,
    );
    expect(standings.map((s) => [s.entryId, s.rank, s.points])).toEqual([
      ['y', 1, 8],
      ['x', 2, 8],
      ['absent', 3, 0],
    ]);
    expect(standings[2]).toMatchObject({ matchesPlayed: 0, wins: 0, finishes: 0 });
  });

  it('ranks a 280-entry pool of five matches', () => {
    const random = mulberry32(280);
    const entries = Array.from({ length: 280 }, (_, i) => ({
      entryId: `e${i}`,
      results: Array.from({ length: 5 }, () =>
        random() < 0.1
          ? null
          : { placement: 1 + Math.floor(random() * 100), finishes: Math.floor(random() * 6) },
      ),
    }));
    const standings = rankStandings(entries);
    expect(standings).toHaveLength(280);
    standings.slice(1).forEach((s, i) => {
      const previous = standings[i]!;
      expect(s.points).toBeLessThanOrEqual(previous.points);
      expect(s.rank === previous.rank || s.rank === i + 2).toBe(true);
    });
  });
});

/** A small seeded generator, so the random pools are the same on every run. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
