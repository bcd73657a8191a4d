import { Migration } from '@mikro-orm/migrations';

export class Migration20261129040000_MailWaitsForItsServer extends Migration {

  override name = 'Migration20261129040000_MailWaitsForItsServer';

  override up(): void | Promise<void> {
    // Issue 30: mail the SMTP server could not take waits in the outbox; a one-time code's message
    // waits sealed (its row keeps the code masked) and only while the code can still be used.
    this.addSql(`alter table "outbox_message" add column "content_sealed" text null, add column "expires_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox_message" drop column "content_sealed", drop column "expires_at";`);
  }

}
