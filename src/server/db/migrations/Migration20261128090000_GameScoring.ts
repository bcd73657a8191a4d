import { Migration } from '@mikro-orm/migrations';
import {
  CHECK_IN,
  DEFAULT_PLACEMENT_POINTS,
  DEFAULT_POINTS_PER_FINISH,
} from '../../../shared/championship-rules.ts';
import { GAME_CATALOGUE, type CatalogueGame } from '../../../shared/game-catalogue.ts';
import { MIN_LOBBY_SIZE } from '../../../shared/games.ts';

// Each game's championship data (docs/decisions/0025-championship-rules.md): how its matches are
// scored, its lobby sizes and check-in window. The seeded games are filled from the catalogue by
// slug; any other game keeps the defaults (head-to-head, lobbies of 2).

const jsonb = (points: readonly number[]) => `'${JSON.stringify(points)}'::jsonb`;

const fill = (game: CatalogueGame) =>
  `update "game" set "scoring_format" = '${game.scoringFormat}', "solo_lobby_size" = ${game.soloLobbySize}, ` +
  `"squad_lobby_size" = ${game.squadLobbySize}, "placement_points" = ${jsonb(game.placementPoints ?? DEFAULT_PLACEMENT_POINTS)}, ` +
  `"points_per_finish" = ${game.pointsPerFinish ?? DEFAULT_POINTS_PER_FINISH} where "slug" = '${game.slug}';`;

export class Migration20261128090000_GameScoring extends Migration {

  override name = 'Migration20261128090000_GameScoring';

  override up(): void | Promise<void> {
    this.addSql(`alter table "game" add column "scoring_format" text not null default 'head-to-head', add column "solo_lobby_size" int not null default ${MIN_LOBBY_SIZE}, add column "squad_lobby_size" int not null default ${MIN_LOBBY_SIZE}, add column "check_in_opens_minutes" int not null default ${CHECK_IN.opensMinutesBefore}, add column "check_in_closes_minutes" int not null default ${CHECK_IN.closesMinutesBefore}, add column "placement_points" jsonb not null default ${jsonb(DEFAULT_PLACEMENT_POINTS)}, add column "points_per_finish" int not null default ${DEFAULT_POINTS_PER_FINISH};`);
    this.addSql(`alter table "game" add constraint "game_scoring_format_check" check ("scoring_format" in ('placement', 'head-to-head'));`);
    // The entity fills a new game's points; the default only filled the rows already there.
    this.addSql(`alter table "game" alter column "placement_points" drop default;`);
    for (const game of GAME_CATALOGUE) this.addSql(fill(game));
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "game" drop column if exists "scoring_format", drop column if exists "solo_lobby_size", drop column if exists "squad_lobby_size", drop column if exists "check_in_opens_minutes", drop column if exists "check_in_closes_minutes", drop column if exists "placement_points", drop column if exists "points_per_finish";`);
  }

}
