import { Migration } from '@mikro-orm/migrations';

export class Migration20261123123842_UnpaidRegistrationsExpire extends Migration {

  override name = 'Migration20261123123842_UnpaidRegistrationsExpire';

  override up(): void | Promise<void> {
    this.addSql(`alter table "participant" drop constraint "participant_status_check";`);
    this.addSql(`create index "participant_status_created_at_index" on "participant" ("status", "created_at");`);
    this.addSql(`alter table "participant" add constraint "participant_status_check" check ("status" in ('pending_payment', 'paid', 'expired'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "participant_status_created_at_index";`);
    this.addSql(`alter table "participant" drop constraint "participant_status_check";`);
    this.addSql(`alter table "participant" add constraint "participant_status_check" check ("status" in ('pending_payment', 'paid'));`);
  }

}
