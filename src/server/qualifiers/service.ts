import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { indianMonth } from '../../shared/indian-month.ts';
import type { PlayFormat } from '../../shared/registration-rules.ts';
import type { Participant } from '../registration/entities.ts';
import { countPlacedInGroup } from '../registration/service.ts';
import { sql } from '../db/sql.ts';
import { Qualifier, QualifierGroup } from './entities.ts';

/** Players per group of a solo qualifier, squads per group of a squad qualifier. */
const GROUP_CAPACITY: Record<PlayFormat, number> = { solo: 100, squad: 25 };

/**
 * The group a freshly paid participant goes into: this month's qualifier for its game and format,
 * the first group with room whose matches are all still ahead (a player never joins a group that
 * has started, so a pass's five matches are five to come), else a new group. The qualifier row is
 * locked while placing, so concurrent payments cannot overfill a group. Call inside the payment's
 * transaction.
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

  const groups = await em.find(QualifierGroup, { qualifier }, { orderBy: { number: 'asc' } });
  for (const group of groups) {
    if (await hasStarted(em, group.id, paidAt)) continue;
    if ((await countPlacedInGroup(em, group.id)) < group.capacity) return group;
  }
  const group = em.create(QualifierGroup, {
    qualifier,
    number: (groups.at(-1)?.number ?? 0) + 1,
    capacity: GROUP_CAPACITY[format],
  });
  await em.flush();
  return group;
}

/** Whether a match of the group (not cancelled) has begun or been played by `at`. */
async function hasStarted(em: EntityManager, groupId: string, at: Date): Promise<boolean> {
  const [row] = await sql<{ started: boolean }[]>(
    em,
    `select exists (
       select 1 from match
       where group_id = ? and status <> 'cancelled' and (scheduled_at <= ? or status = 'completed')
     ) as started`,
    [groupId, at],
  );
  return row?.started === true;
}

export async function findGroup(em: EntityManager, id: string): Promise<QualifierGroup | null> {
  return em.findOne(QualifierGroup, id);
}
