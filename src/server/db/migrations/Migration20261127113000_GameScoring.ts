import { Migration } from '@mikro-orm/migrations';

// Each game's championship data (docs/decisions/0025-championship-rules.md): how its matches are
// scored, its lobby sizes and check-in window. The seeded games are filled by slug with the values
// the catalogue (src/shared/game-catalogue.ts) had when this was written; any other game keeps the
// defaults (head-to-head, lobbies of 2, check-in from 60 to 15 minutes before, the default points).

export class Migration20261127113000_GameScoring extends Migration {

  override name = 'Migration20261127113000_GameScoring';

  override up(): void | Promise<void> {
    this.addSql(`alter table "game" add column "scoring_format" text not null default 'head-to-head', add column "solo_lobby_size" int not null default 2, add column "squad_lobby_size" int not null default 2, add column "check_in_opens_minutes" int not null default 60, add column "check_in_closes_minutes" int not null default 15, add column "placement_points" jsonb not null default '[10,6,5,4,3,2,1,1]'::jsonb, add column "points_per_finish" int not null default 1;`);
    this.addSql(`alter table "game" add constraint "game_scoring_format_check" check ("scoring_format" in ('placement', 'head-to-head'));`);
    // The entity fills a new game's points; the default only filled the rows already there.
    this.addSql(`alter table "game" alter column "placement_points" drop default;`);
    this.addSql(`update "game" set "scoring_format" = 'placement', "solo_lobby_size" = 100, "squad_lobby_size" = 25, "placement_points" = '[10,6,5,4,3,2,1,1]'::jsonb, "points_per_finish" = 1 where "slug" = 'bgmi';`);
    this.addSql(`update "game" set "scoring_format" = 'head-to-head', "solo_lobby_size" = 2, "squad_lobby_size" = 2, "placement_points" = '[10,6,5,4,3,2,1,1]'::jsonb, "points_per_finish" = 1 where "slug" = 'valorant';`);
    this.addSql(`update "game" set "scoring_format" = 'placement', "solo_lobby_size" = 48, "squad_lobby_size" = 12, "placement_points" = '[10,6,5,4,3,2,1,1]'::jsonb, "points_per_finish" = 1 where "slug" = 'free-fire-max';`);
    this.addSql(`update "game" set "scoring_format" = 'head-to-head', "solo_lobby_size" = 2, "squad_lobby_size" = 2, "placement_points" = '[10,6,5,4,3,2,1,1]'::jsonb, "points_per_finish" = 1 where "slug" = 'call-of-duty-mobile';`);
    this.addSql(`update "game" set "scoring_format" = 'head-to-head', "solo_lobby_size" = 2, "squad_lobby_size" = 2, "placement_points" = '[10,6,5,4,3,2,1,1]'::jsonb, "points_per_finish" = 1 where "slug" = 'pokemon-unite';`);
    this.addSql(`update "game" set "scoring_format" = 'head-to-head', "solo_lobby_size" = 2, "squad_lobby_size" = 2, "placement_points" = '[10,6,5,4,3,2,1,1]'::jsonb, "points_per_finish" = 1 where "slug" = 'dota-2';`);
    this.addSql(`update "game" set "scoring_format" = 'head-to-head', "solo_lobby_size" = 2, "squad_lobby_size" = 2, "placement_points" = '[10,6,5,4,3,2,1,1]'::jsonb, "points_per_finish" = 1 where "slug" = 'league-of-legends';`);
    this.addSql(`update "game" set "scoring_format" = 'placement', "solo_lobby_size" = 8, "squad_lobby_size" = 4, "placement_points" = '[8,7,6,5,4,3,2,1]'::jsonb, "points_per_finish" = 0 where "slug" = 'team-fight-tactics';`);
    this.addSql(`update "game" set "scoring_format" = 'placement', "solo_lobby_size" = 100, "squad_lobby_size" = 25, "placement_points" = '[10,6,5,4,3,2,1,1]'::jsonb, "points_per_finish" = 1 where "slug" = 'fortnite';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "game" drop column if exists "scoring_format", drop column if exists "solo_lobby_size", drop column if exists "squad_lobby_size", drop column if exists "check_in_opens_minutes", drop column if exists "check_in_closes_minutes", drop column if exists "placement_points", drop column if exists "points_per_finish";`);
  }

}
