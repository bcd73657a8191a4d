import { Migration } from '@mikro-orm/migrations';

export class Migration20261122175922_Registration extends Migration {

  override name = 'Migration20261122175922_Registration';

  override up(): void | Promise<void> {
    this.addSql(`create table "coupon" ("code" varchar(40) not null, "percent_off" int not null, "active" boolean not null default true, "valid_until" timestamptz null, "created_at" timestamptz not null, primary key ("code"));`);

    this.addSql(`create table "game" ("id" uuid not null, "slug" varchar(80) not null, "name" varchar(100) not null, "category" text not null, "open_for_registration" boolean not null default true, "sort_order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "game" add constraint "game_slug_unique" unique ("slug");`);

    this.addSql(`create table "qualifier" ("id" uuid not null, "game_id" uuid not null, "play_format" text not null, "month" varchar(7) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "qualifier" add constraint "qualifier_game_id_play_format_month_unique" unique ("game_id", "play_format", "month");`);

    this.addSql(`create table "qualifier_group" ("id" uuid not null, "qualifier_id" uuid not null, "number" int not null, "capacity" int not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "qualifier_group" add constraint "qualifier_group_qualifier_id_number_unique" unique ("qualifier_id", "number");`);

    this.addSql(`create table "participant" ("id" uuid not null, "owner_id" uuid not null, "name" varchar(100) not null, "phone" varchar(10) not null, "email" varchar(320) not null, "state" varchar(60) not null, "city" varchar(100) not null, "date_of_birth" date not null, "category" varchar(20) not null default 'student', "game_id" uuid not null, "game_category" text not null, "play_format" text not null, "risk_category" text not null, "price_category" text not null, "pass" text not null, "pass_price" int not null, "status" text not null default 'pending_payment', "paid_at" timestamptz null, "group_id" uuid null, "idempotency_key" varchar(80) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "participant_owner_id_index" on "participant" ("owner_id");`);
    this.addSql(`alter table "participant" add constraint "participant_owner_id_idempotency_key_unique" unique ("owner_id", "idempotency_key");`);

    this.addSql(`create table "payment" ("id" uuid not null, "participant_id" uuid not null, "owner_id" uuid not null, "amount" int not null, "currency" varchar(3) not null default 'INR', "method" varchar(40) not null default 'upi', "coupon_code" varchar(40) null, "gateway" varchar(40) not null, "gateway_reference" varchar(200) null, "status" text not null, "live_key" uuid null, "paid_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "payment_participant_id_index" on "payment" ("participant_id");`);
    this.addSql(`create index "payment_owner_id_index" on "payment" ("owner_id");`);
    this.addSql(`alter table "payment" add constraint "payment_live_key_unique" unique ("live_key");`);

    this.addSql(`create table "payment_event" ("id" uuid not null, "payment_id" uuid not null, "from_status" varchar(20) null, "to_status" varchar(20) not null, "source" text not null, "detail" text null, "at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "payment_event_payment_id_index" on "payment_event" ("payment_id");`);

    this.addSql(`create table "teammate" ("id" uuid not null, "participant_id" uuid not null, "position" int not null, "name" varchar(100) not null, "phone" varchar(10) not null, "email" varchar(320) not null, "state" varchar(60) not null, "city" varchar(100) not null, "date_of_birth" date not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "teammate_participant_id_index" on "teammate" ("participant_id");`);

    this.addSql(`create table "game_account" ("id" uuid not null, "username" varchar(40) not null, "password_hash" varchar(200) not null, "password_sealed" text not null, "participant_id" uuid not null, "teammate_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "game_account" add constraint "game_account_username_unique" unique ("username");`);
    this.addSql(`create index "game_account_participant_id_index" on "game_account" ("participant_id");`);
    this.addSql(`alter table "game_account" add constraint "game_account_teammate_id_unique" unique ("teammate_id");`);

    this.addSql(`alter table "game" add constraint "game_category_check" check ("category" in ('moba', 'fps', 'strategy', 'tactical', 'battle_royale'));`);

    this.addSql(`alter table "qualifier" add constraint "qualifier_game_id_foreign" foreign key ("game_id") references "game" ("id") on delete restrict;`);
    this.addSql(`alter table "qualifier" add constraint "qualifier_play_format_check" check ("play_format" in ('solo', 'squad'));`);

    this.addSql(`alter table "qualifier_group" add constraint "qualifier_group_qualifier_id_foreign" foreign key ("qualifier_id") references "qualifier" ("id") on delete cascade;`);

    this.addSql(`alter table "participant" add constraint "participant_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "participant" add constraint "participant_game_id_foreign" foreign key ("game_id") references "game" ("id") on delete restrict;`);
    this.addSql(`alter table "participant" add constraint "participant_group_id_foreign" foreign key ("group_id") references "qualifier_group" ("id") on delete set null;`);
    this.addSql(`alter table "participant" add constraint "participant_game_category_check" check ("game_category" in ('moba', 'fps', 'strategy', 'tactical', 'battle_royale'));`);
    this.addSql(`alter table "participant" add constraint "participant_play_format_check" check ("play_format" in ('solo', 'squad'));`);
    this.addSql(`alter table "participant" add constraint "participant_risk_category_check" check ("risk_category" in ('hr', 'lr'));`);
    this.addSql(`alter table "participant" add constraint "participant_price_category_check" check ("price_category" in ('1500', '500', '6000', '2000'));`);
    this.addSql(`alter table "participant" add constraint "participant_pass_check" check ("pass" in ('premium', 'vip', 'basic'));`);
    this.addSql(`alter table "participant" add constraint "participant_status_check" check ("status" in ('pending_payment', 'paid'));`);

    this.addSql(`alter table "payment" add constraint "payment_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on delete cascade;`);
    this.addSql(`alter table "payment" add constraint "payment_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "payment" add constraint "payment_status_check" check ("status" in ('pending', 'mock-pending', 'success', 'failed', 'cancelled'));`);

    this.addSql(`alter table "payment_event" add constraint "payment_event_payment_id_foreign" foreign key ("payment_id") references "payment" ("id") on delete cascade;`);
    this.addSql(`alter table "payment_event" add constraint "payment_event_source_check" check ("source" in ('initiate', 'confirm', 'status', 'webhook', 'admin'));`);

    this.addSql(`alter table "teammate" add constraint "teammate_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on delete cascade;`);

    this.addSql(`alter table "game_account" add constraint "game_account_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on delete cascade;`);
    this.addSql(`alter table "game_account" add constraint "game_account_teammate_id_foreign" foreign key ("teammate_id") references "teammate" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "qualifier" drop constraint "qualifier_game_id_foreign";`);
    this.addSql(`alter table "participant" drop constraint "participant_game_id_foreign";`);
    this.addSql(`alter table "qualifier_group" drop constraint "qualifier_group_qualifier_id_foreign";`);
    this.addSql(`alter table "participant" drop constraint "participant_group_id_foreign";`);
    this.addSql(`alter table "payment" drop constraint "payment_participant_id_foreign";`);
    this.addSql(`alter table "teammate" drop constraint "teammate_participant_id_foreign";`);
    this.addSql(`alter table "game_account" drop constraint "game_account_participant_id_foreign";`);
    this.addSql(`alter table "payment_event" drop constraint "payment_event_payment_id_foreign";`);
    this.addSql(`alter table "game_account" drop constraint "game_account_teammate_id_foreign";`);

    this.addSql(`drop table if exists "coupon" cascade;`);
    this.addSql(`drop table if exists "game" cascade;`);
    this.addSql(`drop table if exists "qualifier" cascade;`);
    this.addSql(`drop table if exists "qualifier_group" cascade;`);
    this.addSql(`drop table if exists "participant" cascade;`);
    this.addSql(`drop table if exists "payment" cascade;`);
    this.addSql(`drop table if exists "payment_event" cascade;`);
    this.addSql(`drop table if exists "teammate" cascade;`);
    this.addSql(`drop table if exists "game_account" cascade;`);
  }

}
