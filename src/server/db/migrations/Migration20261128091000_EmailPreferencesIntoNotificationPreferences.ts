import { Migration } from '@mikro-orm/migrations';

export class Migration20261128091000_EmailPreferencesIntoNotificationPreferences extends Migration {

  override name = 'Migration20261128091000_EmailPreferencesIntoNotificationPreferences';

  override up(): void | Promise<void> {
    // Issue 28: notification_preferences is the one source the sender reads. A player who had
    // turned off match reminder or result e-mails keeps them off there (match.email, results.email).
    this.addSql(`update "app_user" set "notification_preferences" = coalesce("notification_preferences", '{}'::jsonb)
      || case when ("email_preferences"->>'matchReminders') = 'false'
           then jsonb_build_object('match', coalesce("notification_preferences"->'match', '{}'::jsonb) || '{"email": false}'::jsonb)
           else '{}'::jsonb end
      || case when ("email_preferences"->>'results') = 'false'
           then jsonb_build_object('results', coalesce("notification_preferences"->'results', '{}'::jsonb) || '{"email": false}'::jsonb)
           else '{}'::jsonb end
      where ("email_preferences"->>'matchReminders') = 'false' or ("email_preferences"->>'results') = 'false';`);
  }

  override down(): void | Promise<void> {
    // The copy is kept: email_preferences still holds what it was copied from.
  }

}
