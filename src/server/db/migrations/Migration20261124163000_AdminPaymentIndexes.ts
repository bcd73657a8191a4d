import { Migration } from '@mikro-orm/migrations';

export class Migration20261124163000_AdminPaymentIndexes extends Migration {

  override name = 'Migration20261124163000_AdminPaymentIndexes';

  override up(): void | Promise<void> {
    // The admin payments list filters by status; its log lists every change newest first.
    this.addSql(`create index "payment_status_index" on "payment" ("status");`);
    this.addSql(`create index "payment_event_at_index" on "payment_event" ("at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "payment_event_at_index";`);
    this.addSql(`drop index "payment_status_index";`);
  }

}
