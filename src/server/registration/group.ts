import type { EntityManager } from '@mikro-orm/postgresql';
import type { Participant } from './entities.ts';
import type { groupView } from './views.ts';
import type { z } from 'zod';

export async function groupOf(
  em: EntityManager,
  participant: Participant,
): Promise<z.infer<typeof groupView>> {
  if (!participant.group) return { group: null };
  await em.populate(participant, ['group.qualifier.game']);
  const group = participant.group;
  const qualifier = group.qualifier;
  return {
    group: {
      id: group.id,
      number: group.number,
      capacity: group.capacity,
      qualifier: {
        id: qualifier.id,
        gameName: qualifier.game.name,
        playFormat: qualifier.playFormat,
        month: qualifier.month,
      },
    },
  };
}
