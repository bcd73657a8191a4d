import { Migration } from '@mikro-orm/migrations';

export class Migration20261124033012_PlayerProfileAndDrafts extends Migration {

  override name = 'Migration20261124033012_PlayerProfileAndDrafts';

  override up(): void | Promise<void> {
    this.addSql(`create table "registration_draft" ("owner_id" uuid not null, "data" jsonb not null, "updated_at" timestamptz not null, primary key ("owner_id"));`);

    this.addSql(`alter table "app_user" add "date_of_birth" date null;`);

    this.addSql(`alter table "registration_draft" add constraint "registration_draft_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "registration_draft" cascade;`);

    this.addSql(`alter table "app_user" drop column "date_of_birth";`);
  }

}
