import { Migration } from '@mikro-orm/migrations';

export class Migration20261129073000_QueuedMailIndex extends Migration {

  override name = 'Migration20261129073000_QueuedMailIndex';

  override up(): void | Promise<void> {
    // The minutely mail job (src/server/mail/service.ts) reads the queued messages oldest first;
    // the outbox keeps every e-mail ever sent, so a partial index holds only those waiting.
    this.addSql(`create index "outbox_message_queued_index" on "outbox_message" ("created_at", "id") where "queued" = true;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "outbox_message_queued_index";`);
  }

}
