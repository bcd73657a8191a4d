import { Migration } from '@mikro-orm/migrations';

export class Migration20261127130000_PoolStandings extends Migration {

  override name = 'Migration20261127130000_PoolStandings';

  override up(): void | Promise<void> {
    // What standings rank on (docs/decisions/0025-championship-rules.md, "Results and scoring"):
    // finishes for lobby placement, the opponent and the score for head-to-head. Results recorded
    // before have none, which scores as 0 finishes and no opponent.
    this.addSql(`alter table "match_result" add column "finishes" int not null default 0, add column "opponent_id" uuid null, add column "score_for" int not null default 0, add column "score_against" int not null default 0;`);
    this.addSql(`alter table "match_result" add constraint "match_result_opponent_id_foreign" foreign key ("opponent_id") references "participant" ("id") on delete set null;`);

    // Each pool's standings, recomputed whenever one of its results changes.
    this.addSql(`create table "pool_standing" ("id" uuid not null, "group_id" uuid not null, "participant_id" uuid not null, "rank" int not null, "points" int not null, "matches_played" int not null, "wins" int not null, "placement_points" int not null default 0, "finishes" int not null default 0, "buchholz" int not null default 0, "score_difference" int not null default 0, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "pool_standing_participant_id_index" on "pool_standing" ("participant_id");`);
    this.addSql(`create index "pool_standing_group_id_rank_index" on "pool_standing" ("group_id", "rank");`);
    this.addSql(`alter table "pool_standing" add constraint "pool_standing_group_id_participant_id_unique" unique ("group_id", "participant_id");`);
    this.addSql(`alter table "pool_standing" add constraint "pool_standing_group_id_foreign" foreign key ("group_id") references "qualifier_group" ("id") on delete cascade;`);
    this.addSql(`alter table "pool_standing" add constraint "pool_standing_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "pool_standing" cascade;`);
    this.addSql(`alter table "match_result" drop constraint if exists "match_result_opponent_id_foreign";`);
    this.addSql(`alter table "match_result" drop column if exists "finishes", drop column if exists "opponent_id", drop column if exists "score_for", drop column if exists "score_against";`);
  }

}
