import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { poolSize } from '../../shared/championship-rules.ts';
import { SEMI_FINALS_SEGMENT, parsePoolCategory } from '../../shared/leaderboard-paths.ts';
import {
  LEADERBOARD_FIRST_ROWS,
  type Leaderboard,
  type LeaderboardInput,
  type LeaderboardRow,
} from '../../shared/leaderboards.ts';
import { defaultPublicName } from '../../shared/users.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { tablesOf } from '../db/kysely.ts';
import type { Game } from '../games/entities.ts';
import type { Qualifier, QualifierGroup } from '../qualifiers/entities.ts';
import type { Participant, Teammate } from '../registration/entities.ts';
import type { AppUser } from '../users/entities.ts';
import type { PoolStanding } from './entities.ts';

// The public leaderboard of a pool (docs/decisions/0025-championship-rules.md, "Standings"): the
// stored standings with each entry's public name, never a real name, phone or e-mail. A public
// read (read cache topic `standings`, hot reads): recording results invalidates it once committed.

type Tables =
  | typeof PoolStanding
  | typeof QualifierGroup
  | typeof Qualifier
  | typeof Game
  | typeof Participant
  | typeof Teammate
  | typeof AppUser;

/**
 * The leaderboard of the pool the URL names, its first LEADERBOARD_FIRST_ROWS rows unless `all`;
 * null when there is no such pool. The whole board is cached once; each read takes its rows of it.
 */
export async function poolLeaderboard(
  em: EntityManager,
  input: LeaderboardInput,
): Promise<Leaderboard | null> {
  const { game, month, format, category, pool } = input;
  const board = await cachedRead(
    em,
    'standings',
    `leaderboard:${game}/${month}/${format}/${category}/${pool}`,
    (fork) => loadLeaderboard(fork, input),
  );
  if (!board || input.all || board.rows.length <= LEADERBOARD_FIRST_ROWS) return board;
  return { ...board, rows: board.rows.slice(0, LEADERBOARD_FIRST_ROWS) };
}

async function loadLeaderboard(em: EntityManager, input: LeaderboardInput): Promise<Leaderboard | null> {
  if (input.category === SEMI_FINALS_SEGMENT) return loadSemiFinalLeaderboard(em, input);
  const wanted = parsePoolCategory(input.category);
  if (!wanted) return null;
  const group = await poolQuery(em, input)
    .where('q.stage', '=', 'qualifier')
    .where('grp.risk_category', '=', wanted.tier)
    .where('grp.price_category', '=', wanted.pass)
    .where('grp.number', '=', input.pool)
    .executeTakeFirst();
  // A pool opens with its first payment: one with no paid entry left shows nothing.
  if (!group?.entries) return null;
  return {
    game: { slug: group.slug, name: group.name },
    month: group.month,
    format: group.play_format,
    stage: 'qualifier',
    tier: wanted.tier,
    pass: wanted.pass,
    pool: group.number,
    size: poolSize(group.play_format, wanted.tier, wanted.pass),
    entries: group.entries,
    scoringFormat: group.scoring_format,
    ...(await rowsAndCount(em, group.id)),
  };
}

/**
 * A season's Semi-Finals (decision 25, "The Semi-Finals as built"): the one pool of the stage
 * `semi-final` qualifier whose month is the season's start; null until someone has accepted.
 */
async function loadSemiFinalLeaderboard(
  em: EntityManager,
  input: LeaderboardInput,
): Promise<Leaderboard | null> {
  if (input.pool !== 1) return null;
  const group = await poolQuery(em, input)
    .select('grp.capacity')
    .where('q.stage', '=', 'semi-final')
    .where('grp.number', '=', 1)
    .executeTakeFirst();
  if (!group?.entries) return null;
  return {
    game: { slug: group.slug, name: group.name },
    month: group.month,
    format: group.play_format,
    stage: 'semi-final',
    tier: null,
    pass: null,
    pool: group.number,
    size: group.capacity,
    entries: group.entries,
    scoringFormat: group.scoring_format,
    ...(await rowsAndCount(em, group.id)),
  };
}

/** The pools of the game, month and format the URL names, with their paid entries. */
function poolQuery(em: EntityManager, input: LeaderboardInput) {
  return tablesOf<Tables>(em)
    .selectFrom('qualifier_group as grp')
    .innerJoin('qualifier as q', 'q.id', 'grp.qualifier_id')
    .innerJoin('game as g', 'g.id', 'q.game_id')
    .select(['grp.id', 'grp.number', 'q.month', 'q.play_format', 'g.slug', 'g.name', 'g.scoring_format'])
    .select((eb) =>
      eb
        .selectFrom('participant as p')
        .select((p) => p.cast<number>(p.fn.countAll(), 'integer').as('n'))
        .whereRef('p.group_id', '=', 'grp.id')
        .where('p.status', '=', 'paid')
        .$asScalar()
        .$notNull()
        .as('entries'),
    )
    .where('g.slug', '=', input.game)
    .where('q.month', '=', input.month)
    .where('q.play_format', '=', input.format);
}

async function rowsAndCount(em: EntityManager, groupId: string) {
  const rows = await leaderboardRows(em, groupId);
  return { rows, ranked: rows.length };
}

/** The pool's stored standings with public names, best first: one query. */
export async function leaderboardRows(em: EntityManager, groupId: string): Promise<LeaderboardRow[]> {
  const rows = await tablesOf<Tables>(em)
    .selectFrom('pool_standing as ps')
    .innerJoin('participant as p', 'p.id', 'ps.participant_id')
    .leftJoin('app_user as u', 'u.id', 'p.owner_id')
    .select([
      'ps.rank',
      'ps.points',
      'ps.matches_played',
      'ps.wins',
      'ps.finishes',
      'ps.buchholz',
      'ps.score_difference',
      'u.public_name',
      'u.first_name',
      'u.last_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('teammate as tm')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('tm.participant_id', '=', 'p.id')
        .as('teammates'),
    )
    .where('ps.group_id', '=', groupId)
    .orderBy('ps.rank')
    .orderBy('ps.participant_id')
    .execute();
  return rows.map((row) => ({
    rank: row.rank,
    // An entry whose account was deleted has no owner: the default of no name, "Player".
    name: row.public_name ?? defaultPublicName([row.first_name, row.last_name].filter(Boolean).join(' ')),
    teammates: row.teammates ?? 0,
    points: row.points,
    matchesPlayed: row.matches_played,
    wins: row.wins,
    finishes: row.finishes,
    buchholz: row.buchholz,
    scoreDifference: row.score_difference,
  }));
}
