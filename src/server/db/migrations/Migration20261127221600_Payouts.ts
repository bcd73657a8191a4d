import { Migration } from '@mikro-orm/migrations';

export class Migration20261127221600_Payouts extends Migration {

  override name = 'Migration20261127221600_Payouts';

  override up(): void | Promise<void> {
    // Manual payouts with maker-checker (docs/decisions/0026-prize-payouts.md, "Payout").
    this.addSql(`create table "payout" ("id" uuid not null, "award_id" uuid not null, "open_award" uuid null, "gross_paise" int not null, "tds_paise" int not null, "amount_paise" int not null, "status" text check ("status" in ('approved', 'released', 'paid', 'failed')) not null default 'approved', "mode" varchar(16) not null default 'manual', "approved_by" varchar(64) not null, "approved_at" timestamptz not null, "released_by" varchar(64) null, "released_at" timestamptz null, "utr" varchar(22) null, "paid_by" varchar(64) null, "paid_at" timestamptz null, "failed_by" varchar(64) null, "failed_at" timestamptz null, "failure_reason" varchar(200) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "payout_award_id_index" on "payout" ("award_id");`);
    this.addSql(`alter table "payout" add constraint "payout_open_award_unique" unique ("open_award");`);
    this.addSql(`alter table "payout" add constraint "payout_award_id_foreign" foreign key ("award_id") references "prize_award" ("id") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payout" cascade;`);
  }

}
