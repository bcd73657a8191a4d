import type { EntityManager } from '@mikro-orm/postgresql';
import {
  assignLobbies,
  firstRound,
  lineupSeed,
  swissHistory,
  swissPairing,
  type Pairing,
} from '../../shared/lineup-rules.ts';
import type { MatchLineupView } from '../../shared/lineups.ts';
import {
  headToHeadResults,
  placementResults,
  type MatchResultInput,
  type ResultIssue,
  type ScoredResult,
} from '../../shared/matches.ts';
import type { ScoringFormat } from '../../shared/registration-rules.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { isUuid } from '../db/columns.ts';
import { tablesOf } from '../db/kysely.ts';
import { AppError } from '../errors.ts';
import { paidGroupMembers } from '../registration/service.ts';
import { poolStandings } from '../standings/index.ts';
import { checkedIn, windowOf } from './check-in.ts';
import { Match, MatchCheckIn, MatchLineup, MatchResult } from './entities.ts';

// A match's line-up (docs/decisions/0025-championship-rules.md, "Lobbies are not pools" and
// "Head-to-head"), built by an organiser once check-in has closed, from the entries checked in
// (a no-show plays no lobby and meets no one). Lobby placement: the entries spread evenly over
// lobbies of the game's size by the seeded shuffle of (pool id, match number). Head-to-head: one
// Swiss round, the first by the same shuffle, later ones from the pool's standings once the
// previous round's results are all in. Once built, the line-up is what results are checked
// against, and the entries of the match no longer change (no re-admission, no new window).

/** One entry's place in a built line-up. */
export interface LineupPlace {
  lobby: number | null;
  opponentId: string | null;
}

async function lockedMatch(tx: EntityManager, id: string): Promise<Match> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Match not found', { reason: 'match.not_found' });
  // Two organisers building at once: the second waits, then finds the first's line-up.
  await tablesOf<typeof Match>(tx)
    .selectFrom('match')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .execute();
  const match = await tx.findOne(Match, id, { populate: ['group.qualifier.game'] });
  if (!match) throw new AppError('NOT_FOUND', 'Match not found', { reason: 'match.not_found' });
  return match;
}

/** A match's built line-up by entry; empty when none was built. */
export async function lineupOf(em: EntityManager, matchId: string): Promise<Map<string, LineupPlace>> {
  const rows = await em.find(MatchLineup, { match: matchId });
  return new Map(
    rows.map((r) => [r.participant.id, { lobby: r.lobby ?? null, opponentId: r.opponent?.id ?? null }]),
  );
}

/** The match's line-up for the console: built or not, each entry with its lobby or opponent. */
export async function matchLineup(em: EntityManager, id: string): Promise<MatchLineupView> {
  const match = isUuid(id) ? await em.findOne(Match, id, { populate: ['group.qualifier.game'] }) : null;
  if (!match) throw new AppError('NOT_FOUND', 'Match not found', { reason: 'match.not_found' });
  const game = match.group.qualifier.game;
  const rows = await em.find(MatchLineup, { match: match.id });
  const names = new Map((await paidGroupMembers(em, match.group.id)).map((m) => [m.id, m.name]));
  const nameOf = (pid: string) => names.get(pid) ?? pid;
  const entries = rows
    .map((r) => {
      const opponentId = r.opponent?.id ?? null;
      return {
        participantId: r.participant.id,
        name: nameOf(r.participant.id),
        lobby: r.lobby ?? null,
        opponentId,
        opponentName: opponentId ? nameOf(opponentId) : null,
        bye: game.scoringFormat === 'head-to-head' && opponentId === null,
      };
    })
    .sort((a, b) => (a.lobby ?? Infinity) - (b.lobby ?? Infinity) || a.name.localeCompare(b.name));
  return {
    matchId: match.id,
    scoringFormat: game.scoringFormat,
    built: rows.length > 0,
    seed: rows[0]?.seed ?? null,
    lobbySize:
      game.scoringFormat === 'placement'
        ? match.group.qualifier.playFormat === 'solo'
          ? game.soloLobbySize
          : game.squadLobbySize
        : null,
    entries,
  };
}

