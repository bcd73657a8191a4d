import { Migration } from '@mikro-orm/migrations';

export class Migration20261127170505_H2ResultReports extends Migration {

  override name = 'Migration20261127170505_H2ResultReports';

  override up(): void | Promise<void> {
    // Players' result reports with their screenshots, and the disputes they open
    // (docs/decisions/0025-championship-rules.md, "Results and scoring").
    this.addSql(`create table "dispute" ("id" uuid not null, "match_id" uuid not null, "entries" jsonb not null, "cause" text not null, "status" text not null default 'open', "opened_at" timestamptz not null, "decided_at" timestamptz null, "decided_by" varchar(64) null, "decision" jsonb null, "note" text null, primary key ("id"));`);
    this.addSql(`create index "dispute_match_id_index" on "dispute" ("match_id");`);
    this.addSql(`create index "dispute_status_index" on "dispute" ("status");`);

    this.addSql(`create table "result_report" ("id" uuid not null, "match_id" uuid not null, "participant_id" uuid not null, "reported_by" varchar(64) not null, "placement" int null, "finishes" int null, "outcome" text null, "score_for" int null, "score_against" int null, "screenshot" bytea not null, "screenshot_type" varchar(20) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "result_report_participant_id_index" on "result_report" ("participant_id");`);
    this.addSql(`alter table "result_report" add constraint "result_report_match_id_participant_id_unique" unique ("match_id", "participant_id");`);

    this.addSql(`alter table "dispute" add constraint "dispute_match_id_foreign" foreign key ("match_id") references "match" ("id") on delete cascade;`);
    this.addSql(`alter table "dispute" add constraint "dispute_cause_check" check ("cause" in ('organiser', 'reports'));`);
    this.addSql(`alter table "dispute" add constraint "dispute_status_check" check ("status" in ('open', 'decided'));`);

    this.addSql(`alter table "result_report" add constraint "result_report_match_id_foreign" foreign key ("match_id") references "match" ("id") on delete cascade;`);
    this.addSql(`alter table "result_report" add constraint "result_report_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on delete cascade;`);
    this.addSql(`alter table "result_report" add constraint "result_report_outcome_check" check ("outcome" in ('win', 'loss', 'draw'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "dispute" cascade;`);
    this.addSql(`drop table if exists "result_report" cascade;`);
  }

}
