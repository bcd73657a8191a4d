import { Migration } from '@mikro-orm/migrations';

export class Migration20261127131500_PrizeAwards extends Migration {

  override name = 'Migration20261127131500_PrizeAwards';

  override up(): void | Promise<void> {
    // Prize awards and pool closes (docs/decisions/0025-championship-rules.md, "Closing a pool and
    // awarding prizes"): money records, so neither a pool nor a pass with an award can be deleted.
    this.addSql(`create table "prize_award" ("id" uuid not null, "group_id" uuid not null, "participant_id" uuid not null, "rank" int not null, "places" jsonb not null, "amount_paise" int not null, "status" text not null default 'awarded', "voided_at" timestamptz null, "void_reason" varchar(200) null, "replaces" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "prize_award_participant_id_index" on "prize_award" ("participant_id");`);
    this.addSql(`create index "prize_award_group_id_status_index" on "prize_award" ("group_id", "status");`);
    this.addSql(`alter table "prize_award" add constraint "prize_award_status_check" check ("status" in ('awarded', 'claimed', 'paid', 'voided'));`);
    this.addSql(`alter table "prize_award" add constraint "prize_award_group_id_foreign" foreign key ("group_id") references "qualifier_group" ("id") on delete restrict;`);
    this.addSql(`alter table "prize_award" add constraint "prize_award_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on delete restrict;`);

    this.addSql(`create table "pool_close" ("group_id" uuid not null, "closed_at" timestamptz not null, "closed_by" varchar(64) not null, "reopened_at" timestamptz null, "closes" int not null, "matches_held" int not null, "awarded_paise" int not null, "unawarded_places" jsonb not null, primary key ("group_id"));`);
    this.addSql(`alter table "pool_close" add constraint "pool_close_group_id_foreign" foreign key ("group_id") references "qualifier_group" ("id") on update cascade on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "pool_close" cascade;`);
    this.addSql(`drop table if exists "prize_award" cascade;`);
  }

}
