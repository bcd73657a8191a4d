import { Migration } from '@mikro-orm/migrations';

export class Migration20261128053000_Grievances extends Migration {

  override name = 'Migration20261128053000_Grievances';

  override up(): void | Promise<void> {
    // Grievances and their threads (docs/decisions/0027-invoices-and-data-rights.md).
    this.addSql(`create table "grievance" ("id" uuid not null, "reference" varchar(20) not null, "year" int not null, "number" int not null, "user_id" uuid not null, "category" text not null, "subject" varchar(120) not null, "status" text not null default 'open', "language" varchar(2) not null default 'en', "due_at" timestamptz not null, "closed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "grievance" add constraint "grievance_reference_unique" unique ("reference");`);
    this.addSql(`create index "grievance_user_id_index" on "grievance" ("user_id");`);
    this.addSql(`create index "grievance_status_due_at_index" on "grievance" ("status", "due_at");`);
    this.addSql(`alter table "grievance" add constraint "grievance_year_number_unique" unique ("year", "number");`);
    this.addSql(`alter table "grievance" add constraint "grievance_category_check" check ("category" in ('data', 'payment', 'match', 'other'));`);
    this.addSql(`alter table "grievance" add constraint "grievance_status_check" check ("status" in ('open', 'answered', 'closed'));`);
    this.addSql(`alter table "grievance" add constraint "grievance_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`create table "grievance_message" ("id" uuid not null, "grievance_id" uuid not null, "author" text not null, "author_id" varchar(64) null, "body" text not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "grievance_message_grievance_id_created_at_index" on "grievance_message" ("grievance_id", "created_at");`);
    this.addSql(`alter table "grievance_message" add constraint "grievance_message_author_check" check ("author" in ('player', 'organiser'));`);
    this.addSql(`alter table "grievance_message" add constraint "grievance_message_grievance_id_foreign" foreign key ("grievance_id") references "grievance" ("id") on delete cascade;`);

    this.addSql(`create table "grievance_counter" ("year" int not null, "last" int not null, primary key ("year"));`);

    // A reply to a grievance is told in the player's notifications.
    this.addSql(`alter table "notification" drop constraint if exists "notification_kind_check";`);
    this.addSql(`alter table "notification" add constraint "notification_kind_check" check ("kind" in ('registration', 'payment', 'room', 'results', 'grievance'));`);

    // The retention job (INACTIVE_ACCOUNT_RETENTION_DAYS): the last activity, from the accounts'
    // latest session where there is one, else their record's last change.
    this.addSql(`alter table "app_user" add column "last_active_at" timestamptz null, add column "retention_warned_at" timestamptz null;`);
    this.addSql(`update "app_user" u set "last_active_at" = greatest(u."updated_at", (select max(s."updatedAt") from "auth_session" s where s."userId" = u."auth_user_id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column "last_active_at", drop column "retention_warned_at";`);
    this.addSql(`delete from "notification" where "kind" = 'grievance';`);
    this.addSql(`alter table "notification" drop constraint if exists "notification_kind_check";`);
    this.addSql(`alter table "notification" add constraint "notification_kind_check" check ("kind" in ('registration', 'payment', 'room', 'results'));`);
    this.addSql(`drop table if exists "grievance_message" cascade;`);
    this.addSql(`drop table if exists "grievance" cascade;`);
    this.addSql(`drop table if exists "grievance_counter" cascade;`);
  }

}
