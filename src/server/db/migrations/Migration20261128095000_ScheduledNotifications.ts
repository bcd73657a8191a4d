import { Migration } from '@mikro-orm/migrations';

export class Migration20261128095000_ScheduledNotifications extends Migration {

  override name = 'Migration20261128095000_ScheduledNotifications';

  override up(): void | Promise<void> {
    // Issue 28: match-time reminders, written with the match and told by the match-reminders job.
    this.addSql(`create table "scheduled_notification" ("id" uuid not null, "match_id" uuid not null, "event" text not null, "due_at" timestamptz not null, "status" text not null default 'pending', "key" varchar(200) not null, "sent_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "scheduled_notification_status_due_at_index" on "scheduled_notification" ("status", "due_at");`);
    this.addSql(`alter table "scheduled_notification" add constraint "scheduled_notification_match_id_event_unique" unique ("match_id", "event");`);
    this.addSql(`alter table "scheduled_notification" add constraint "scheduled_notification_match_id_foreign" foreign key ("match_id") references "match" ("id") on delete cascade;`);
    this.addSql(`alter table "scheduled_notification" add constraint "scheduled_notification_event_check" check ("event" in ('check-in.open', 'check-in.closing', 'room.released'));`);
    this.addSql(`alter table "scheduled_notification" add constraint "scheduled_notification_status_check" check ("status" in ('pending', 'sent', 'cancelled'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "scheduled_notification" cascade;`);
  }

}
