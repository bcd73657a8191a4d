import { Migration } from '@mikro-orm/migrations';

export class Migration20261128052000_DataRights extends Migration {

  override name = 'Migration20261128052000_DataRights';

  override up(): void | Promise<void> {
    // Consent per purpose, append-only (docs/decisions/0027-invoices-and-data-rights.md). user_id is
    // no foreign key: the rows outlive an erased account as proof, under its anonymised id.
    this.addSql(`create table "consent_record" ("id" uuid not null, "user_id" varchar(64) not null, "purpose" text not null, "granted" boolean not null, "notice_version" varchar(20) not null, "language" varchar(5) not null, "at" timestamptz not null, "source" text not null, primary key ("id"));`);
    this.addSql(`create index "consent_record_user_id_purpose_at_index" on "consent_record" ("user_id", "purpose", "at");`);
    this.addSql(`alter table "consent_record" add constraint "consent_record_purpose_check" check ("purpose" in ('registration', 'payments', 'prizes_tax', 'match_operations', 'marketing'));`);
    this.addSql(`alter table "consent_record" add constraint "consent_record_source_check" check ("source" in ('sign-up', 'profile'));`);
    // An erased account's kept money records share one anonymised id (deleted-…), not a person.
    this.addSql(`alter table "participant" add column "erased_owner" varchar(40) null;`);
    this.addSql(`alter table "payment" add column "erased_owner" varchar(40) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "consent_record" cascade;`);
    this.addSql(`alter table "participant" drop column "erased_owner";`);
    this.addSql(`alter table "payment" drop column "erased_owner";`);
  }

}
