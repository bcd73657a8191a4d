import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../db/kysely.ts';
import type { LedgerKind } from '../../shared/books.ts';
import type { Participant } from '../registration/entities.ts';
import type { PrizeAward } from '../prizes/entities.ts';
import type { LedgerEntry } from './entities.ts';

// Booking money in the transaction of the event that moved it (docs/decisions/0026-prize-payouts.md,
// "Books"). An entry's source key is its kind and the id of what it books, unique in the table:
// a repeated webhook, job run or double click books nothing twice. Zero amounts (a free entry, a
// prize without TDS) book nothing.

export interface LedgerLine {
  kind: LedgerKind;
  amountPaise: number;
  /** The payer or the winner; null when the account is gone. */
  accountId: string | null | undefined;
  /** The id of the payment, refund, award or payout booked. */
  reference: string;
  occurredAt?: Date;
}

/** Books the lines in the caller's transaction, each once (by `kind:reference`). */
export async function book(tx: EntityManager, lines: LedgerLine[]): Promise<void> {
  const now = new Date();
  const rows = lines
    .filter((line) => line.amountPaise !== 0)
    .map((line) => {
      if (!Number.isInteger(line.amountPaise) || line.amountPaise < 0)
        throw new Error(`A ledger amount is whole positive paise, not ${line.amountPaise}.`);
      return {
        id: randomUUID(),
        occurred_at: line.occurredAt ?? now,
        kind: line.kind,
        amount_paise: line.amountPaise,
        account_id: line.accountId ?? null,
        reference: line.reference,
        source_key: `${line.kind}:${line.reference}`,
      };
    });
  if (!rows.length) return;
  await tablesOf<typeof LedgerEntry>(tx)
    .insertInto('ledger_entry')
    .values(rows)
    .onConflict((conflict) => conflict.column('source_key').doNothing())
    .execute();
}

interface PaidPayout {
  id: string;
  amountPaise: number;
  tdsPaise: number;
  award: { id: string };
}

/** The winner behind an award: its registration's owner (null once the account is gone). */
async function winnerOf(tx: EntityManager, awardId: string): Promise<string | null> {
  const row = await tablesOf<typeof PrizeAward | typeof Participant>(tx)
    .selectFrom('prize_award as a')
    .innerJoin('participant as p', 'p.id', 'a.participant_id')
    .select('p.owner_id')
    .where('a.id', '=', awardId)
    .executeTakeFirst();
  return row?.owner_id ?? null;
}

/** A payout reached the winner: its net sent and its TDS withheld (gross = both). */
export async function bookPayoutSent(tx: EntityManager, payout: PaidPayout): Promise<void> {
  const accountId = await winnerOf(tx, payout.award.id);
  await book(tx, [
    { kind: 'payout_sent', amountPaise: payout.amountPaise, accountId, reference: payout.id },
    { kind: 'tds_withheld', amountPaise: payout.tdsPaise, accountId, reference: payout.id },
  ]);
}

/**
 * A paid payout came back (the bank returned it; the gateway's `payout.reversed`): its net is ours
 * again and its TDS is not owed, and the award is pending again. Called in the transaction that
 * marks the payout reversed (prizes/payout-states.ts), which keeps its `paid_at`. Booking it again changes nothing.
 */
export async function bookPayoutReversed(tx: EntityManager, payout: PaidPayout): Promise<void> {
  const accountId = await winnerOf(tx, payout.award.id);
  await book(tx, [
    { kind: 'payout_reversed', amountPaise: payout.amountPaise, accountId, reference: payout.id },
    { kind: 'tds_reversed', amountPaise: payout.tdsPaise, accountId, reference: payout.id },
  ]);
}
