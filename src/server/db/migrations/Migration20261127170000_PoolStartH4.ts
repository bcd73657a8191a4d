import { Migration } from '@mikro-orm/migrations';

export class Migration20261127170000_PoolStartH4 extends Migration {

  override name = 'Migration20261127170000_PoolStartH4';

  override up(): void | Promise<void> {
    // A pool not full at its start (docs/decisions/0025-championship-rules.md): the rule is applied
    // once, and a pool that others merged into keeps its grown "others" places for its close.
    this.addSql(`alter table "qualifier_group" add column "others_count" int null, add column "start_rule_applied_at" timestamptz null, add column "start_outcome" text null, add column "merged_into" uuid null;`);
    this.addSql(`alter table "qualifier_group" add constraint "qualifier_group_start_outcome_check" check ("start_outcome" in ('played', 'merged', 'cancelled'));`);

    // Pools that began before the rule was carried out played as they were (every qualifier had
    // the default `play` until now): the start job leaves them alone.
    this.addSql(`update "qualifier_group" as g set "start_rule_applied_at" = now(), "start_outcome" = 'played' where exists (select 1 from "match" as m where m."group_id" = g."id" and m."status" <> 'cancelled' and m."scheduled_at" <= now());`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "qualifier_group" drop constraint if exists "qualifier_group_start_outcome_check";`);
    this.addSql(`alter table "qualifier_group" drop column if exists "others_count", drop column if exists "start_rule_applied_at", drop column if exists "start_outcome", drop column if exists "merged_into";`);
  }

}
