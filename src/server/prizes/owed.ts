import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../db/kysely.ts';
import type { Participant } from '../registration/entities.ts';
import type { Payout, PrizeAward } from './entities.ts';

/** A prize still owed: awarded and not yet claimed, or claimed and not yet paid. */
const OWED_AWARDS = ['awarded', 'claimed'] as const;
/** A payout on its way (decision 26): approved, released, or held by RazorpayX. */
const PAYOUTS_IN_FLIGHT = ['approved', 'released', 'processing'] as const;

/**
 * Which of these accounts are owed a prize or have a payout in flight: the retention job
 * (users/retention.ts) does not erase them while their money is still moving.
 */
export async function accountsOwedPrizes(
  em: EntityManager,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tablesOf<typeof PrizeAward | typeof Payout | typeof Participant>(em)
    .selectFrom('prize_award as a')
    .innerJoin('participant as p', 'p.id', 'a.participant_id')
    .leftJoin('payout as o', 'o.award_id', 'a.id')
    .select('p.owner_id')
    .distinct()
    .where('p.owner_id', 'in', [...userIds])
    .where((eb) =>
      eb.or([eb('a.status', 'in', [...OWED_AWARDS]), eb('o.status', 'in', [...PAYOUTS_IN_FLIGHT])]),
    )
    .execute();
  return new Set(rows.flatMap((row) => (row.owner_id ? [row.owner_id] : [])));
}
