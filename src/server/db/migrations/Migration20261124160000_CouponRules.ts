import { Migration } from '@mikro-orm/migrations';

export class Migration20261124160000_CouponRules extends Migration {

  override name = 'Migration20261124160000_CouponRules';

  override up(): void | Promise<void> {
    this.addSql(`alter table "coupon" rename column "percent_off" to "value";`);
    this.addSql(`alter table "coupon" add "kind" text not null default 'percent', add "valid_from" timestamptz null, add "max_uses" int null, add "max_uses_per_player" int null, add "updated_at" timestamptz not null default now();`);
    this.addSql(`alter table "coupon" alter column "updated_at" drop default;`);
    this.addSql(`alter table "coupon" add constraint "coupon_kind_check" check ("kind" in ('percent', 'flat'));`);
    this.addSql(`create index "payment_coupon_code_index" on "payment" ("coupon_code");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "payment_coupon_code_index";`);
    this.addSql(`alter table "coupon" drop constraint "coupon_kind_check";`);
    this.addSql(`alter table "coupon" drop column "kind", drop column "valid_from", drop column "max_uses", drop column "max_uses_per_player", drop column "updated_at";`);
    this.addSql(`alter table "coupon" rename column "value" to "percent_off";`);
  }

}
