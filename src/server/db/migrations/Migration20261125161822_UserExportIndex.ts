import { Migration } from '@mikro-orm/migrations';

export class Migration20261125161822_UserExportIndex extends Migration {

  override name = 'Migration20261125161822_UserExportIndex';

  override up(): void | Promise<void> {
    // The admin user export pages through every user by (created_at, id).
    this.addSql(`create index "app_user_created_at_id_index" on "app_user" ("created_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "app_user_created_at_id_index";`);
  }

}
