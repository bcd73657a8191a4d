import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from '../db/columns.ts';
import { AppUser } from '../users/entities.ts';
import { LEDGER_KINDS } from '../../shared/books.ts';

/**
 * The triggers' body: every change refused but the account's foreign key setting it null when the
 * account is deleted (the entry stays, its money unchanged).
 */
const REFUSE_CHANGE = `if tg_op = 'UPDATE' and old.account_id is not null and new.account_id is null and (new.id, new.occurred_at, new.kind, new.amount_paise, new.reference, new.source_key) is not distinct from (old.id, old.occurred_at, old.kind, old.amount_paise, old.reference, old.source_key) then return new; end if; raise exception 'ledger entries are never changed or deleted; book a correcting entry instead'`;

/**
 * A line of the books (docs/decisions/0026-prize-payouts.md, "Books"): money in paise, always
 * positive, its kind saying which way it goes. Written in the transaction of the event it records
 * and never updated or deleted (a database trigger refuses both, except the account becoming null
 * when the account is deleted): a correction is a new entry. `sourceKey` (`kind:source-id`) is
 * unique, so booking an event again changes nothing.
 */
const LedgerEntrySchema = defineEntity({
  name: 'LedgerEntry',
  tableName: 'ledger_entry',
  indexes: [{ properties: ['occurredAt'] }],
  checks: [{ name: 'ledger_entry_amount_positive', expression: 'amount_paise > 0' }],
  // The migration adds a statement trigger refusing TRUNCATE too: PostgreSQL lists no truncate
  // trigger where the ORM compares triggers, so it is not declared here.
  triggers: [
    { name: 'ledger_entry_unchanged', timing: 'before', events: ['update', 'delete'], body: REFUSE_CHANGE },
  ],
  properties: {
    id: uuidPrimaryKey(),
    occurredAt: p.datetime(),
    kind: p.enum(LEDGER_KINDS),
    amountPaise: p.integer(),
    /** Whose money: the payer or the winner; null once the account is deleted. */
    account: () => p.manyToOne(AppUser).nullable().deleteRule('set null').index(),
    /** The payment, refund, award or payout it books, by id. */
    reference: p.string().length(64),
    sourceKey: p.string().length(100).unique(),
  },
});
export class LedgerEntry extends LedgerEntrySchema.class {}
LedgerEntrySchema.setClass(LedgerEntry);
