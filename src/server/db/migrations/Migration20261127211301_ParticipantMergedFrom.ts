import { Migration } from '@mikro-orm/migrations';

export class Migration20261127211301_ParticipantMergedFrom extends Migration {

  override name = 'Migration20261127211301_ParticipantMergedFrom';

  override up(): void | Promise<void> {
    // The pool an entry was moved out of when that pool merged at its start (docs/decisions/
    // 0025-championship-rules.md), so its pass card can say so. Merges before this column are not
    // known per entry: they stay null.
    this.addSql(`alter table "participant" add column "merged_from" uuid null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "participant" drop column if exists "merged_from";`);
  }

}
