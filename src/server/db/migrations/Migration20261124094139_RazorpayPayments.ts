import { Migration } from '@mikro-orm/migrations';

export class Migration20261124094139_RazorpayPayments extends Migration {

  override name = 'Migration20261124094139_RazorpayPayments';

  override up(): void | Promise<void> {
    this.addSql(`create table "payment_webhook_event" ("event_id" varchar(100) not null, "event" varchar(60) not null, "payment_id" uuid null, "received_at" timestamptz not null, primary key ("event_id"));`);
    this.addSql(`create index "payment_webhook_event_payment_id_index" on "payment_webhook_event" ("payment_id");`);

    this.addSql(`create table "payment_refund" ("id" uuid not null, "payment_id" uuid not null, "amount" int not null, "reason" text not null, "status" text not null, "gateway_refund_id" varchar(64) null, "actor_id" uuid null, "failure_reason" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "payment_refund_payment_id_index" on "payment_refund" ("payment_id");`);
    this.addSql(`alter table "payment_refund" add constraint "payment_refund_gateway_refund_id_unique" unique ("gateway_refund_id");`);

    this.addSql(`alter table "payment" drop constraint "payment_status_check";`);
    this.addSql(`alter table "payment" add "gateway_payment_id" varchar(64) null;`);
    this.addSql(`create index "payment_gateway_reference_index" on "payment" ("gateway_reference");`);
    this.addSql(`create index "payment_gateway_payment_id_index" on "payment" ("gateway_payment_id");`);
    this.addSql(`create index "payment_created_at_index" on "payment" ("created_at");`);
    this.addSql(`alter table "payment" add constraint "payment_status_check" check ("status" in ('pending', 'mock-pending', 'success', 'failed', 'cancelled', 'expired', 'refunded', 'partially-refunded'));`);

    this.addSql(`alter table "payment_event" drop constraint "payment_event_source_check";`);
    this.addSql(`alter table "payment_event" add "actor_id" uuid null;`);
    this.addSql(`alter table "payment_event" add constraint "payment_event_source_check" check ("source" in ('initiate', 'confirm', 'status', 'callback', 'webhook', 'reconcile', 'admin', 'registration'));`);

    this.addSql(`alter table "payment_webhook_event" add constraint "payment_webhook_event_payment_id_foreign" foreign key ("payment_id") references "payment" ("id") on delete restrict;`);

    this.addSql(`alter table "payment_refund" add constraint "payment_refund_payment_id_foreign" foreign key ("payment_id") references "payment" ("id") on delete restrict;`);
    this.addSql(`alter table "payment_refund" add constraint "payment_refund_status_check" check ("status" in ('requested', 'pending', 'processed', 'failed'));`);

    // The gateway's settings are Razorpay's now (also set through /admin/payments/credentials).
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
    this.addSql(`drop table if exists "payment_webhook_event" cascade;`);
    this.addSql(`drop table if exists "payment_refund" cascade;`);

    this.addSql(`drop index "payment_gateway_reference_index";`);
    this.addSql(`drop index "payment_gateway_payment_id_index";`);
    this.addSql(`drop index "payment_created_at_index";`);
    this.addSql(`alter table "payment" drop constraint "payment_status_check";`);
    this.addSql(`alter table "payment" drop column "gateway_payment_id";`);
    this.addSql(`alter table "payment" add constraint "payment_status_check" check ("status" in ('pending', 'mock-pending', 'success', 'failed', 'cancelled'));`);

    this.addSql(`alter table "payment_event" drop constraint "payment_event_source_check";`);
    this.addSql(`alter table "payment_event" drop column "actor_id";`);
    this.addSql(`alter table "payment_event" add constraint "payment_event_source_check" check ("source" in ('initiate', 'confirm', 'status', 'webhook', 'admin', 'registration'));`);
  }

}
