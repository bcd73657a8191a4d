import { Migration } from '@mikro-orm/migrations';

export class Migration20261128082734_NotificationOutbox extends Migration {

  override name = 'Migration20261128082734_NotificationOutbox';

  override up(): void | Promise<void> {
    this.addSql(`create table "notification_outbox" ("id" uuid not null, "event" varchar(60) not null, "event_key" varchar(200) not null, "user_ids" jsonb not null, "params" jsonb not null, "path" varchar(300) not null, "created_at" timestamptz not null, "expanded_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "notification_outbox_expanded_at_created_at_index" on "notification_outbox" ("expanded_at", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notification_outbox" cascade;`);
  }

}
