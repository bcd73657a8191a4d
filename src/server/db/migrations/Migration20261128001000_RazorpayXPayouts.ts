import { Migration } from '@mikro-orm/migrations';

export class Migration20261128001000_RazorpayXPayouts extends Migration {

  override name = 'Migration20261128001000_RazorpayXPayouts';

  override up(): void | Promise<void> {
    // RazorpayX payouts (docs/decisions/0026-prize-payouts.md, "Payout"): the gateway's payout and
    // its status, two more statuses, and each webhook stored once by its event id.
    this.addSql(`alter table "payout" drop constraint if exists "payout_status_check";`);
    this.addSql(`alter table "payout" add constraint "payout_status_check" check ("status" in ('approved', 'released', 'processing', 'paid', 'failed', 'reversed'));`);
    this.addSql(`alter table "payout" add column "gateway" varchar(16) null, add column "gateway_payout_id" varchar(40) null, add column "gateway_status" varchar(20) null;`);
    this.addSql(`alter table "payout" add constraint "payout_gateway_payout_id_unique" unique ("gateway_payout_id");`);
    this.addSql(`create table "payout_webhook_event" ("event_id" varchar(100) not null, "event" varchar(60) not null, "gateway_payout_id" varchar(40) null, "payout" uuid null, "received_at" timestamptz not null, primary key ("event_id"));`);
    this.addSql(`create index "payout_webhook_event_payout_index" on "payout_webhook_event" ("payout");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payout_webhook_event" cascade;`);
    this.addSql(`alter table "payout" drop constraint if exists "payout_gateway_payout_id_unique";`);
    this.addSql(`alter table "payout" drop column "gateway", drop column "gateway_payout_id", drop column "gateway_status";`);
    this.addSql(`alter table "payout" drop constraint if exists "payout_status_check";`);
    this.addSql(`alter table "payout" add constraint "payout_status_check" check ("status" in ('approved', 'released', 'paid', 'failed'));`);
  }

}
