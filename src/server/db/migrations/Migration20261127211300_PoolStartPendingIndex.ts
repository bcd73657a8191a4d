import { Migration } from '@mikro-orm/migrations';

export class Migration20261127211300_PoolStartPendingIndex extends Migration {

  override name = 'Migration20261127211300_PoolStartPendingIndex';

  override up(): void | Promise<void> {
    // The minutely start job (src/server/qualifiers/start.ts) scans pools whose start rule is not
    // applied yet; a partial index holds only those, however many months of pools pile up.
    this.addSql(`create index "qualifier_group_start_rule_pending_index" on "qualifier_group" ("start_rule_applied_at") where "start_rule_applied_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "qualifier_group_start_rule_pending_index";`);
  }

}
