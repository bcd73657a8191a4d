import { Migration } from '@mikro-orm/migrations';

export class Migration20261128004000_PayoutDeductee extends Migration {

  override name = 'Migration20261128004000_PayoutDeductee';

  override up(): void | Promise<void> {
    // The deductee's PAN and name as they were when the payout was paid, sealed (decision 26, "Tax"):
    // the Form 26Q reports the PAN the TDS was deducted under, even after the details change or go.
    this.addSql(`alter table "payout" add column "deductee_sealed" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payout" drop column "deductee_sealed";`);
  }

}
