import { Migration } from '@mikro-orm/migrations';

export class Migration20261128092000_PushSubscriptions extends Migration {

  override name = 'Migration20261128092000_PushSubscriptions';

  override up(): void | Promise<void> {
    // Issue 28: phones subscribed to match alerts (Web Push), and the server's own VAPID key pair.
    this.addSql(`create table "push_subscription" ("id" uuid not null, "user_id" uuid not null, "endpoint" varchar(1000) not null, "p256dh" varchar(200) not null, "auth" varchar(100) not null, "user_agent" varchar(300) null, "created_at" timestamptz not null, "last_used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "push_subscription_user_id_index" on "push_subscription" ("user_id");`);
    this.addSql(`alter table "push_subscription" add constraint "push_subscription_endpoint_unique" unique ("endpoint");`);

    this.addSql(`create table "vapid_key_pair" ("id" varchar(20) not null, "public_key" varchar(100) not null, "private_key_sealed" text not null, "created_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`alter table "push_subscription" add constraint "push_subscription_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "push_subscription" cascade;`);
    this.addSql(`drop table if exists "vapid_key_pair" cascade;`);
  }

}
