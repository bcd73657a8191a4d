import { Migration } from '@mikro-orm/migrations';

export class Migration20261122175502_Content extends Migration {

  override name = 'Migration20261122175502_Content';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_log" ("id" uuid not null, "actor_id" varchar(64) not null, "action" varchar(60) not null, "entity" varchar(60) not null, "entity_id" varchar(120) not null, "before" jsonb null, "after" jsonb null, "request_id" varchar(64) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "audit_log_actor_id_index" on "audit_log" ("actor_id");`);
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);
    this.addSql(`create index "audit_log_entity_entity_id_index" on "audit_log" ("entity", "entity_id");`);

    this.addSql(`create table "blog_post" ("id" uuid not null, "slug" varchar(120) not null, "title" varchar(200) not null, "excerpt" varchar(500) not null default '', "content" text not null, "thumbnail" varchar(2048) null, "featured" boolean not null default false, "published" boolean not null default false, "read_time_minutes" int not null default 1, "published_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "blog_post" add constraint "blog_post_slug_unique" unique ("slug");`);
    this.addSql(`create index "blog_post_published_published_at_index" on "blog_post" ("published", "published_at");`);

    this.addSql(`create table "footer_link" ("id" uuid not null, "section" varchar(40) not null, "label" varchar(120) not null, "platform" varchar(20) null, "type" varchar(20) not null, "url" varchar(2048) null, "target_blank" boolean not null default false, "content" text null, "visible" boolean not null default true, "icon" varchar(40) null, "position" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "footer_link_section_position_index" on "footer_link" ("section", "position");`);

    this.addSql(`create table "hero_content" ("key" varchar(40) not null, "badge" varchar(80) not null, "title" varchar(160) not null, "subtitle" varchar(400) not null, "cta_label" varchar(40) not null, "highlights" jsonb not null, "updated_at" timestamptz not null, primary key ("key"));`);

    this.addSql(`create table "site_setting" ("name" varchar(64) not null, "value" text not null, "secret" boolean not null default false, "hint" varchar(16) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop table if exists "blog_post" cascade;`);
    this.addSql(`drop table if exists "footer_link" cascade;`);
    this.addSql(`drop table if exists "hero_content" cascade;`);
    this.addSql(`drop table if exists "site_setting" cascade;`);
  }

}
