import type { EntityManager } from '@mikro-orm/postgresql';
import { poolFill } from '../qualifiers/service.ts';
import { poolStandings } from '../standings/index.ts';
import type { Participant } from './entities.ts';
import type { groupView, PoolView } from './views.ts';
import { poolStartNotice } from '../../shared/qualifiers.ts';
import type { z } from 'zod';

export async function groupOf(
  em: EntityManager,
  participant: Participant,
): Promise<z.infer<typeof groupView>> {
  if (!participant.group) return { group: null, pool: null };
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
    pool: await poolOf(em, participant),
  };
}

/** The pool a paid registration plays in, with its rank and points once the pool has a result. */
export async function poolOf(em: EntityManager, participant: Participant): Promise<PoolView | null> {
  const groupId = participant.group?.id;
  if (!groupId || participant.status !== 'paid') return null;
  const [fill, standings, from] = await Promise.all([
    poolFill(em, groupId),
    poolStandings(em, groupId),
    participant.mergedFrom ? poolFill(em, participant.mergedFrom) : null,
  ]);
  if (!fill) return null;
  const { startOutcome, ...pool } = fill;
  const mine = standings.find((row) => row.participantId === participant.id);
  return {
    ...pool,
    rank: mine?.rank ?? null,
    points: mine?.points ?? null,
    of: mine ? standings.length : null,
    start: poolStartNotice(startOutcome, fill.number, from?.number ?? null),
  };
}
