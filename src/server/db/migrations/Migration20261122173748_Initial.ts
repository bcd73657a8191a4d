import { Migration } from '@mikro-orm/migrations';

export class Migration20261122173748_Initial extends Migration {

  override name = 'Migration20261122173748_Initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "seed_run" ("name" varchar(100) not null, "ran_at" timestamptz not null, primary key ("name"));`);

    this.addSql(`create table "static_page" ("id" uuid not null, "slug" varchar(80) not null, "title" varchar(200) not null, "content" text not null, "org_name" varchar(200) null, "email" varchar(320) null, "phone" varchar(40) null, "address" text null, "additional" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "static_page" add constraint "static_page_slug_unique" unique ("slug");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "seed_run" cascade;`);
    this.addSql(`drop table if exists "static_page" cascade;`);
  }

}
