import { Migration } from '@mikro-orm/migrations';

export class Migration20261128002000_TwoFactor extends Migration {

  override name = 'Migration20261128002000_TwoFactor';

  override up(): void | Promise<void> {
    // Better Auth's two-factor plugin (auth/local-auth.ts), its schema with our model names as
    // `getMigrations(auth.options).compileMigrations()` writes it: TOTP secret and backup codes,
    // both encrypted with the auth secret.
    this.addSql(`alter table "auth_user" add column "twoFactorEnabled" boolean;`);
    this.addSql(`create table "auth_two_factor" ("id" text not null primary key, "secret" text not null, "backupCodes" text not null, "userId" text not null references "auth_user" ("id") on delete cascade, "verified" boolean, "failedVerificationCount" integer, "lockedUntil" timestamptz);`);
    this.addSql(`create index "auth_two_factor_secret_idx" on "auth_two_factor" ("secret");`);
    this.addSql(`create index "auth_two_factor_userId_idx" on "auth_two_factor" ("userId");`);
    // The last code step spent on a money-out call, per organiser (auth/second-factor.ts).
    this.addSql(`create table "second_factor_use" ("user_id" uuid not null, "last_totp_step" int not null, "used_at" timestamptz not null, primary key ("user_id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "second_factor_use" cascade;`);
    this.addSql(`drop table if exists "auth_two_factor" cascade;`);
    this.addSql(`alter table "auth_user" drop column if exists "twoFactorEnabled";`);
  }

}
