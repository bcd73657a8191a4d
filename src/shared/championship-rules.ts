import {
  WIN_CHANCE,
  prizeBreakdown,
  type PlayFormat,
  type PrizeBreakdown,
  type RiskCategory,
} from './registration-rules.ts';

// The championship's rules as pure functions (docs/decisions/0025-championship-rules.md): pool
// sizes, the merge rule, standings for lobby placement, prize awards with shared places, season
// points and the invitations to the Semi-Finals and Finals. No zod and no server imports: the
// landing page may import it. Money is integer paise here, never a float.

/** Season points by final rank; tied entries get the points of their shared rank. */
export const SEASON_POINTS = { first: 100, second: 80, third: 65, otherPrizePlace: 30, playedEveryMatch: 10 };
/** How many of a season's best are invited to the Semi-Finals, per game and format. */
export const SEMI_FINAL_INVITES: Record<PlayFormat, number> = { solo: 64, squad: 16 };
/** How many of the Semi-Finals' best are invited to the National Finals. */
export const FINAL_INVITES: Record<PlayFormat, number> = { solo: 16, squad: 4 };
/** A match's check-in window, in minutes before its start. */
export const CHECK_IN = { opensMinutesBefore: 60, closesMinutesBefore: 15 };
/** How long after a match's start a player may report their own result. */
export const REPORT_WINDOW_MINUTES = 120;
/** How long after a match's results were entered a report may still open a dispute. */
export const DISPUTE_WINDOW_HOURS = 24;
/** A result report's screenshot: at most this many bytes (2 MB), an image only. */
export const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
/** How long a pool stays closable before the job closes it. */
export const AUTO_CLOSE_AFTER_HOURS = 24;
/** National Finals membership's thresholds (decision 25, "National Finals membership"). */
export interface MembershipRules {
  /** Active months needed (a month with a pass in a closed pool and every held match played)... */
  activeMonthsRequired: number;
  /** ...within this many months, the current one included. */
  lookBackMonths: number;
  /** Top finishes needed: a final rank of `topFinishRank` or better in a closed pool. */
  topFinishesRequired: number;
  topFinishRank: number;
}
export const MEMBERSHIP: Readonly<MembershipRules> = {
  activeMonthsRequired: 6,
  lookBackMonths: 12,
  topFinishesRequired: 1,
  topFinishRank: 3,
};
/** Lobby placement's default points for 1st, 2nd, ... 8th; lower placements score 0. */
export const DEFAULT_PLACEMENT_POINTS: readonly number[] = [10, 6, 5, 4, 3, 2, 1, 1];
/** Lobby placement's default points per finish. */
export const DEFAULT_POINTS_PER_FINISH = 1;

const PAISE_PER_RUPEE = 100;

/** Exact integer division rounded down, for non-negative integers. */
const floorDiv = (dividend: number, divisor: number) => (dividend - (dividend % divisor)) / divisor;
const ceilDiv = (dividend: number, divisor: number) => floorDiv(dividend + divisor - 1, divisor);

function tableOf(format: PlayFormat, risk: RiskCategory, priceCategory: string): PrizeBreakdown {
  const prizes = prizeBreakdown(format, risk, priceCategory);
  if (!prizes) throw new Error(`No prize table for ${format} ${risk} ${priceCategory}`);
  return prizes;
}

/** The places a prize table pays: 1st, 2nd, 3rd and the others. */
export const prizePlaces = (prizes: PrizeBreakdown): number => 3 + prizes.others.count;

/** How many entries compete for one copy of a pass's prize table: floor(places ÷ win chance). */
export function poolSize(format: PlayFormat, risk: RiskCategory, priceCategory: string): number {
  return floorDiv(prizePlaces(tableOf(format, risk, priceCategory)) * 100, WIN_CHANCE[risk]);
}

/** A full pool's real chance of a prize (0.301 for 30.1 %), for display: at or above the promise. */
export function realChance(format: PlayFormat, risk: RiskCategory, priceCategory: string): number {
  return prizePlaces(tableOf(format, risk, priceCategory)) / poolSize(format, risk, priceCategory);
}

/**
 * The "others" places of a pool that grew to `size` entries by the `merge` rule: ceil(size × chance)
 * − 3, so the chance does not fall; never fewer than the table's own `tableOthers`.
 */
export function mergedOthersCount(size: number, percent: number, tableOthers = 0): number {
  return Math.max(tableOthers, ceilDiv(size * percent, 100) - 3);
}

