import { Migration } from '@mikro-orm/migrations';

export class Migration20261128075053_NotificationDeliveries extends Migration {

  override name = 'Migration20261128075053_NotificationDeliveries';

  override up(): void | Promise<void> {
    this.addSql(`create table "notification_delivery" ("id" uuid not null, "event_key" varchar(200) not null, "event" varchar(60) not null, "user_id" uuid not null, "channel" text not null, "status" text not null default 'queued', "language" text not null, "params" jsonb not null, "path" varchar(300) not null, "not_before" timestamptz not null, "attempts" int not null default 0, "error" text null, "provider_message_id" varchar(200) null, "created_at" timestamptz not null, "sent_at" timestamptz null, "delivered_at" timestamptz null, "failed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "notification_delivery_user_id_index" on "notification_delivery" ("user_id");`);
    this.addSql(`create index "notification_delivery_status_not_before_index" on "notification_delivery" ("status", "not_before");`);
    this.addSql(`create index "notification_delivery_created_at_index" on "notification_delivery" ("created_at");`);
    this.addSql(`create index "notification_delivery_channel_provider_message_id_index" on "notification_delivery" ("channel", "provider_message_id");`);
    this.addSql(`alter table "notification_delivery" add constraint "notification_delivery_event_key_user_id_channel_unique" unique ("event_key", "user_id", "channel");`);

    this.addSql(`alter table "notification" add "event_key" varchar(200) null, add "path" varchar(300) null;`);
    this.addSql(`alter table "notification" add constraint "notification_user_id_event_key_unique" unique ("user_id", "event_key");`);

    this.addSql(`alter table "notification_delivery" add constraint "notification_delivery_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "notification_delivery" add constraint "notification_delivery_channel_check" check ("channel" in ('email', 'push', 'sms', 'whatsapp'));`);
    this.addSql(`alter table "notification_delivery" add constraint "notification_delivery_status_check" check ("status" in ('queued', 'held', 'sent', 'delivered', 'failed', 'cancelled'));`);
    this.addSql(`alter table "notification_delivery" add constraint "notification_delivery_language_check" check ("language" in ('en', 'hi'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notification_delivery" cascade;`);

    this.addSql(`alter table "notification" drop constraint "notification_user_id_event_key_unique";`);
    this.addSql(`alter table "notification" drop column "event_key", drop column "path";`);
  }

}
