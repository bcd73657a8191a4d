import { Migration } from '@mikro-orm/migrations';

export class Migration20261127140200_MatchCheckIn extends Migration {

  override name = 'Migration20261127140200_MatchCheckIn';

  override up(): void | Promise<void> {
    // Check-in (docs/decisions/0025-championship-rules.md, "Check-in"): a match may have its own
    // window (null: the game's minutes before the start), and each entry checks in once.
    this.addSql(`alter table "match" add column "check_in_opens_at" timestamptz null, add column "check_in_closes_at" timestamptz null;`);

    this.addSql(`create table "match_check_in" ("id" uuid not null, "match_id" uuid not null, "participant_id" uuid not null, "checked_in_at" timestamptz not null, "by" text not null, "admitted_by" varchar(64) null, primary key ("id"));`);
    this.addSql(`create index "match_check_in_participant_id_index" on "match_check_in" ("participant_id");`);
    this.addSql(`alter table "match_check_in" add constraint "match_check_in_match_id_participant_id_unique" unique ("match_id", "participant_id");`);
    this.addSql(`alter table "match_check_in" add constraint "match_check_in_match_id_foreign" foreign key ("match_id") references "match" ("id") on delete cascade;`);
    this.addSql(`alter table "match_check_in" add constraint "match_check_in_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on delete cascade;`);
    this.addSql(`alter table "match_check_in" add constraint "match_check_in_by_check" check ("by" in ('player', 'organiser'));`);

    // Results are accepted only for checked-in entries from now on. An entry with a result from
    // before check-in existed played that match: it counts as checked in by the organisers (who
    // entered the result), at the time of its result, with no organiser named.
    this.addSql(`insert into "match_check_in" ("id", "match_id", "participant_id", "checked_in_at", "by", "admitted_by") select gen_random_uuid(), "match_id", "participant_id", "created_at", 'organiser', null from "match_result" on conflict do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "match_check_in" cascade;`);
    this.addSql(`alter table "match" drop column if exists "check_in_opens_at", drop column if exists "check_in_closes_at";`);
  }

}
