import { Migration } from '@mikro-orm/migrations';

export class Migration20261127030000_RazorpayAddressesFromEnvironment extends Migration {

  override name = 'Migration20261127030000_RazorpayAddressesFromEnvironment';

  override up(): void | Promise<void> {
    // Razorpay's addresses come from the environment only (issue 24): one an admin stored before
    // could have sent the key secret elsewhere. The app ignores such a value; this removes it.
    this.addSql(`delete from "site_setting" where "name" in ('RAZORPAY_API_URL', 'RAZORPAY_CHECKOUT_URL');`);
  }

  override down(): void | Promise<void> {
    // Nothing to restore: the values deleted must not come back.
  }

}
