import { Migration } from '@mikro-orm/migrations';

export class Migration20261124041455_SquadInvites extends Migration {

  override name = 'Migration20261124041455_SquadInvites';

  override up(): void | Promise<void> {
    this.addSql(`create table "squad_invite" ("token" varchar(64) not null, "participant_id" uuid not null, "created_at" timestamptz not null, primary key ("token"));`);
    this.addSql(`alter table "squad_invite" add constraint "squad_invite_participant_id_unique" unique ("participant_id");`);

    this.addSql(`alter table "squad_invite" add constraint "squad_invite_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "squad_invite" cascade;`);
  }

}