/**
 * Builds the match's line-up, or answers the one built before unchanged (a retry is harmless).
 * Refused while check-in is open, with nobody checked in, once the match has results, and, for a
 * later Swiss round, until the previous round's results are all in. Audited.
 */
export async function buildLineup(
  em: EntityManager,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<MatchLineupView> {
  await em.transactional(async (tx) => {
    const match = await lockedMatch(tx, id);
    if (await tx.count(MatchLineup, { match: match.id })) return;
    if (match.status === 'cancelled')
      throw new AppError('CONFLICT', 'This match was cancelled.', { reason: 'match.cancelled' });
    if (await tx.count(MatchResult, { match: match.id }))
      throw new AppError('CONFLICT', 'This match has results: its line-up can no longer be built.', {
        reason: 'lineup.has_results',
      });
    if (windowOf(match).closesAt.getTime() > now.getTime())
      throw new AppError(
        'CONFLICT',
        'Check-in for this match is still open: the line-up is built from the entries checked in once it has closed.',
        { reason: 'lineup.check_in_open' },
      );
    const members = await paidGroupMembers(tx, match.group.id);
    const present = await checkedIn(
      tx,
      match.id,
      members.map((m) => m.id),
    );
    const ids = members.filter((m) => present.has(m.id)).map((m) => m.id);
    if (!ids.length)
      throw new AppError('CONFLICT', 'No entry is checked in to this match: there is no one to line up.', {
        reason: 'lineup.no_entries',
      });
    const game = match.group.qualifier.game;
    const seed = lineupSeed(match.group.id, match.number);
    let rows: { participantId: string; lobby: number | null; opponentId: string | null }[];
    let kept: string | null = seed;
    if (game.scoringFormat === 'placement') {
      const size = match.group.qualifier.playFormat === 'solo' ? game.soloLobbySize : game.squadLobbySize;
      const lobbies = assignLobbies(ids, size, seed);
      rows = ids.map((pid) => ({ participantId: pid, lobby: lobbies.get(pid)!, opponentId: null }));
    } else {
      const previous = await previousRound(tx, match);
      const pairing = previous ? await pairFromStandings(tx, match, ids) : firstRound(ids, seed);
      if (previous) kept = null;
      rows = pairingRows(pairing);
    }
    for (const row of rows)
      tx.create(MatchLineup, {
        match: match.id,
        participant: row.participantId,
        lobby: row.lobby,
        opponent: row.opponentId,
        seed: kept,
      });
    await tx.flush();
    const lobbies = new Set(rows.flatMap((r) => (r.lobby ? [r.lobby] : []))).size;
    recordAudit(tx, actor, 'match.lineup', {
      entity: 'match',
      entityId: match.id,
      before: null,
      after: {
        seed: kept,
        entries: rows.length,
        ...(game.scoringFormat === 'placement'
          ? { lobbies }
          : { boards: lobbies, bye: rows.find((r) => r.lobby === null)?.participantId ?? null }),
      },
    });
  });
  return matchLineup(em, id);
}

/**
 * Discards a match's built line-up, so that it can be built again (after an organiser re-admits an
 * entry, which a built line-up refuses): refused once a result of the match is entered, as results
 * were checked against it. With no line-up built it answers the unbuilt one (a retry is harmless).
 * Audited with what was discarded.
 */
export async function discardLineup(em: EntityManager, actor: Actor, id: string): Promise<MatchLineupView> {
  await em.transactional(async (tx) => {
    const match = await lockedMatch(tx, id);
    const rows = await tx.find(MatchLineup, { match: match.id });
    if (!rows.length) return;
    if (await tx.count(MatchResult, { match: match.id }))
      throw new AppError('CONFLICT', 'This match has results: its line-up can no longer be discarded.', {
        reason: 'lineup.discard_has_results',
      });
    await tx.nativeDelete(MatchLineup, { match: match.id });
    recordAudit(tx, actor, 'match.lineup_discard', {
      entity: 'match',
      entityId: match.id,
      before: {
        seed: rows[0]!.seed ?? null,
        entries: rows.map((r) => ({
          participantId: r.participant.id,
          lobby: r.lobby ?? null,
          opponentId: r.opponent?.id ?? null,
        })),
      },
      after: null,
    });
    await tx.flush();
  });
  return matchLineup(em, id);
}

function pairingRows(pairing: Pairing) {
  return [
    ...pairing.pairs.flatMap(([a, b], index) => [
      { participantId: a, lobby: index + 1, opponentId: b },
      { participantId: b, lobby: index + 1, opponentId: a },
    ]),
    ...(pairing.bye ? [{ participantId: pairing.bye, lobby: null, opponentId: null }] : []),
  ];
}

/**
 * The match held before this one in the pool (a cancelled one is skipped), or null for round 1.
 * Refused while any of its entries (its line-up's, else its check-ins') has no result.
 */
async function previousRound(tx: EntityManager, match: Match): Promise<Match | null> {
  const [previous] = await tx.find(
    Match,
    { group: match.group.id, number: { $lt: match.number }, status: { $ne: 'cancelled' } },
    { orderBy: { number: 'desc' }, limit: 1 },
  );
  if (!previous) return null;
  const lineup = await tx.find(MatchLineup, { match: previous.id });
  const expected = lineup.length
    ? lineup.map((r) => r.participant.id)
    : (await tx.find(MatchCheckIn, { match: previous.id })).map((r) => r.participant.id);
  const recorded = new Set((await tx.find(MatchResult, { match: previous.id })).map((r) => r.participant.id));
  const missing = expected.filter((pid) => !recorded.has(pid)).length;
  if (previous.status !== 'completed' || missing > 0)
    throw new AppError(
      'CONFLICT',
      `The results of match ${previous.number} are not all in${missing ? ` (${missing} missing)` : ''}: this round is paired from the standings once they are.`,
      { reason: 'lineup.previous_round_open', params: { number: previous.number } },
    );
  return previous;
}

/** A later Swiss round: the entries in the pool's standings order, with who met whom and who had a bye. */
async function pairFromStandings(tx: EntityManager, match: Match, ids: string[]): Promise<Pairing> {
  const present = new Set(ids);
  const ranked = (await poolStandings(tx, match.group.id))
    .map((s) => s.participantId)
    .filter((pid) => present.has(pid));
  const unranked = ids.filter((pid) => !ranked.includes(pid)).sort();
  const earlier = await tx.find(MatchResult, {
    match: { group: match.group.id, number: { $lt: match.number }, status: { $ne: 'cancelled' } },
  });
  const history = swissHistory(
    earlier.map((r) => ({ entryId: r.participant.id, opponentId: r.opponent?.id ?? null })),
  );
  return swissPairing([...ranked, ...unranked], history);
}

/**
 * Lobby placement with lobbies: each lobby's placements run from 1 to its own number of entries,
 * each once in that lobby. An entry outside the line-up is named.
 */
export function lobbyPlacementResults(
  inputs: readonly MatchResultInput[],
  lineup: ReadonlyMap<string, LineupPlace>,
): { results: ScoredResult[]; issues: ResultIssue[] } {
  const sizes = new Map<number, number>();
  for (const place of lineup.values())
    if (place.lobby) sizes.set(place.lobby, (sizes.get(place.lobby) ?? 0) + 1);
  const issues: ResultIssue[] = [];
  const results: ScoredResult[] = new Array<ScoredResult>(inputs.length);
  const byLobby = new Map<number, number[]>();
  inputs.forEach((input, index) => {
    const lobby = lineup.get(input.participantId)?.lobby;
    if (!lobby) issues.push({ index, field: null, message: "Not in this match's line-up" });
    byLobby.set(lobby ?? 0, [...(byLobby.get(lobby ?? 0) ?? []), index]);
  });
  for (const [lobby, indexes] of byLobby) {
    const checked = placementResults(
      indexes.map((i) => inputs[i]!),
      sizes.get(lobby) ?? 0,
    );
    checked.results.forEach((result, k) => (results[indexes[k]!] = result));
    if (lobby)
      issues.push(
        ...checked.issues.map((issue) => ({
          ...issue,
          index: indexes[issue.index]!,
          message: issue.message.replace('the match has', `lobby ${lobby} has`),
        })),
      );
  }
  return { results, issues };
}

/** Head-to-head results that name another opponent than the line-up's pairing (or the bye). */
export function pairingIssues(
  inputs: readonly MatchResultInput[],
  lineup: ReadonlyMap<string, LineupPlace>,
  nameOf: (participantId: string) => string,
): ResultIssue[] {
  return inputs.flatMap((input, index): ResultIssue[] => {
    const place = lineup.get(input.participantId);
    if (!place) return [{ index, field: null, message: "Not in this match's line-up" }];
    if ((input.opponentId ?? null) === place.opponentId) return [];
    return [
      {
        index,
        field: 'opponentId',
        message: place.opponentId
          ? `The line-up pairs this entry with ${nameOf(place.opponentId)}`
          : 'This entry has the bye in the line-up (a win with no opponent)',
      },
    ];
  });
}

/**
 * The bye's win, added to a head-to-head match's results when they are written and it has none
 * yet: the line-up's bye is scored as a win without anyone entering it.
 */
export function withByeWin(
  inputs: MatchResultInput[],
  lineup: ReadonlyMap<string, LineupPlace>,
  recorded: readonly { participantId: string }[],
): MatchResultInput[] {
  const bye = [...lineup].find(([, place]) => place.lobby === null && place.opponentId === null)?.[0];
  if (!bye || inputs.some((r) => r.participantId === bye) || recorded.some((r) => r.participantId === bye))
    return inputs;
  return [...inputs, { participantId: bye, outcome: 'win', opponentId: null }];
}

/**
 * Results checked by the game's scoring format (shared/matches.ts) and, once a line-up is built,
 * against it: each lobby's placements, and (`unpaired`) each head-to-head result's opponent.
 */
export function checkResults(
  format: ScoringFormat,
  inputs: readonly MatchResultInput[],
  members: readonly { id: string; name: string }[],
  recorded: readonly ScoredResult[],
  lineup: ReadonlyMap<string, LineupPlace>,
): { results: ScoredResult[]; issues: ResultIssue[]; unpaired: ResultIssue[] } {
  if (format === 'placement')
    return {
      ...(lineup.size ? lobbyPlacementResults(inputs, lineup) : placementResults(inputs, members.length)),
      unpaired: [],
    };
  const nameOf = (pid: string) => members.find((m) => m.id === pid)?.name ?? pid;
  return {
    ...headToHeadResults(inputs, recorded),
    unpaired: lineup.size ? pairingIssues(inputs, lineup, nameOf) : [],
  };
}

/** Refuses head-to-head results that do not follow the line-up's pairings, each named. */
export function refuseUnpaired(
  unpaired: readonly ResultIssue[],
  inputs: readonly MatchResultInput[],
  members: readonly { id: string; name: string }[],
) {
  if (!unpaired.length) return;
  const nameOf = (pid: string) => members.find((m) => m.id === pid)?.name ?? pid;
  throw new AppError(
    'BAD_REQUEST',
    unpaired
      .slice(0, 5)
      .map((issue) => `${nameOf(inputs[issue.index]!.participantId)}: ${issue.message}`)
      .join('; ') + (unpaired.length > 5 ? `; and ${unpaired.length - 5} more` : ''),
    { reason: 'match.not_paired' },
  );
}
