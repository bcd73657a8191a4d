import { Migration } from '@mikro-orm/migrations';

export class Migration20261123123146_KeepMoneyRecords extends Migration {

  override name = 'Migration20261123123146_KeepMoneyRecords';

  override up(): void | Promise<void> {
    this.addSql(`alter table "participant" drop constraint "participant_owner_id_foreign";`);

    this.addSql(`alter table "payment" drop constraint "payment_owner_id_foreign";`);
    this.addSql(`alter table "payment" drop constraint "payment_participant_id_foreign";`);

    this.addSql(`alter table "payment_event" drop constraint "payment_event_payment_id_foreign";`);

    this.addSql(`alter table "participant" alter column "owner_id" drop not null;`);
    this.addSql(`alter table "participant" alter column "date_of_birth" drop not null;`);
    this.addSql(`alter table "participant" add constraint "participant_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "payment" alter column "participant_id" drop not null;`);
    this.addSql(`alter table "payment" alter column "owner_id" drop not null;`);
    this.addSql(`alter table "payment" add constraint "payment_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "payment" add constraint "payment_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on delete set null;`);

    this.addSql(`alter table "payment_event" drop constraint "payment_event_source_check";`);
    this.addSql(`alter table "payment_event" add constraint "payment_event_payment_id_foreign" foreign key ("payment_id") references "payment" ("id") on delete restrict;`);
    this.addSql(`alter table "payment_event" add constraint "payment_event_source_check" check ("source" in ('initiate', 'confirm', 'status', 'webhook', 'admin', 'registration'));`);

    this.addSql(`alter table "teammate" alter column "date_of_birth" drop not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "participant" drop constraint "participant_owner_id_foreign";`);

    this.addSql(`alter table "payment" drop constraint "payment_participant_id_foreign";`);
    this.addSql(`alter table "payment" drop constraint "payment_owner_id_foreign";`);

    this.addSql(`alter table "payment_event" drop constraint "payment_event_payment_id_foreign";`);

    this.addSql(`alter table "participant" alter column "owner_id" set not null;`);
    this.addSql(`alter table "participant" alter column "date_of_birth" set not null;`);
    this.addSql(`alter table "participant" add constraint "participant_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update no action on delete cascade;`);

    this.addSql(`alter table "payment" alter column "participant_id" set not null;`);
    this.addSql(`alter table "payment" alter column "owner_id" set not null;`);
    this.addSql(`alter table "payment" add constraint "payment_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on update no action on delete cascade;`);
    this.addSql(`alter table "payment" add constraint "payment_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update no action on delete cascade;`);

    this.addSql(`alter table "payment_event" drop constraint "payment_event_source_check";`);
    this.addSql(`alter table "payment_event" add constraint "payment_event_payment_id_foreign" foreign key ("payment_id") references "payment" ("id") on update no action on delete cascade;`);
    this.addSql(`alter table "payment_event" add constraint "payment_event_source_check" check ("source" in ('initiate', 'confirm', 'status', 'webhook', 'admin'));`);

    this.addSql(`alter table "teammate" alter column "date_of_birth" set not null;`);
  }

}
