import { Migration } from '@mikro-orm/migrations';

const KINDS = `'fee_received', 'fee_refunded', 'prize_awarded', 'prize_voided', 'tds_withheld', 'payout_sent', 'payout_reversed', 'tds_reversed'`;

/**
 * The books of a database that had money before the ledger: an entry per paid payment, processed
 * refund, award, voided award and paid (or reversed) payout, at the time its row says it happened.
 * Each by its source key, so running it again books nothing twice (src/server/books/ledger.ts).
 */
export const LEDGER_BACKFILL = [
  `insert into "ledger_entry" ("id", "occurred_at", "kind", "amount_paise", "account_id", "reference", "source_key")
   select gen_random_uuid(), coalesce(p."paid_at", p."updated_at"), 'fee_received', p."amount" * 100, p."owner_id", p."id"::text, 'fee_received:' || p."id"
   from "payment" p where p."status" in ('success', 'partially-refunded', 'refunded') and p."amount" > 0
   on conflict ("source_key") do nothing;`,
  `insert into "ledger_entry" ("id", "occurred_at", "kind", "amount_paise", "account_id", "reference", "source_key")
   select gen_random_uuid(), r."updated_at", 'fee_refunded', r."amount" * 100, p."owner_id", r."id"::text, 'fee_refunded:' || r."id"
   from "payment_refund" r join "payment" p on p."id" = r."payment_id" where r."status" = 'processed' and r."amount" > 0
   on conflict ("source_key") do nothing;`,
  `insert into "ledger_entry" ("id", "occurred_at", "kind", "amount_paise", "account_id", "reference", "source_key")
   select gen_random_uuid(), a."created_at", 'prize_awarded', a."amount_paise", e."owner_id", a."id"::text, 'prize_awarded:' || a."id"
   from "prize_award" a join "participant" e on e."id" = a."participant_id" where a."amount_paise" > 0
   on conflict ("source_key") do nothing;`,
  `insert into "ledger_entry" ("id", "occurred_at", "kind", "amount_paise", "account_id", "reference", "source_key")
   select gen_random_uuid(), coalesce(a."voided_at", a."created_at"), 'prize_voided', a."amount_paise", e."owner_id", a."id"::text, 'prize_voided:' || a."id"
   from "prize_award" a join "participant" e on e."id" = a."participant_id" where a."status" = 'voided' and a."amount_paise" > 0
   on conflict ("source_key") do nothing;`,
  ...(
    [
      ['payout_sent', 'amount_paise', 'o."paid_at"', `o."paid_at" is not null`],
      ['tds_withheld', 'tds_paise', 'o."paid_at"', `o."paid_at" is not null`],
      ['payout_reversed', 'amount_paise', 'coalesce(o."failed_at", o."paid_at")', `o."paid_at" is not null and o."status" = 'failed'`],
      ['tds_reversed', 'tds_paise', 'coalesce(o."failed_at", o."paid_at")', `o."paid_at" is not null and o."status" = 'failed'`],
    ] as const
  ).map(
    ([kind, column, at, where]) =>
      `insert into "ledger_entry" ("id", "occurred_at", "kind", "amount_paise", "account_id", "reference", "source_key")
   select gen_random_uuid(), ${at}, '${kind}', o."${column}", e."owner_id", o."id"::text, '${kind}:' || o."id"
   from "payout" o join "prize_award" a on a."id" = o."award_id" join "participant" e on e."id" = a."participant_id"
   where ${where} and o."${column}" > 0
   on conflict ("source_key") do nothing;`,
  ),
];

export class Migration20261128003000_Ledger extends Migration {

  override name = 'Migration20261128003000_Ledger';

  override up(): void | Promise<void> {
    // The books (docs/decisions/0026-prize-payouts.md, "Books"): entries are never edited or deleted.
    this.addSql(`create table "ledger_entry" ("id" uuid not null, "occurred_at" timestamptz not null, "kind" text check ("kind" in (${KINDS})) not null, "amount_paise" int not null, "account_id" uuid null, "reference" varchar(64) not null, "source_key" varchar(100) not null, primary key ("id"));`);
    this.addSql(`create index "ledger_entry_occurred_at_index" on "ledger_entry" ("occurred_at");`);
    this.addSql(`create index "ledger_entry_account_id_index" on "ledger_entry" ("account_id");`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_source_key_unique" unique ("source_key");`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_account_id_foreign" foreign key ("account_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_amount_positive" check (amount_paise > 0);`);
    // Entries are never changed or deleted; only the account's foreign key may set it null.
    this.addSql(`create or replace function "ledger_entry_ledger_entry_unchanged_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and old.account_id is not null and new.account_id is null and (new.id, new.occurred_at, new.kind, new.amount_paise, new.reference, new.source_key) is not distinct from (old.id, old.occurred_at, old.kind, old.amount_paise, old.reference, old.source_key) then return new; end if; raise exception 'ledger entries are never changed or deleted; book a correcting entry instead'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "ledger_entry_unchanged" BEFORE UPDATE OR DELETE on "ledger_entry" for each ROW execute function "ledger_entry_ledger_entry_unchanged_fn"();`);
    this.addSql(`create or replace function "ledger_entry_ledger_entry_kept_fn"() returns trigger as $$ begin raise exception 'ledger entries are never deleted'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "ledger_entry_kept" BEFORE TRUNCATE on "ledger_entry" for each STATEMENT execute function "ledger_entry_ledger_entry_kept_fn"();`);
    for (const statement of LEDGER_BACKFILL) this.addSql(statement);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ledger_entry" cascade;`);
    this.addSql(`drop function if exists "ledger_entry_ledger_entry_unchanged_fn"();`);
    this.addSql(`drop function if exists "ledger_entry_ledger_entry_kept_fn"();`);
  }

}
