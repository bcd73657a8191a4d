import type { EntityManager } from '@mikro-orm/postgresql';
import { Match, MatchCheckIn } from './entities.ts';
import { cancelReminders } from './reminders.ts';

/**
 * The matches of a pool emptied at its start (docs/decisions/0025-championship-rules.md, "A pool
 * not full when the qualifier starts"): each check-in already made moves to the match of the same
 * number of the pool its entries joined (`movedTo`, null when they were refunded instead), and its
 * scheduled matches are cancelled, kept as records, with their reminders (the players are told by
 * the pool's merge or refund message, not once per match). In the caller's transaction. Returns how
 * many matches were cancelled.
 */
export async function retirePoolMatches(
  em: EntityManager,
  groupId: string,
  movedTo: string | null,
): Promise<number> {
  if (movedTo) {
    const [from, to] = await Promise.all([
      em.find(Match, { group: groupId }, { fields: ['id', 'number'] }),
      em.find(Match, { group: movedTo }, { fields: ['id', 'number'] }),
    ]);
    const target = new Map(to.map((m) => [m.number, m.id]));
    for (const match of from) {
      const into = target.get(match.number);
      if (into) await em.nativeUpdate(MatchCheckIn, { match: match.id }, { match: into });
    }
  }
  const scheduled = await em.find(Match, { group: groupId, status: 'scheduled' }, { fields: ['id'] });
  await cancelReminders(
    em,
    scheduled.map((m) => m.id),
  );
  return em.nativeUpdate(Match, { group: groupId, status: 'scheduled' }, { status: 'cancelled' });
}
