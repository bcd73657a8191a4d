import { Migration } from '@mikro-orm/migrations';

export class Migration20261122174952_Identity extends Migration {

  override name = 'Migration20261122174952_Identity';

  override up(): void | Promise<void> {
    this.addSql(`create table "app_user" ("id" uuid not null, "auth_user_id" varchar(64) null, "clerk_id" varchar(64) null, "email" varchar(320) null, "first_name" varchar(100) null, "last_name" varchar(100) null, "phone" varchar(20) null, "role" text not null default 'user', "email_preferences" jsonb not null, "additional_data" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "app_user" add constraint "app_user_auth_user_id_unique" unique ("auth_user_id");`);
    this.addSql(`alter table "app_user" add constraint "app_user_clerk_id_unique" unique ("clerk_id");`);
    this.addSql(`create index "app_user_email_index" on "app_user" ("email");`);

    this.addSql(`create table "login_throttle" ("key" varchar(400) not null, "failures" int not null default 0, "window_started_at" timestamptz not null, "locked_until" timestamptz null, primary key ("key"));`);

    this.addSql(`create table "outbox_message" ("id" uuid not null, "to" varchar(320) not null, "subject" varchar(200) not null, "text" text not null, "created_at" timestamptz not null, "sent_at" timestamptz null, "error" text null, primary key ("id"));`);
    this.addSql(`create index "outbox_message_to_index" on "outbox_message" ("to");`);

    this.addSql(`alter table "app_user" add constraint "app_user_role_check" check ("role" in ('user', 'admin'));`);

    // The local identity provider's tables (Better Auth 1.7 schema with our model names, from
    // `getMigrations(auth.options).compileMigrations()`), kept in our migrations so one set of
    // committed migrations builds every database.
    this.addSql(`create table "auth_user" ("id" text not null primary key, "name" text not null, "email" text not null unique, "emailVerified" boolean not null, "image" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null);`);
    this.addSql(`create table "auth_session" ("id" text not null primary key, "expiresAt" timestamptz not null, "token" text not null unique, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null, "ipAddress" text, "userAgent" text, "userId" text not null references "auth_user" ("id") on delete cascade);`);
    this.addSql(`create table "auth_account" ("id" text not null primary key, "accountId" text not null, "providerId" text not null, "userId" text not null references "auth_user" ("id") on delete cascade, "accessToken" text, "refreshToken" text, "idToken" text, "accessTokenExpiresAt" timestamptz, "refreshTokenExpiresAt" timestamptz, "scope" text, "password" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null);`);
    this.addSql(`create table "auth_verification" ("id" text not null primary key, "identifier" text not null, "value" text not null, "expiresAt" timestamptz not null, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null);`);
    this.addSql(`create table "auth_rate_limit" ("id" text not null primary key, "key" text not null unique, "count" integer not null, "lastRequest" bigint not null);`);
    this.addSql(`create index "auth_session_userId_idx" on "auth_session" ("userId");`);
    this.addSql(`create index "auth_account_userId_idx" on "auth_account" ("userId");`);
    this.addSql(`create index "auth_verification_identifier_idx" on "auth_verification" ("identifier");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "auth_rate_limit" cascade;`);
    this.addSql(`drop table if exists "auth_verification" cascade;`);
    this.addSql(`drop table if exists "auth_account" cascade;`);
    this.addSql(`drop table if exists "auth_session" cascade;`);
    this.addSql(`drop table if exists "auth_user" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "login_throttle" cascade;`);
    this.addSql(`drop table if exists "outbox_message" cascade;`);
  }

}
