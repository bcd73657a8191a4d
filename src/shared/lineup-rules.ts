// A match's line-up as pure functions (docs/decisions/0025-championship-rules.md, "Lobbies are not
// pools" and "Head-to-head"): lobbies spread evenly and reshuffled each match by a seeded shuffle,
// and Swiss pairings, round 1 by the same shuffle, later rounds from the standings with no rematch
// while a rematch-free pairing exists. No zod and no server imports.

/** The seed of a match's shuffle: its pool and its number, kept so a line-up can be rebuilt. */
export const lineupSeed = (poolId: string, matchNumber: number): string => `${poolId}:${matchNumber}`;

/**
 * A 32-bit hash of the seed (FNV-1a over its UTF-16 code units). Part of the published rule: a
 * change here changes every line-up rebuilt from a kept seed, so it never changes.
 */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Mulberry32: a small, fixed pseudo-random generator of floats in [0, 1) from a 32-bit state. */
function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The ids in the seed's order: sorted first (so the order they were read in does not matter),
 * then a Fisher–Yates shuffle driven by Mulberry32 seeded with the seed's hash. The same ids and
 * seed always give the same order.
 */
export function seededShuffle(ids: readonly string[], seed: string): string[] {
  const order = [...ids].sort();
  const random = mulberry32(hashSeed(seed));
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** How many lobbies `entries` fill at `lobbySize` entries each: ceil(entries ÷ size). */
export const lobbyCount = (entries: number, lobbySize: number): number =>
  entries === 0 ? 0 : Math.ceil(entries / lobbySize);

/**
 * Each entry's lobby (1, 2, ...): the shuffled entries dealt in turn over ceil(entries ÷ size)
 * lobbies, so lobbies differ by at most one entry and none holds more than the lobby size.
 */
export function assignLobbies(ids: readonly string[], lobbySize: number, seed: string): Map<string, number> {
  if (lobbySize < 1) throw new Error('A lobby holds at least one entry');
  const lobbies = lobbyCount(ids.length, lobbySize);
  return new Map(seededShuffle(ids, seed).map((id, index) => [id, (index % lobbies) + 1]));
}

export interface Pairing {
  /** Pairs in board order (the best-ranked pair first). */
  pairs: [string, string][];
  /** The entry left out of an odd number, scored as a win; null when the number is even. */
  bye: string | null;
}

/** Who met whom before, and who had a bye. */
export interface SwissHistory {
  met: ReadonlySet<string>;
  hadBye: ReadonlySet<string>;
}

/** The key of a meeting in `SwissHistory.met`, the same in either order. */
export const meetingKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Past meetings from results: each (entry, opponent) of a round; a null opponent is a bye. */
export function swissHistory(
  rounds: readonly { entryId: string; opponentId: string | null }[],
): SwissHistory {
  const met = new Set<string>();
  const hadBye = new Set<string>();
  for (const round of rounds) {
    if (round.opponentId) met.add(meetingKey(round.entryId, round.opponentId));
    else hadBye.add(round.entryId);
  }
  return { met, hadBye };
}

/**
 * The search gives up after this many steps and pairs greedily (a rematch may then happen). Pools
 * play five rounds, so an entry has met at most four others and a rematch-free pairing is found in
 * a few steps; the budget only guards against a pathological history.
 */
const SEARCH_BUDGET = 200_000;

/**
 * Top-down pairing with backtracking: the best unpaired entry takes the highest-ranked entry it
 * has not met; when the rest cannot then be paired without a rematch, it takes the next one.
 */
function pairWithoutRematch(ranked: readonly string[], met: ReadonlySet<string>, budget: { steps: number }) {
  const paired = new Set<string>();
  const pairs: [string, string][] = [];
  const search = (): boolean => {
    const top = ranked.find((id) => !paired.has(id));
    if (top === undefined) return true;
    paired.add(top);
    for (const other of ranked) {
      if (paired.has(other) || met.has(meetingKey(top, other))) continue;
      if ((budget.steps += 1) > SEARCH_BUDGET) break;
      paired.add(other);
      pairs.push([top, other]);
      if (search()) return true;
      pairs.pop();
      paired.delete(other);
    }
    paired.delete(top);
    return false;
  };
  return search() ? pairs : null;
}

/** Top-down, each entry against the highest-ranked one it has not met, else the highest-ranked. */
function pairGreedily(ranked: readonly string[], met: ReadonlySet<string>): [string, string][] {
  const left = [...ranked];
  const pairs: [string, string][] = [];
  while (left.length > 1) {
    const top = left.shift()!;
    const index = Math.max(
      0,
      left.findIndex((other) => !met.has(meetingKey(top, other))),
    );
    pairs.push([top, left.splice(index, 1)[0]!]);
  }
  return pairs;
}

/**
 * A Swiss round from entries ranked best first. With an odd number, the bye goes to the
 * lowest-ranked entry without a bye yet; if that leaves no rematch-free pairing, to the next one up
 * (then to entries that had one), so no one meets an opponent twice while a pairing without a
 * rematch exists. Only when none exists are rematches allowed, paired top-down.
 */
export function swissPairing(ranked: readonly string[], history: SwissHistory): Pairing {
  const budget = { steps: 0 };
  const candidates: (string | null)[] =
    ranked.length % 2 === 0
      ? [null]
      : [
          ...[...ranked].reverse().filter((id) => !history.hadBye.has(id)),
          ...[...ranked].reverse().filter((id) => history.hadBye.has(id)),
        ];
  for (const bye of candidates) {
    const pairs = pairWithoutRematch(
      ranked.filter((id) => id !== bye),
      history.met,
      budget,
    );
    if (pairs) return { pairs, bye };
  }
  const bye = candidates[0] ?? null;
  return {
    pairs: pairGreedily(
      ranked.filter((id) => id !== bye),
      history.met,
    ),
    bye,
  };
}

/** Round 1: the entries in the seed's order, paired first with second and so on; the last odd one out has the bye. */
export function firstRound(ids: readonly string[], seed: string): Pairing {
  return swissPairing(seededShuffle(ids, seed), { met: new Set(), hadBye: new Set() });
}
