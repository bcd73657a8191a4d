import { Migration } from '@mikro-orm/migrations';

export class Migration20261127140100_PrizePools extends Migration {

  override name = 'Migration20261127140100_PrizePools';

  override up(): void | Promise<void> {
    // Prize pools (docs/decisions/0025-championship-rules.md, "Prize pools"): a group is one risk
    // tier and pass of its qualifier. Groups made before pools keep null, and are joined no more.
    this.addSql(`alter table "qualifier_group" add column "risk_category" text null, add column "price_category" text null;`);
    this.addSql(`alter table "qualifier_group" add constraint "qualifier_group_risk_category_check" check ("risk_category" in ('hr', 'lr'));`);
    this.addSql(`alter table "qualifier_group" add constraint "qualifier_group_price_category_check" check ("price_category" in ('1500', '500', '6000', '2000'));`);
    // Pools are numbered per tier and pass (Pool 2 of High Risk, Max Pass).
    this.addSql(`alter table "qualifier_group" drop constraint "qualifier_group_qualifier_id_number_unique";`);
    this.addSql(`alter table "qualifier_group" add constraint "qualifier_group_pool_number_unique" unique ("qualifier_id", "risk_category", "price_category", "number");`);

    // What a pool not full when the qualifier starts does: the organiser's choice, per qualifier.
    this.addSql(`alter table "qualifier" add column "underfilled_rule" text not null default 'play';`);
    this.addSql(`alter table "qualifier" add constraint "qualifier_underfilled_rule_check" check ("underfilled_rule" in ('play', 'merge', 'cancel'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "qualifier" drop constraint if exists "qualifier_underfilled_rule_check";`);
    this.addSql(`alter table "qualifier" drop column if exists "underfilled_rule";`);
    this.addSql(`alter table "qualifier_group" drop constraint if exists "qualifier_group_pool_number_unique";`);
    this.addSql(`alter table "qualifier_group" add constraint "qualifier_group_qualifier_id_number_unique" unique ("qualifier_id", "number");`);
    this.addSql(`alter table "qualifier_group" drop constraint if exists "qualifier_group_risk_category_check";`);
    this.addSql(`alter table "qualifier_group" drop constraint if exists "qualifier_group_price_category_check";`);
    this.addSql(`alter table "qualifier_group" drop column if exists "risk_category", drop column if exists "price_category";`);
  }

}
