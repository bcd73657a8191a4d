import { Migration } from '@mikro-orm/migrations';

export class Migration20261128051000_TaxDocuments extends Migration {

  override name = 'Migration20261128051000_TaxDocuments';

  override up(): void | Promise<void> {
    // GST tax invoices and credit notes, numbered per series and financial year, and the outbox
    // mail that carries one as a PDF (docs/decisions/0027-invoices-and-data-rights.md).
    this.addSql(`create table "document_series" ("series" text not null, "financial_year" varchar(7) not null, "next" int not null, primary key ("series", "financial_year"));`);

    this.addSql(`create table "tax_document" ("id" uuid not null, "kind" text not null, "financial_year" varchar(7) not null, "seq" int not null, "number" varchar(16) not null, "issued_at" timestamptz not null, "payment_id" uuid not null, "invoice_of" uuid null, "refund_id" uuid null, "against_id" uuid null, "supplier" jsonb not null, "recipient" jsonb not null, "place_of_supply" jsonb not null, "sac" jsonb not null, "description" varchar(300) not null, "rate_percent" double precision not null, "taxable_paise" int not null, "cgst_paise" int not null, "sgst_paise" int not null, "igst_paise" int not null, "total_paise" int not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "tax_document" add constraint "tax_document_number_unique" unique ("number");`);
    this.addSql(`create index "tax_document_payment_id_index" on "tax_document" ("payment_id");`);
    this.addSql(`alter table "tax_document" add constraint "tax_document_invoice_of_unique" unique ("invoice_of");`);
    this.addSql(`alter table "tax_document" add constraint "tax_document_refund_id_unique" unique ("refund_id");`);
    this.addSql(`create index "tax_document_against_id_index" on "tax_document" ("against_id");`);
    this.addSql(`create index "tax_document_issued_at_index" on "tax_document" ("issued_at");`);
    this.addSql(`alter table "tax_document" add constraint "tax_document_series_seq_unique" unique ("kind", "financial_year", "seq");`);

    this.addSql(`alter table "outbox_message" add "queued" boolean not null default false, add "tax_document_id" uuid null;`);
    this.addSql(`alter table "outbox_message" add constraint "outbox_message_tax_document_id_foreign" foreign key ("tax_document_id") references "tax_document" ("id") on delete restrict;`);
    this.addSql(`create index "outbox_message_tax_document_id_index" on "outbox_message" ("tax_document_id");`);

    this.addSql(`alter table "document_series" add constraint "document_series_series_check" check ("series" in ('invoice', 'credit_note'));`);

    this.addSql(`alter table "tax_document" add constraint "tax_document_payment_id_foreign" foreign key ("payment_id") references "payment" ("id") on delete restrict;`);
    this.addSql(`alter table "tax_document" add constraint "tax_document_refund_id_foreign" foreign key ("refund_id") references "payment_refund" ("id") on delete restrict;`);
    this.addSql(`alter table "tax_document" add constraint "tax_document_against_id_foreign" foreign key ("against_id") references "tax_document" ("id") on delete restrict;`);
    this.addSql(`alter table "tax_document" add constraint "tax_document_adds_up" check (taxable_paise + cgst_paise + sgst_paise + igst_paise = total_paise);`);
    this.addSql(`alter table "tax_document" add constraint "tax_document_kind_check" check ("kind" in ('invoice', 'credit_note'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tax_document" drop constraint "tax_document_against_id_foreign";`);
    this.addSql(`alter table "outbox_message" drop constraint "outbox_message_tax_document_id_foreign";`);

    this.addSql(`drop table if exists "document_series" cascade;`);
    this.addSql(`drop table if exists "tax_document" cascade;`);

    this.addSql(`drop index "outbox_message_tax_document_id_index";`);
    this.addSql(`alter table "outbox_message" drop column "queued", drop column "tax_document_id";`);
  }

}
