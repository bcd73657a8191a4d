import { Migration } from '@mikro-orm/migrations';

export class Migration20261127170422_H3Seasons extends Migration {

  override name = 'Migration20261127170422_H3Seasons';

  override up(): void | Promise<void> {
    // Seasons, season points and invitations (docs/decisions/0025-championship-rules.md, "The road
    // to the National Finals"); a game's season starts in January 2027 unless its data says otherwise.
    this.addSql(`create table "season_invitation" ("id" uuid not null, "game_id" uuid not null, "play_format" text not null, "season_start" varchar(7) not null, "stage" text not null, "account_id" uuid not null, "rank" int not null, "points" int not null, "status" text not null default 'invited', "responded_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "season_invitation_account_id_index" on "season_invitation" ("account_id");`);
    this.addSql(`alter table "season_invitation" add constraint "season_invitation_game_id_play_format_season_star_975c4_unique" unique ("game_id", "play_format", "season_start", "stage", "account_id");`);

    this.addSql(`create table "season_score" ("id" uuid not null, "group_id" uuid not null, "participant_id" uuid not null, "account_id" uuid null, "place" int null, "points" int not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "season_score_participant_id_index" on "season_score" ("participant_id");`);
    this.addSql(`create index "season_score_account_id_index" on "season_score" ("account_id");`);
    this.addSql(`alter table "season_score" add constraint "season_score_group_id_participant_id_unique" unique ("group_id", "participant_id");`);

    this.addSql(`alter table "game" add "season_start" varchar(7) not null default '2027-01';`);

    this.addSql(`alter table "season_invitation" add constraint "season_invitation_game_id_foreign" foreign key ("game_id") references "game" ("id") on delete restrict;`);
    this.addSql(`alter table "season_invitation" add constraint "season_invitation_account_id_foreign" foreign key ("account_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "season_invitation" add constraint "season_invitation_play_format_check" check ("play_format" in ('solo', 'squad'));`);
    this.addSql(`alter table "season_invitation" add constraint "season_invitation_stage_check" check ("stage" in ('semi-final', 'final'));`);
    this.addSql(`alter table "season_invitation" add constraint "season_invitation_status_check" check ("status" in ('invited', 'accepted', 'declined'));`);

    this.addSql(`alter table "season_score" add constraint "season_score_group_id_foreign" foreign key ("group_id") references "qualifier_group" ("id") on delete cascade;`);
    this.addSql(`alter table "season_score" add constraint "season_score_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on delete cascade;`);
    this.addSql(`alter table "season_score" add constraint "season_score_account_id_foreign" foreign key ("account_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "season_invitation" cascade;`);
    this.addSql(`drop table if exists "season_score" cascade;`);

    this.addSql(`alter table "game" drop column "season_start";`);
  }

}
