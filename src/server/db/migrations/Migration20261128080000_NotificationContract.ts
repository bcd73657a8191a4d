import { Migration } from '@mikro-orm/migrations';

export class Migration20261128080000_NotificationContract extends Migration {

  override name = 'Migration20261128080000_NotificationContract';

  override up(): void | Promise<void> {
    // Issue 28: the language a player's messages go out in, and their choices per group and channel.
    this.addSql(`alter table "app_user" add column "language" text check ("language" in ('en', 'hi')) not null default 'en', add column "notification_preferences" jsonb null;`);
    // The Email Preferences a player turned off become the same choices in the new table (decision 28).
    this.addSql(`update "app_user" set "notification_preferences" = jsonb_build_object('match', jsonb_build_object('email', ("email_preferences"->>'matchReminders')::boolean), 'results', jsonb_build_object('email', ("email_preferences"->>'results')::boolean)) where "email_preferences"->>'matchReminders' = 'false' or "email_preferences"->>'results' = 'false';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column "language", drop column "notification_preferences";`);
  }

}
