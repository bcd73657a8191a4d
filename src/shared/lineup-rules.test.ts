import { describe, expect, it } from 'vitest';
import {
  assignLobbies,
  firstRound,
  lineupSeed,
  meetingKey,
  seededShuffle,
  swissHistory,
  swissPairing,
  type Pairing,
} from './lineup-rules.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `e${String(i).padStart(3, '0')}`);

describe('seeded shuffle and lobbies', () => {
  it('gives the same order for the same seed, whatever order the ids come in', () => {
    const seed = lineupSeed('pool-1', 2);
    const order = seededShuffle(ids(30), seed);
    expect(seededShuffle([...ids(30)].reverse(), seed)).toEqual(order);
    expect(order).not.toEqual(ids(30));
    expect(seededShuffle(ids(30), lineupSeed('pool-1', 3))).not.toEqual(order);
    expect([...order].sort()).toEqual(ids(30));
  });

  it('spreads entries evenly over ceil(entries ÷ size) lobbies', () => {
    for (const [entries, size, counts] of [
      [101, 100, [51, 50]],
      [280, 100, [94, 93, 93]],
      [48, 48, [48]],
      [9, 8, [5, 4]],
      [1, 25, [1]],
    ] as const) {
      const lobbies = assignLobbies(ids(entries), size, 'seed');
      const sizes = [...lobbies.values()].reduce<number[]>((acc, lobby) => {
        acc[lobby - 1] = (acc[lobby - 1] ?? 0) + 1;
        return acc;
      }, []);
      expect(sizes).toEqual(counts);
    }
    expect(assignLobbies([], 25, 'seed').size).toBe(0);
  });
});

/** Every way to pair `rest` with no rematch, by brute force (small n only). */
function rematchFreeExists(rest: string[], met: ReadonlySet<string>): boolean {
  if (rest.length === 0) return true;
  const [top, ...others] = rest;
  return others.some(
    (other) =>
      !met.has(meetingKey(top!, other)) &&
      rematchFreeExists(
        others.filter((o) => o !== other),
        met,
      ),
  );
}

function rematches(pairing: Pairing, met: ReadonlySet<string>) {
  return pairing.pairs.filter(([a, b]) => met.has(meetingKey(a, b))).length;
}

/** A small deterministic generator for the random cases. */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('Swiss pairings', () => {
  it('round 1 pairs the shuffled entries, the odd one out has the bye', () => {
    const round = firstRound(ids(5), 'pool:1');
    const order = seededShuffle(ids(5), 'pool:1');
    expect(round).toEqual({
      pairs: [
        [order[0], order[1]],
        [order[2], order[3]],
      ],
      bye: order[4],
    });
  });

  it('pairs top-down, each against the highest-ranked it has not met, the bye to the lowest without one', () => {
    const [a, b, c, d, e] = ids(5) as [string, string, string, string, string];
    const history = swissHistory([
      { entryId: a, opponentId: b },
      { entryId: c, opponentId: d },
      { entryId: e, opponentId: null },
    ]);
    expect(swissPairing([a, b, c, d, e], history)).toEqual({
      pairs: [
        [a, c],
        [b, e],
      ],
      bye: d,
    });
  });

  it('backtracks rather than force a rematch further down', () => {
    const [a, b, c, d] = ids(4) as [string, string, string, string];
    // a–b would leave c–d, who met; so a takes c and b takes d.
    const history = swissHistory([{ entryId: c, opponentId: d }]);
    expect(swissPairing([a, b, c, d], history).pairs).toEqual([
      [a, c],
      [b, d],
    ]);
  });

  it('never pairs a rematch while a rematch-free pairing exists (random small cases, brute force)', () => {
    const random = randomOf(26);
    for (let trial = 0; trial < 3000; trial += 1) {
      const n = 2 + Math.floor(random() * 8);
      const ranked = ids(n);
      const met = new Set<string>();
      for (const a of ranked) for (const b of ranked) if (a < b && random() < 0.45) met.add(meetingKey(a, b));
      const hadBye = new Set(ranked.filter(() => random() < 0.3));
      const pairing = swissPairing(ranked, { met, hadBye });

      const seen = [...pairing.pairs.flat(), ...(pairing.bye ? [pairing.bye] : [])];
      expect([...seen].sort()).toEqual(ranked);
      expect(pairing.bye === null).toBe(n % 2 === 0);

      const byes = n % 2 === 0 ? [null] : ranked;
      const freeWith = (bye: string | null) =>
        rematchFreeExists(
          ranked.filter((id) => id !== bye),
          met,
        );
      const possible = byes.some(freeWith);
      expect(rematches(pairing, met) === 0, `case ${trial}`).toBe(possible);
      // The bye goes to an entry without one whenever that still leaves a rematch-free pairing.
      if (pairing.bye && byes.some((bye) => bye && !hadBye.has(bye) && freeWith(bye)))
        expect(hadBye.has(pairing.bye)).toBe(false);
    }
  });
});
