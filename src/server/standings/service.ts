import type { EntityManager } from '@mikro-orm/postgresql';
import {
  rankHeadToHead,
  rankStandings,
  type HeadToHeadResult,
  type LobbyResult,
} from '../../shared/championship-rules.ts';
import { tablesOf } from '../db/kysely.ts';
import type { Game } from '../games/entities.ts';
import type { Match, MatchResult } from '../matches/entities.ts';
import type { Qualifier, QualifierGroup } from '../qualifiers/entities.ts';
import type { Participant } from '../registration/entities.ts';
import type { PoolStanding } from './entities.ts';

// A pool's standings (docs/decisions/0025-championship-rules.md, "Standings"), ranked by the
// shared rules from every result of the pool's matches and stored, so that a read (the dashboard,
// the public leaderboard) never ranks.

type Tables =
  | typeof PoolStanding
  | typeof QualifierGroup
  | typeof Qualifier
  | typeof Game
  | typeof Match
  | typeof MatchResult
  | typeof Participant;

export interface StandingRow {
  participantId: string;
  rank: number;
  points: number;
  matchesPlayed: number;
  wins: number;
  placementPoints: number;
  finishes: number;
  buchholz: number;
  scoreDifference: number;
}

/**
 * Ranks a pool again from its results and replaces its standings. Call in the transaction that
 * changed a result, so the standings never disagree with the results. Every paid entry of the pool
 * has a row, also before its first result (rank shared by all, 0 points).
 */
export async function recomputeStandings(em: EntityManager, groupId: string): Promise<StandingRow[]> {
  const db = tablesOf<Tables>(em);
  const game = await db
    .selectFrom('qualifier_group as grp')
    .innerJoin('qualifier as q', 'q.id', 'grp.qualifier_id')
    .innerJoin('game as g', 'g.id', 'q.game_id')
    .select(['g.scoring_format', 'g.placement_points', 'g.points_per_finish'])
    .where('grp.id', '=', groupId)
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom('participant')
    .select('id')
    .where('group_id', '=', groupId)
    .where('status', '=', 'paid')
    .orderBy('id')
    .execute();
  const matches = await db
    .selectFrom('match')
    .select('id')
    .where('group_id', '=', groupId)
    .where('status', '<>', 'cancelled')
    .orderBy('number')
    .execute();
  const results = matches.length
    ? await db
        .selectFrom('match_result')
        .select([
          'match_id',
          'participant_id',
          'rank',
          'finishes',
          'outcome',
          'opponent_id',
          'score_for',
          'score_against',
        ])
        .where(
          'match_id',
          'in',
          matches.map((m) => m.id),
        )
        .execute()
    : [];
  const resultOf = new Map(results.map((r) => [`${r.match_id}:${r.participant_id}`, r]));
  const resultsOf = <T>(entryId: string, read: (r: (typeof results)[number]) => T): (T | null)[] =>
    matches.map((m) => {
      const result = resultOf.get(`${m.id}:${entryId}`);
      return result ? read(result) : null;
    });

  const rows: StandingRow[] =
    game.scoring_format === 'placement'
      ? rankStandings(
          entries.map((e) => ({
            entryId: e.id,
            results: resultsOf<LobbyResult>(e.id, (r) => ({ placement: r.rank, finishes: r.finishes })),
          })),
          { placementPoints: game.placement_points, pointsPerFinish: game.points_per_finish },
        ).map(({ entryId, ...s }) => ({ ...s, participantId: entryId, buchholz: 0, scoreDifference: 0 }))
      : rankHeadToHead(
          entries.map((e) => ({
            entryId: e.id,
            results: resultsOf<HeadToHeadResult>(e.id, (r) => ({
              outcome: r.outcome,
              opponentId: r.opponent_id,
              scoreFor: r.score_for,
              scoreAgainst: r.score_against,
            })),
          })),
        ).map(({ entryId, ...s }) => ({ ...s, participantId: entryId, placementPoints: 0, finishes: 0 }));

  await db.deleteFrom('pool_standing').where('group_id', '=', groupId).execute();
  if (rows.length) {
    const now = new Date();
    await db
      .insertInto('pool_standing')
      .values(
        rows.map((row) => ({
          id: crypto.randomUUID(),
          group_id: groupId,
          participant_id: row.participantId,
          rank: row.rank,
          points: row.points,
          matches_played: row.matchesPlayed,
          wins: row.wins,
          placement_points: row.placementPoints,
          finishes: row.finishes,
          buchholz: row.buchholz,
          score_difference: row.scoreDifference,
          updated_at: now,
        })),
      )
      .execute();
  }
  return rows;
}

/** A pool's standings as stored, best first. */
export async function poolStandings(em: EntityManager, groupId: string): Promise<StandingRow[]> {
  const rows = await tablesOf<Tables>(em)
    .selectFrom('pool_standing')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy('rank')
    .orderBy('participant_id')
    .execute();
  return rows.map((r) => ({
    participantId: r.participant_id,
    rank: r.rank,
    points: r.points,
    matchesPlayed: r.matches_played,
    wins: r.wins,
    placementPoints: r.placement_points,
    finishes: r.finishes,
    buchholz: r.buchholz,
    scoreDifference: r.score_difference,
  }));
}