/** What one prize place pays in paise: 1st, 2nd, 3rd, the others, and 0 beyond the table. */
export function placePrizePaise(prizes: PrizeBreakdown, place: number): number {
  const rupees = [prizes.first, prizes.second, prizes.third][place - 1];
  if (rupees !== undefined) return rupees * PAISE_PER_RUPEE;
  return place <= prizePlaces(prizes) ? prizes.others.amount * PAISE_PER_RUPEE : 0;
}

export interface FinalStanding {
  entryId: string;
  /** Shared competition rank: 1, 2, 2, 4. */
  rank: number;
  /** Played every match of the qualifier that was held: only these win cash. */
  qualifies: boolean;
  /** When the entry was paid for: the earliest payers take a shared prize's leftover paise. */
  paidAt: Date | number;
}

export interface PrizeAward {
  entryId: string;
  /** The prize places the entry shares (only places of the table; a tie may run beyond them). */
  places: number[];
  amountPaise: number;
}

export interface PrizeAwards {
  awards: PrizeAward[];
  /** Always the sum of the awarded places' prizes, exactly. */
  awardedPaise: number;
  /** Prize places no qualifying entry was left for. */
  unawardedPlaces: number[];
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byEarliestPayment = (a: FinalStanding, b: FinalStanding) =>
  a.paidAt.valueOf() - b.paidAt.valueOf() || byId(a.entryId, b.entryId);

/** Qualifying entries grouped by shared rank, best first. */
function tiedGroups(standings: readonly FinalStanding[]): FinalStanding[][] {
  const qualifying = standings.filter((entry) => entry.qualifies).sort((a, b) => a.rank - b.rank);
  const groups: FinalStanding[][] = [];
  for (const entry of qualifying) {
    const last = groups.at(-1);
    if (last?.[0]?.rank === entry.rank) last.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

/** One tied group's awards: the sum of its places shared equally, leftover paise to the earliest payers. */
function shareAmong(group: FinalStanding[], places: number[], totalPaise: number): PrizeAward[] {
  const share = floorDiv(totalPaise, group.length);
  const leftover = totalPaise - share * group.length;
  return [...group]
    .sort(byEarliestPayment)
    .map((entry, index) => ({
      entryId: entry.entryId,
      places,
      amountPaise: share + (index < leftover ? 1 : 0),
    }))
    .filter((award) => award.amountPaise > 0);
}

/**
 * A closed pool's prizes: walk down the final standings skipping entries short of matches; entries
 * that share a rank take as many consecutive places as they are and share those places' prizes.
 */
export function awardPrizes(standings: readonly FinalStanding[], prizes: PrizeBreakdown): PrizeAwards {
  const lastPlace = prizePlaces(prizes);
  const awards: PrizeAward[] = [];
  let awardedPaise = 0;
  let nextPlace = 1;
  for (const group of tiedGroups(standings)) {
    if (nextPlace > lastPlace) break;
    const taken = Array.from({ length: group.length }, (_, index) => nextPlace + index);
    const places = taken.filter((place) => place <= lastPlace);
    const totalPaise = places.reduce((sum, place) => sum + placePrizePaise(prizes, place), 0);
    awards.push(...shareAmong(group, places, totalPaise));
    awardedPaise += totalPaise;
    nextPlace += group.length;
  }
  const unawardedPlaces = Array.from(
    { length: Math.max(0, lastPlace - nextPlace + 1) },
    (_, i) => nextPlace + i,
  );
  return { awards, awardedPaise, unawardedPlaces };
}

/**
 * Season points of one entry of a closed pool, by its final rank. Only an entry that played every
 * held match scores; a tied entry passes its shared rank, which is the best tied rank.
 */
export function seasonPoints(rank: number, isPrizePlace: boolean, playedAll: boolean): number {
  if (!playedAll) return 0;
  const podium = [SEASON_POINTS.first, SEASON_POINTS.second, SEASON_POINTS.third][rank - 1];
  if (podium !== undefined) return podium;
  return isPrizePlace ? SEASON_POINTS.otherPrizePlace : SEASON_POINTS.playedEveryMatch;
}

/** How many monthly qualifiers a season spans, from its start month (game data). */
export const SEASON_QUALIFIERS = 15;
/** A season's default start month, for a game that names none. */
export const DEFAULT_SEASON_START = '2027-01';

/** The yyyy-mm months of a season starting at `start` (yyyy-mm), first to last. */
export function seasonMonths(start: string): string[] {
  const [year, month] = start.split('-').map(Number) as [number, number];
  return Array.from({ length: SEASON_QUALIFIERS }, (_, i) => {
    const index = year * 12 + (month - 1) + i;
    return `${floorDiv(index, 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

export interface PoolSeasonPoints {
  entryId: string;
  /** The place its tied group starts at among the qualifying entries; null when it does not qualify. */
  place: number | null;
  points: number;
}

/**
 * A closed pool's season points. Places are counted over the qualifying entries only, as prize
 * places are, so an entry short of matches pushes no one down; a tied group scores its best place.
 */
export function poolSeasonPoints(
  standings: readonly FinalStanding[],
  prizePlaceCount: number,
): PoolSeasonPoints[] {
  const scored = new Map<string, PoolSeasonPoints>();
  let nextPlace = 1;
  for (const group of tiedGroups(standings)) {
    for (const entry of group)
      scored.set(entry.entryId, {
        entryId: entry.entryId,
        place: nextPlace,
        points: seasonPoints(nextPlace, nextPlace <= prizePlaceCount, true),
      });
    nextPlace += group.length;
  }
  return standings.map(
    (entry) => scored.get(entry.entryId) ?? { entryId: entry.entryId, place: null, points: 0 },
  );
}

/** One account's best result in one qualifier of the season. */
export interface SeasonResult {
  accountId: string;
  qualifierId: string;
  points: number;
  place: number | null;
}

export interface SeasonStanding {
  accountId: string;
  rank: number;
  points: number;
  top3: number;
  qualifiersCompleted: number;
}

/**
 * The season ranking: per account, each qualifier's best pass counts (the most points); ordered by
 * season points, then Top 3 finishes, then qualifiers completed; accounts level on all three share
 * a rank. Only accounts with a qualifying entry are ranked.
 */
export function rankSeason(results: readonly SeasonResult[]): SeasonStanding[] {
  const best = new Map<string, SeasonResult>();
  for (const result of results) {
    if (result.place === null) continue;
    const key = `${result.accountId}:${result.qualifierId}`;
    const held = best.get(key);
    if (!held || result.points > held.points) best.set(key, result);
  }
  const totals = new Map<string, SeasonStanding>();
  for (const result of best.values()) {
    const total = totals.get(result.accountId) ?? {
      accountId: result.accountId,
      rank: 0,
      points: 0,
      top3: 0,
      qualifiersCompleted: 0,
    };
    total.points += result.points;
    total.top3 += result.place !== null && result.place <= 3 ? 1 : 0;
    total.qualifiersCompleted += 1;
    totals.set(result.accountId, total);
  }
  const compare = (a: SeasonStanding, b: SeasonStanding) =>
    b.points - a.points || b.top3 - a.top3 || b.qualifiersCompleted - a.qualifiersCompleted;
  const sorted = [...totals.values()].sort((a, b) => compare(a, b) || byId(a.accountId, b.accountId));
  return withSharedRanks(sorted, (a, b) => compare(a, b) === 0);
}

/** Who is invited: everyone ranked within `places`, and everyone tied at the last invited rank. */
export function inviteCutoff<T extends { id: string; rank: number }>(
  ranking: readonly T[],
  places: number,
): T[] {
  const ordered = [...ranking].sort((a, b) => a.rank - b.rank);
  const lastInvited = ordered[Math.min(places, ordered.length) - 1];
  if (!lastInvited) return [];
  return ordered.filter((entry) => entry.rank <= lastInvited.rank);
}

/** One entry's result in one match; null when it was a no-show (the match does not count as played). */
export type LobbyResult = { placement: number; finishes: number } | null;

export interface LobbyEntryResults {
  entryId: string;
  results: readonly LobbyResult[];
}

export interface LobbyStanding {
  entryId: string;
  rank: number;
  points: number;
  matchesPlayed: number;
  /** 1st places. */
  wins: number;
  placementPoints: number;
  finishes: number;
}

export interface LobbyScoring {
  /** Points by placement: index 0 is 1st; placements beyond the table score 0. */
  placementPoints?: readonly number[];
  pointsPerFinish?: number;
}

/** One lobby result's points: the placement's points from the table (0 beyond it) plus its finishes'. */
export function lobbyPoints(
  result: { placement: number; finishes: number },
  scoring: LobbyScoring = {},
): number {
  const table = scoring.placementPoints ?? DEFAULT_PLACEMENT_POINTS;
  const perFinish = scoring.pointsPerFinish ?? DEFAULT_POINTS_PER_FINISH;
  return (table[result.placement - 1] ?? 0) + result.finishes * perFinish;
}

/** Competition ranks over sorted standings: an entry level with the one above shares its rank (1, 2, 2, 4). */
function withSharedRanks<T extends { rank: number }>(
  sorted: T[],
  level: (above: T, entry: T) => boolean,
): T[] {
  sorted.forEach((entry, index) => {
    const above = sorted[index - 1];
    entry.rank = above && level(above, entry) ? above.rank : index + 1;
  });
  return sorted;
}

function tallyLobby(entry: LobbyEntryResults, table: readonly number[], perFinish: number): LobbyStanding {
  const standing = {
    entryId: entry.entryId,
    rank: 0,
    points: 0,
    matchesPlayed: 0,
    wins: 0,
    placementPoints: 0,
    finishes: 0,
  };
  for (const result of entry.results) {
    if (!result) continue;
    standing.matchesPlayed += 1;
    if (result.placement === 1) standing.wins += 1;
    standing.placementPoints += table[result.placement - 1] ?? 0;
    standing.finishes += result.finishes;
  }
  standing.points = standing.placementPoints + standing.finishes * perFinish;
  return standing;
}

/** Best first by points, then wins, then placement points, then finishes; 0 when they tie. */
const compareLobby = (a: LobbyStanding, b: LobbyStanding) =>
  b.points - a.points || b.wins - a.wins || b.placementPoints - a.placementPoints || b.finishes - a.finishes;

/** A lobby-placement pool's standings, best first, with shared competition ranks (1, 2, 2, 4). */
export function rankStandings(
  entries: readonly LobbyEntryResults[],
  scoring: LobbyScoring = {},
): LobbyStanding[] {
  const table = scoring.placementPoints ?? DEFAULT_PLACEMENT_POINTS;
  const perFinish = scoring.pointsPerFinish ?? DEFAULT_POINTS_PER_FINISH;
  const standings = entries
    .map((entry) => tallyLobby(entry, table, perFinish))
    .sort((a, b) => compareLobby(a, b) || byId(a.entryId, b.entryId));
  return withSharedRanks(standings, (a, b) => compareLobby(a, b) === 0);
}

/** Head-to-head points for a win, a draw and a loss (a bye scores as a win). */
export const HEAD_TO_HEAD_POINTS = { win: 3, draw: 1, loss: 0 } as const;

/** One entry's result in one head-to-head round; null when it was a no-show. */
export type HeadToHeadResult = {
  outcome: keyof typeof HEAD_TO_HEAD_POINTS;
  /** Null for a bye. */
  opponentId: string | null;
  scoreFor: number;
  scoreAgainst: number;
} | null;

export interface HeadToHeadEntryResults {
  entryId: string;
  results: readonly HeadToHeadResult[];
}

export interface HeadToHeadStanding {
  entryId: string;
  rank: number;
  points: number;
  matchesPlayed: number;
  wins: number;
  /** The sum of the opponents' points; a bye counts as an opponent with 0. */
  buchholz: number;
  scoreDifference: number;
}

/** Best first by points, then Buchholz, then score difference; 0 when they tie. */
const compareHeadToHead = (a: HeadToHeadStanding, b: HeadToHeadStanding) =>
  b.points - a.points || b.buchholz - a.buchholz || b.scoreDifference - a.scoreDifference;

/**
 * A head-to-head pool's standings, best first, with shared ranks. The result between two tied
 * entries that met breaks their tie; entries still equal share the rank.
 */
export function rankHeadToHead(entries: readonly HeadToHeadEntryResults[]): HeadToHeadStanding[] {
  const standings = entries.map((entry) => {
    const standing = {
      entryId: entry.entryId,
      rank: 0,
      points: 0,
      matchesPlayed: 0,
      wins: 0,
      buchholz: 0,
      scoreDifference: 0,
    };
    for (const result of entry.results) {
      if (!result) continue;
      standing.matchesPlayed += 1;
      standing.points += HEAD_TO_HEAD_POINTS[result.outcome];
      if (result.outcome === 'win') standing.wins += 1;
      standing.scoreDifference += result.scoreFor - result.scoreAgainst;
    }
    return standing;
  });
  const pointsOf = new Map(standings.map((s) => [s.entryId, s.points]));
  for (const [index, entry] of entries.entries())
    for (const result of entry.results)
      if (result?.opponentId) standings[index]!.buchholz += pointsOf.get(result.opponentId) ?? 0;
  const beat = new Set(
    entries.flatMap((entry) =>
      entry.results.flatMap((result) =>
        result?.outcome === 'win' && result.opponentId ? [`${entry.entryId}>${result.opponentId}`] : [],
      ),
    ),
  );
  const headToHead = (a: HeadToHeadStanding, b: HeadToHeadStanding) =>
    beat.has(`${b.entryId}>${a.entryId}`) ? 1 : beat.has(`${a.entryId}>${b.entryId}`) ? -1 : 0;
  standings.sort((a, b) => compareHeadToHead(a, b) || headToHead(a, b) || byId(a.entryId, b.entryId));
  return withSharedRanks(standings, (a, b) => compareHeadToHead(a, b) === 0 && headToHead(a, b) === 0);
}
