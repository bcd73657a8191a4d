import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../db/kysely.ts';
import type { Game } from '../games/entities.ts';
import type { Participant } from '../registration/entities.ts';
import type { Payment, PaymentRefund } from './entities.ts';

type Tables = typeof Payment | typeof PaymentRefund | typeof Participant | typeof Game;

// The union's `status` is plain text: payments and refunds have statuses of their own.
type Kind = 'payment' | 'refund';

/**
 * An account's payments and the refunds of them, newest first (`offset`, `limit` over both), each
 * with the pass it paid for: one `union all` of the two, joined once to the pass and paged by the
 * database.
 */
export async function transactionsOfOwner(em: EntityManager, ownerId: string, offset: number, limit: number) {
  const db = tablesOf<Tables>(em);
  const payments = db
    .selectFrom('payment')
    .select(['id', 'id as payment_id', 'amount', 'created_at'])
    .select((eb) => [
      eb.ref('status').$castTo<string>().as('status'),
      eb.cast<Kind>(eb.val('payment'), 'text').as('kind'),
    ])
    .where('owner_id', '=', ownerId);
  const refunds = db
    .selectFrom('payment_refund as r')
    .innerJoin('payment as pay', 'pay.id', 'r.payment_id')
    .select(['r.id', 'r.payment_id', 'r.amount', 'r.created_at'])
    .select((eb) => [
      eb.ref('r.status').$castTo<string>().as('status'),
      eb.cast<Kind>(eb.val('refund'), 'text').as('kind'),
    ])
    .where('pay.owner_id', '=', ownerId);
  const rows = await db
    .selectFrom(payments.unionAll(refunds).as('t'))
    .innerJoin('payment as pay', 'pay.id', 't.payment_id')
    .innerJoin('participant as p', 'p.id', 'pay.participant_id')
    .innerJoin('game as g', 'g.id', 'p.game_id')
    .selectAll('t')
    .select(['g.name as game', 'p.price_category', 'p.play_format', 'p.risk_category'])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}
