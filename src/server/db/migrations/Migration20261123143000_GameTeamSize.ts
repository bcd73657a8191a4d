import { Migration } from '@mikro-orm/migrations';

export class Migration20261123143000_GameTeamSize extends Migration {

  override name = 'Migration20261123143000_GameTeamSize';

  override up(): void | Promise<void> {
    this.addSql(`alter table "game" add column "team_size" int not null default 4;`);
    this.addSql(`update "game" set "team_size" = 5 where "slug" in ('valorant', 'call-of-duty-mobile', 'dota-2', 'league-of-legends', 'pokemon-unite');`);
    this.addSql(`update "game" set "team_size" = 2 where "slug" = 'team-fight-tactics';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "game" drop column if exists "team_size";`);
  }

}
