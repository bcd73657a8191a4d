import { Migration } from '@mikro-orm/migrations';

export class Migration20261124031500_GamePlatform extends Migration {

  override name = 'Migration20261124031500_GamePlatform';

  override up(): void | Promise<void> {
    this.addSql(`alter table "game" add column "platform" text not null default 'mobile';`);
    this.addSql(`alter table "game" add constraint "game_platform_check" check ("platform" in ('mobile', 'pc'));`);
    this.addSql(`update "game" set "platform" = 'pc' where "slug" in ('valorant', 'dota-2', 'league-of-legends', 'team-fight-tactics', 'fortnite');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "game" drop column if exists "platform";`);
  }

}
