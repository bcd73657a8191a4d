import { Migration } from '@mikro-orm/migrations';

export class Migration20261122182400_Dashboard extends Migration {

  override name = 'Migration20261122182400_Dashboard';

  override up(): void | Promise<void> {
    this.addSql(`create table "notification" ("id" uuid not null, "user_id" uuid not null, "kind" text not null, "title" varchar(200) not null, "body" text not null, "read_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "notification_user_id_created_at_index" on "notification" ("user_id", "created_at");`);

    this.addSql(`create table "match" ("id" uuid not null, "group_id" uuid not null, "number" int not null, "scheduled_at" timestamptz not null, "status" text not null default 'scheduled', "room_id" varchar(100) null, "room_password_sealed" text null, "room_published_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "match_group_id_index" on "match" ("group_id");`);
    this.addSql(`create index "match_scheduled_at_index" on "match" ("scheduled_at");`);
    this.addSql(`alter table "match" add constraint "match_group_id_number_unique" unique ("group_id", "number");`);

    this.addSql(`create table "match_result" ("id" uuid not null, "match_id" uuid not null, "participant_id" uuid not null, "rank" int not null, "points" int not null, "prize" int not null, "outcome" text not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "match_result_participant_id_index" on "match_result" ("participant_id");`);
    this.addSql(`alter table "match_result" add constraint "match_result_match_id_participant_id_unique" unique ("match_id", "participant_id");`);

    this.addSql(`alter table "app_user" add "gender" text null, add "age" int null, add "city" varchar(100) null, add "state" varchar(60) null;`);
    this.addSql(`alter table "app_user" add constraint "app_user_gender_check" check ("gender" in ('male', 'female', 'other'));`);

    this.addSql(`alter table "notification" add constraint "notification_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "notification" add constraint "notification_kind_check" check ("kind" in ('registration', 'payment', 'room', 'results'));`);

    this.addSql(`alter table "match" add constraint "match_group_id_foreign" foreign key ("group_id") references "qualifier_group" ("id") on delete cascade;`);
    this.addSql(`alter table "match" add constraint "match_status_check" check ("status" in ('scheduled', 'completed', 'cancelled'));`);

    this.addSql(`alter table "match_result" add constraint "match_result_match_id_foreign" foreign key ("match_id") references "match" ("id") on delete cascade;`);
    this.addSql(`alter table "match_result" add constraint "match_result_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on delete cascade;`);
    this.addSql(`alter table "match_result" add constraint "match_result_outcome_check" check ("outcome" in ('win', 'loss', 'draw'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "match_result" drop constraint "match_result_match_id_foreign";`);

    this.addSql(`drop table if exists "notification" cascade;`);
    this.addSql(`drop table if exists "match" cascade;`);
    this.addSql(`drop table if exists "match_result" cascade;`);

    this.addSql(`alter table "app_user" drop constraint "app_user_gender_check";`);
    this.addSql(`alter table "app_user" drop column "gender", drop column "age", drop column "city", drop column "state";`);
  }

}
