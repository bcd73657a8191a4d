import { Migration } from '@mikro-orm/migrations';

export class Migration20261128093000_ChannelOptIns extends Migration {

  override name = 'Migration20261128093000_ChannelOptIns';

  override up(): void | Promise<void> {
    // Issue 28: a player's agreement to SMS or WhatsApp alerts, with the phone and the words agreed to.
    this.addSql(`create table "channel_opt_in" ("id" uuid not null, "user_id" uuid not null, "channel" text check ("channel" in ('sms', 'whatsapp')) not null, "phone" varchar(20) not null, "wording" text not null, "language" text check ("language" in ('en', 'hi')) not null, "at" timestamptz not null, "withdrawn_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "channel_opt_in_user_id_channel_at_index" on "channel_opt_in" ("user_id", "channel", "at");`);
    this.addSql(`alter table "channel_opt_in" add constraint "channel_opt_in_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "channel_opt_in" cascade;`);
  }

}
