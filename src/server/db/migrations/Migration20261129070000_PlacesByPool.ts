import { Migration } from '@mikro-orm/migrations';

export class Migration20261129070000_PlacesByPool extends Migration {

  override name = 'Migration20261129070000_PlacesByPool';

  override up(): void | Promise<void> {
    // Issue 30's long run: placing a payment counted the places of every pool of its qualifier,
    // each count reading the whole participant table (no index on group_id). Placement now starts
    // from a count kept on the pool (qualifiers/service.ts, assignGroup), taken here from the
    // entries: paid, and not refunded in full.
    this.addSql(`create index "participant_group_id_status_index" on "participant" ("group_id", "status");`);
    this.addSql(`alter table "qualifier_group" add column "places_taken" int not null default 0;`);
    this.addSql(`update "qualifier_group" as g set "places_taken" = (
      select count(*) from "participant" as p
      where p."group_id" = g."id" and p."status" = 'paid'
        and not exists (select 1 from "payment" as pay where pay."live_key" = p."id" and pay."status" = 'refunded'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "qualifier_group" drop column "places_taken";`);
    this.addSql(`drop index "participant_group_id_status_index";`);
  }

}
