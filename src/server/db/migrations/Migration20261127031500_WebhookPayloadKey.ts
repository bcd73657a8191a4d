import { Migration } from '@mikro-orm/migrations';

export class Migration20261127031500_WebhookPayloadKey extends Migration {

  override name = 'Migration20261127031500_WebhookPayloadKey';

  override up(): void | Promise<void> {
    // A webhook body replayed under a new event id is a duplicate too (issue 24): by its event,
    // its entity's id and creation time. Events received before have none.
    this.addSql(`alter table "payment_webhook_event" add column "payload_key" varchar(200) null;`);
    this.addSql(`alter table "payment_webhook_event" add constraint "payment_webhook_event_payload_key_unique" unique ("payload_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment_webhook_event" drop constraint "payment_webhook_event_payload_key_unique";`);
    this.addSql(`alter table "payment_webhook_event" drop column "payload_key";`);
  }

}
