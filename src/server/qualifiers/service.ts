import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { indianMonth } from '../../shared/indian-month.ts';
import type { PlayFormat } from '../../shared/registration-rules.ts';
import type { Participant } from '../registration/entities.ts';
import { countPlacedInQualifier } from '../registration/service.ts';
import { Qualifier, QualifierGroup } from './entities.ts';

/** Players per group of a solo qualifier, squads per group of a squad qualifier. */
const GROUP_CAPACITY: Record<PlayFormat, number> = { solo: 100, squad: 25 };

/**
 * The group a freshly paid participant goes into: this month's qualifier for its game and format,
 * the next group with room, so groups fill in order of payment. The qualifier row is locked while
 * placing, so concurrent payments cannot overfill a group. Call inside the payment's transaction.
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

  const placed = await countPlacedInQualifier(em, qualifier.id);
  const capacity = GROUP_CAPACITY[format];
  const number = Math.floor(placed / capacity) + 1;
  let group = await em.findOne(QualifierGroup, { qualifier, number });
  if (!group) {
    group = em.create(QualifierGroup, { qualifier, number, capacity });
    await em.flush();
  }
  return group;
}

export async function findGroup(em: EntityManager, id: string): Promise<QualifierGroup | null> {
  return em.findOne(QualifierGroup, id);
}
