import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { tablesOf } from '../db/kysely.ts';
import type { Game } from '../games/entities.ts';
import type { Qualifier, QualifierGroup } from '../qualifiers/entities.ts';
import { scopeColumn, type PlayerScope } from '../registration/index.ts';
import type { Participant, Teammate } from '../registration/entities.ts';
import type { AppUser } from '../users/entities.ts';
import type { Match, MatchCheckIn, MatchLineup, MatchResult } from './entities.ts';

// A player's matches, always filtered by the scope: their own passes, or the one pass a
// game-credential session is confined to.

type Tables =
  | typeof Match
  | typeof MatchResult
  | typeof MatchCheckIn
  | typeof MatchLineup
  | typeof AppUser
  | typeof Teammate
  | typeof Participant
  | typeof QualifierGroup
  | typeof Qualifier
  | typeof Game;

/** Matches with their group, qualifier and game, and what every list of them shows. */
const matchesWithGame = (em: EntityManager) =>
  tablesOf<Tables>(em)
    .selectFrom('match as m')
    .innerJoin('qualifier_group as grp', 'grp.id', 'm.group_id')
    .innerJoin('qualifier as q', 'q.id', 'grp.qualifier_id')
    .innerJoin('game as g', 'g.id', 'q.game_id')
    .select(['m.id', 'm.number', 'm.scheduled_at', 'g.name as game', 'q.play_format']);

/**
 * Scheduled matches of the scope's paid passes' groups from `since` on, soonest first (50 at most),
 * with each entry's check-in and what its window is made of (shared/check-in.ts `checkInWindow`),
 * and its place in the match's line-up once built (lineup.ts): its lobby, or its opponent's public
 * name as the leaderboard shows it (docs/decisions/0025-championship-rules.md, "Standings").
 */
export function upcomingMatchesOf(em: EntityManager, scope: PlayerScope, since: Date) {
  const [column, value] = scopeColumn(scope);
  return matchesWithGame(em)
    .innerJoin('participant as p', 'p.group_id', 'm.group_id')
    .leftJoin('match_check_in as ci', (join) =>
      join.onRef('ci.match_id', '=', 'm.id').onRef('ci.participant_id', '=', 'p.id'),
    )
    .select(['p.id as participant_id', 'm.room_id', 'm.room_password_sealed', 'm.room_published_at'])
    .select(['m.check_in_opens_at', 'm.check_in_closes_at', 'ci.checked_in_at'])
    .select(['g.check_in_opens_minutes', 'g.check_in_closes_minutes'])
    .select('grp.number as group_number')
    .leftJoin('match_lineup as lu', (join) =>
      join.onRef('lu.match_id', '=', 'm.id').onRef('lu.participant_id', '=', 'p.id'),
    )
    .leftJoin('participant as op', 'op.id', 'lu.opponent_id')
    .leftJoin('app_user as ou', 'ou.id', 'op.owner_id')
    .select(['lu.id as lineup_id', 'lu.lobby', 'lu.opponent_id', 'g.scoring_format'])
    .select(['ou.public_name as opponent_public_name', 'ou.first_name as opponent_first_name'])
    .select('ou.last_name as opponent_last_name')
    .select((eb) =>
      eb
        .selectFrom('teammate as tm')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('tm.participant_id', '=', 'op.id')
        .as('opponent_teammates'),
    )
    .where(column, '=', value)
    .where('p.status', '=', 'paid')
    .where('m.status', '=', 'scheduled')
    .where('m.scheduled_at', '>', since)
    .orderBy('m.scheduled_at')
    .orderBy('m.id')
    .limit(50)
    .execute();
}

/** The scope's match results, latest match first. */
export function pastMatchesOf(em: EntityManager, scope: PlayerScope, offset: number, limit: number) {
  const [column, value] = scopeColumn(scope);
  return matchesWithGame(em)
    .innerJoin('match_result as r', 'r.match_id', 'm.id')
    .innerJoin('participant as p', 'p.id', 'r.participant_id')
    .select(['r.outcome', 'r.rank', 'r.points', 'r.prize', 'r.finishes', 'r.score_for', 'r.score_against'])
    .select(['g.scoring_format', 'r.opponent_id'])
    .where(column, '=', value)
    .orderBy('m.scheduled_at', 'desc')
    .orderBy('m.id')
    .offset(offset)
    .limit(limit)
    .execute();
}

/**
 * The scope's checked-in entries in matches that started between `since` and `now` (not
 * cancelled), latest first, with when their results were entered (null before): the matches a
 * player may report on, or has (50 at most).
 */
export function reportableMatchesOf(em: EntityManager, scope: PlayerScope, since: Date, now: Date) {
  const [column, value] = scopeColumn(scope);
  return matchesWithGame(em)
    .innerJoin('participant as p', 'p.group_id', 'm.group_id')
    .innerJoin('match_check_in as ci', (join) =>
      join.onRef('ci.match_id', '=', 'm.id').onRef('ci.participant_id', '=', 'p.id'),
    )
    .select(['p.id as participant_id', 'g.scoring_format'])
    .select((eb) =>
      eb
        .selectFrom('match_result as r')
        .select((r) => r.fn.max('r.created_at').as('at'))
        .whereRef('r.match_id', '=', 'm.id')
        .as('results_at'),
    )
    .where(column, '=', value)
    .where('p.status', '=', 'paid')
    .where('m.status', '!=', 'cancelled')
    .where('m.scheduled_at', '>', since)
    .where('m.scheduled_at', '<=', now)
    .orderBy('m.scheduled_at', 'desc')
    .orderBy('m.id')
    .limit(50)
    .execute();
}
