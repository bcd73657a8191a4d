import { Migration } from '@mikro-orm/migrations';

export class Migration20261128080000_NotificationContract extends Migration {

  override name = 'Migration20261128080000_NotificationContract';

  override up(): void | Promise<void> {
    // Issue 28: the language a player's messages go out in, and their choices per group and channel.
    this.addSql(`alter table "app_user" add column "language" text check ("language" in ('en', 'hi')) not null default 'en', add column "notification_preferences" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column "language", drop column "notification_preferences";`);
  }

}
