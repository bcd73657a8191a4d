import { Migration } from '@mikro-orm/migrations';

export class Migration20261123124053_PassSessions extends Migration {

  override name = 'Migration20261123124053_PassSessions';

  override up(): void | Promise<void> {
    this.addSql(`create table "pass_session" ("id" uuid not null, "token_hash" varchar(64) not null, "game_account_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "pass_session" add constraint "pass_session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "pass_session_game_account_id_index" on "pass_session" ("game_account_id");`);

    this.addSql(`alter table "pass_session" add constraint "pass_session_game_account_id_foreign" foreign key ("game_account_id") references "game_account" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "pass_session" cascade;`);
  }

}
