import { Migration } from '@mikro-orm/migrations';

export class Migration20261127211100_SemiFinals extends Migration {

  override name = 'Migration20261127211100_SemiFinals';

  override up(): void | Promise<void> {
    // The Semi-Finals as a qualifier of stage 'semi-final' with free entries that have no risk
    // tier, pass or price category (docs/decisions/0025-championship-rules.md, "The Semi-Finals as built").
    this.addSql(`alter table "qualifier" add column "stage" text not null default 'qualifier';`);
    this.addSql(`alter table "qualifier" add constraint "qualifier_stage_check" check ("stage" in ('qualifier', 'semi-final'));`);
    this.addSql(`alter table "qualifier" drop constraint "qualifier_game_id_play_format_month_unique";`);
    this.addSql(`alter table "qualifier" add constraint "qualifier_game_id_play_format_month_stage_unique" unique ("game_id", "play_format", "month", "stage");`);

    this.addSql(`alter table "participant" alter column "risk_category" drop not null;`);
    this.addSql(`alter table "participant" alter column "price_category" drop not null;`);
    this.addSql(`alter table "participant" alter column "pass" drop not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "qualifier" where "stage" <> 'qualifier';`);
    this.addSql(`alter table "participant" alter column "risk_category" set not null;`);
    this.addSql(`alter table "participant" alter column "price_category" set not null;`);
    this.addSql(`alter table "participant" alter column "pass" set not null;`);
    this.addSql(`alter table "qualifier" drop constraint "qualifier_game_id_play_format_month_stage_unique";`);
    this.addSql(`alter table "qualifier" add constraint "qualifier_game_id_play_format_month_unique" unique ("game_id", "play_format", "month");`);
    this.addSql(`alter table "qualifier" drop constraint "qualifier_stage_check";`);
    this.addSql(`alter table "qualifier" drop column "stage";`);
  }

}
