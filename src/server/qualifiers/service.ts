import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { indianMonth } from '../../shared/india-time.ts';
import type { NextQualifier } from '../../shared/qualifiers.ts';
import { PLAY_FORMATS, type PlayFormat } from '../../shared/registration-rules.ts';
import { sql } from 'kysely';
import { tablesOf } from '../db/kysely.ts';
import { openGames } from '../games/service.ts';
import type { Match } from '../matches/entities.ts';
import type { Participant } from '../registration/entities.ts';
import { Qualifier, QualifierGroup } from './entities.ts';
import { firstMatchAfter, matchTimes } from './schedule.ts';

/** Players per group of a solo qualifier, squads per group of a squad qualifier. */
const GROUP_CAPACITY: Record<PlayFormat, number> = { solo: 100, squad: 25 };

/**
 * The group a freshly paid participant goes into: this month's qualifier for its game and format,
 * the first group that can take a player (see `joinable`), else a new group. The qualifier row is
 * locked while placing, so concurrent payments cannot overfill a group. Call inside the payment's
 * transaction; the caller schedules a new group's matches (matches service).
 */
export async function assignGroup(
  em: EntityManager,
  participant: Pick<Participant, 'game' | 'playFormat'>,
  paidAt: Date,
): Promise<QualifierGroup> {
  const format = participant.playFormat;
  const month = indianMonth(paidAt);
  await em
    .createQueryBuilder(Qualifier)
    .insert({
      id: crypto.randomUUID(),
      game: participant.game.id,
      playFormat: format,
      month,
      createdAt: new Date(),
    })
    .onConflict(['game', 'playFormat', 'month'])
    .ignore()
    .execute('run');
  const qualifier = await em.findOneOrFail(
    Qualifier,
    { game: participant.game, playFormat: format, month },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );

  const open = (await groupStates(em, { qualifierId: qualifier.id }, paidAt)).find(joinable);
  if (open) return em.findOneOrFail(QualifierGroup, open.id);
  const last = await em.findOne(QualifierGroup, { qualifier }, { orderBy: { number: 'desc' } });
  const group = em.create(QualifierGroup, {
    qualifier,
    number: (last?.number ?? 0) + 1,
    capacity: GROUP_CAPACITY[format],
  });
  await em.flush();
  return group;
}

/**
 * What a player who paid now would join, for every game open for registration and both formats:
 * the group `assignGroup` would pick, with its match times (or the times a new group gets).
 */
export async function nextQualifiers(em: EntityManager, now: Date): Promise<NextQualifier[]> {
  const month = indianMonth(now);
  const games = await openGames(em);
  const open = (await groupStates(em, { month }, now)).filter(joinable);
  const unscheduled = matchTimes(firstMatchAfter(now));
  return games.flatMap((game) =>
    PLAY_FORMATS.map((playFormat) => {
      const group = open.find((g) => g.gameId === game.id && g.playFormat === playFormat);
      const times = group?.matchTimes.length ? group.matchTimes : unscheduled;
      return { game: game.slug, playFormat, month, matchTimes: times };
    }),
  );
}

interface GroupState {
  id: string;
  gameId: string;
  playFormat: PlayFormat;
  capacity: number;
  placed: number;
  /** A match (not cancelled) has begun or been played by the time asked about. */
  started: boolean;
  /** Its matches that are not cancelled, in order. */
  matchTimes: Date[];
}

/**
 * A group takes a player while it has room and none of its matches has begun: a player never
 * joins a group that has started, so a pass's five matches are five to come.
 */
const joinable = (group: GroupState) => !group.started && group.placed < group.capacity;

/** The groups of one qualifier or of one month's qualifiers, in order of their number. */
async function groupStates(
  em: EntityManager,
  where: { qualifierId: string } | { month: string },
  at: Date,
): Promise<GroupState[]> {
  const rows = await tablesOf<typeof QualifierGroup | typeof Qualifier | typeof Participant | typeof Match>(
    em,
  )
    .selectFrom('qualifier_group as g')
    .innerJoin('qualifier as q', 'q.id', 'g.qualifier_id')
    .select(['g.id', 'q.game_id', 'q.play_format', 'g.capacity'])
    .select((eb) => [
      eb
        .selectFrom('participant as p')
        .select((p) => p.cast<number>(p.fn.countAll(), 'integer').as('n'))
        .whereRef('p.group_id', '=', 'g.id')
        .$asScalar()
        .$notNull()
        .as('placed'),
      eb
        .exists(
          eb
            .selectFrom('match as m')
            .select(sql.lit(1).as('one'))
            .whereRef('m.group_id', '=', 'g.id')
            .where('m.status', '<>', 'cancelled')
            .where((w) => w.or([w('m.scheduled_at', '<=', at), w('m.status', '=', 'completed')])),
        )
        .$castTo<boolean>()
        .as('started'),
      sql<(Date | string)[] | null>`array(${eb
        .selectFrom('match as m')
        .select('m.scheduled_at')
        .whereRef('m.group_id', '=', 'g.id')
        .where('m.status', '<>', 'cancelled')
        .orderBy('m.number')})`.as('match_times'),
    ])
    .where(
      'qualifierId' in where ? 'q.id' : 'q.month',
      '=',
      'qualifierId' in where ? where.qualifierId : where.month,
    )
    .orderBy('q.game_id')
    .orderBy('q.play_format')
    .orderBy('g.number')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    gameId: row.game_id,
    playFormat: row.play_format,
    capacity: row.capacity,
    placed: row.placed,
    started: row.started,
    matchTimes: (row.match_times ?? []).map((time) => new Date(time)),
  }));
}

export async function findGroup(em: EntityManager, id: string): Promise<QualifierGroup | null> {
  return em.findOne(QualifierGroup, id);
}
