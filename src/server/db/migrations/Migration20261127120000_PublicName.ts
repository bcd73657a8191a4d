import { Migration } from '@mikro-orm/migrations';

export class Migration20261127120000_PublicName extends Migration {

  override name = 'Migration20261127120000_PublicName';

  override up(): void | Promise<void> {
    // The name public leaderboards show (docs/decisions/0025-championship-rules.md, "Standings"):
    // null shows the default, the first name and the last name's initial, so no row needs filling.
    this.addSql(`alter table "app_user" add column "public_name" varchar(30) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column if exists "public_name";`);
  }

}
