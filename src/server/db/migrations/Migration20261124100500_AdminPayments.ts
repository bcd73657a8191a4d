import { Migration } from '@mikro-orm/migrations';

export class Migration20261124100500_AdminPayments extends Migration {

  override name = 'Migration20261124100500_AdminPayments';

  override up(): void | Promise<void> {
    // The admin payments list filters by status; its log lists every change newest first.
    this.addSql(`create index "payment_status_index" on "payment" ("status");`);
    this.addSql(`create index "payment_event_at_index" on "payment_event" ("at");`);

    // Migration20261124094139_RazorpayPayments gained these after it first shipped: a database
    // migrated before then gets them here (both do nothing where they were already done).
    this.addSql(`create index if not exists "payment_created_at_index" on "payment" ("created_at");`);
    for (const [from, to] of [
      ['PAYMENT_GATEWAY_KEY', 'RAZORPAY_KEY_ID'],
      ['PAYMENT_GATEWAY_SECRET', 'RAZORPAY_KEY_SECRET'],
      ['PAYMENT_WEBHOOK_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
    ])
      this.addSql(
        `update "site_setting" set "name" = '${to}' where "name" = '${from}' and not exists (select 1 from "site_setting" where "name" = '${to}');`,
      );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "payment_event_at_index";`);
    this.addSql(`drop index "payment_status_index";`);
  }

}
