import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../db/kysely.ts';
import type { Game } from '../games/entities.ts';
import type { Participant } from '../registration/entities.ts';
import type { Payment, PaymentRefund } from './entities.ts';

type Tables = typeof Payment | typeof PaymentRefund | typeof Participant | typeof Game;

/**
 * An account's payments and the refunds of them, newest first (`offset`, `limit` over both), each
 * with the pass it paid for. Two queries merged here rather than one `union all`: each side is
 * typed from its entity.
 */
export async function transactionsOfOwner(em: EntityManager, ownerId: string, offset: number, limit: number) {
  const db = tablesOf<Tables>(em);
  const upTo = offset + limit;
  const [payments, refunds] = await Promise.all([
    db
      .selectFrom('payment as pay')
      .innerJoin('participant as p', 'p.id', 'pay.participant_id')
      .innerJoin('game as g', 'g.id', 'p.game_id')
      .select(['pay.id', 'pay.id as payment_id', 'pay.amount', 'pay.status', 'pay.created_at', 'g.name as game'])
      .select(['p.price_category', 'p.play_format', 'p.risk_category'])
      .where('pay.owner_id', '=', ownerId)
      .orderBy('pay.created_at', 'desc')
      .orderBy('pay.id')
      .limit(upTo)
      .execute(),
    db
      .selectFrom('payment_refund as r')
      .innerJoin('payment as pay', 'pay.id', 'r.payment_id')
      .innerJoin('participant as p', 'p.id', 'pay.participant_id')
      .innerJoin('game as g', 'g.id', 'p.game_id')
      .select(['r.id', 'pay.id as payment_id', 'r.amount', 'r.status', 'r.created_at', 'g.name as game'])
      .select(['p.price_category', 'p.play_format', 'p.risk_category'])
      .where('pay.owner_id', '=', ownerId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id')
      .limit(upTo)
      .execute(),
  ]);
  const all = [
    ...payments.map((row) => ({ ...row, kind: 'payment' as const, created_at: new Date(row.created_at) })),
    ...refunds.map((row) => ({ ...row, kind: 'refund' as const, created_at: new Date(row.created_at) })),
  ];
  return all
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(offset, upTo);
}
