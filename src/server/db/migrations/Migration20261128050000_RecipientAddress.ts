import { Migration } from '@mikro-orm/migrations';

export class Migration20261128050000_RecipientAddress extends Migration {

  override name = 'Migration20261128050000_RecipientAddress';

  override up(): void | Promise<void> {
    // The player's address and PIN code, which a GST invoice to an unregistered person names
    // (docs/decisions/0027-invoices-and-data-rights.md).
    this.addSql(`alter table "app_user" add column "address" varchar(200) null, add column "pin_code" varchar(6) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column "address", drop column "pin_code";`);
  }

}
