import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { PlayFormat } from '../../shared/registration-rules.ts';
import { Participant } from '../registration/entities.ts';
import { Qualifier, QualifierGroup } from './entities.ts';

/** Players per group of a solo qualifier, squads per group of a squad qualifier. */
export const GROUP_CAPACITY: Record<PlayFormat, number> = { solo: 100, squad: 25 };

/** The month of a date in Indian time, as yyyy-mm. */
export function indianMonth(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(date);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/**
 * Places a freshly paid participant in this month's qualifier for its game and format, in the
 * next group with room: groups fill in order of payment. The qualifier row is locked while placing,
 * so concurrent payments cannot overfill a group. Call inside the payment's transaction.
 */
export async function assignGroup(
  em: EntityManager,
  participant: Participant,
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

  const placed = await em.count(Participant, { group: { qualifier } });
  const capacity = GROUP_CAPACITY[format];
  const number = Math.floor(placed / capacity) + 1;
  let group = await em.findOne(QualifierGroup, { qualifier, number });
  if (!group) {
    group = em.create(QualifierGroup, { qualifier, number, capacity });
    await em.flush();
  }
  participant.group = group;
  return group;
}
