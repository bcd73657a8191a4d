import { Migration } from '@mikro-orm/migrations';

export class Migration20261127211400_PrizeClaims extends Migration {

  override name = 'Migration20261127211400_PrizeClaims';

  override up(): void | Promise<void> {
    // Prize claims and the winner's payout details, sealed (docs/decisions/0026-prize-payouts.md).
    this.addSql(`create table "payout_details" ("owner_id" uuid not null, "details_sealed" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("owner_id"));`);
    this.addSql(`alter table "payout_details" add constraint "payout_details_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "prize_award" add column "claimed_at" timestamptz null, add column "tds_paise" int null, add column "net_winnings_paise" int null, add column "paid_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payout_details" cascade;`);
    this.addSql(`alter table "prize_award" drop column "claimed_at", drop column "tds_paise", drop column "net_winnings_paise", drop column "paid_at";`);
  }

}
