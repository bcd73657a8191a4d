import { Migration } from '@mikro-orm/migrations';

export class Migration20261127170000_H1MatchLineup extends Migration {

  override name = 'Migration20261127170000_H1MatchLineup';

  override up(): void | Promise<void> {
    // A match's line-up (docs/decisions/0025-championship-rules.md, "Lobbies are not pools"): each
    // checked-in entry's lobby, or its Swiss opponent (null with no lobby: a bye), with the seed kept.
    this.addSql(`create table "match_lineup" ("id" uuid not null, "match_id" uuid not null, "participant_id" uuid not null, "lobby" int null, "opponent_id" uuid null, "seed" varchar(100) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "match_lineup_participant_id_index" on "match_lineup" ("participant_id");`);
    this.addSql(`alter table "match_lineup" add constraint "match_lineup_match_id_participant_id_unique" unique ("match_id", "participant_id");`);
    this.addSql(`alter table "match_lineup" add constraint "match_lineup_match_id_foreign" foreign key ("match_id") references "match" ("id") on delete cascade;`);
    this.addSql(`alter table "match_lineup" add constraint "match_lineup_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on delete cascade;`);
    this.addSql(`alter table "match_lineup" add constraint "match_lineup_opponent_id_foreign" foreign key ("opponent_id") references "participant" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "match_lineup" cascade;`);
  }

}
