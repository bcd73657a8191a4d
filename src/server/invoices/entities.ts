import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, uuidPrimaryKey } from '../db/columns.ts';
import { Payment, PaymentRefund } from '../payments/entities.ts';
import type { GstState, TaxDocument as TaxDocumentView } from './document.ts';

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/**
 * The next number of a document series (`invoice` or `credit_note`) in a financial year (`2026-27`):
 * taken and raised in the transaction that issues the document, its row locked until that
 * transaction ends, so concurrent payments take consecutive numbers and a rolled-back one gives its
 * number back (docs/decisions/0027-invoices-and-data-rights.md).
 */
const DocumentSeriesSchema = defineEntity({
  name: 'DocumentSeries',
  tableName: 'document_series',
  properties: {
    series: p.enum(TAX_DOCUMENT_KINDS).primary(),
    financialYear: p.string().length(7).primary(),
    /** The sequence number the next document takes. */
    next: p.integer(),
  },
});
export class DocumentSeries extends DocumentSeriesSchema.class {}
DocumentSeriesSchema.setClass(DocumentSeries);

/**
 * A GST tax invoice (a paid pass) or credit note (a processed refund of one), issued in the
 * transaction of the payment or refund it records and never changed: the supplier, the recipient
 * and the amounts are a snapshot of that moment. A money record: never deleted.
 */
const TaxDocumentSchema = defineEntity({
  name: 'TaxDocument',
  tableName: 'tax_document',
  uniques: [{ name: 'tax_document_series_seq_unique', properties: ['kind', 'financialYear', 'seq'] }],
  indexes: [{ properties: ['issuedAt'] }],
  checks: [
    {
      name: 'tax_document_adds_up',
      expression: 'taxable_paise + cgst_paise + sgst_paise + igst_paise = total_paise',
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    /** Also its series: invoices and credit notes are numbered apart. */
    kind: p.enum(TAX_DOCUMENT_KINDS),
    financialYear: p.string().length(7),
    seq: p.integer(),
    number: p.string().length(16).unique(),
    issuedAt: p.datetime(),
    payment: () => p.manyToOne(Payment).deleteRule('restrict').index(),
    /** An invoice's payment again, null on credit notes: a payment has one invoice. */
    invoiceOf: p.uuid().nullable().unique(),
    /** A credit note's refund: one credit note per refund. */
    refund: () => p.manyToOne(PaymentRefund).nullable().deleteRule('restrict').unique(),
    /** A credit note's invoice. */
    against: () => p.manyToOne(TaxDocument).nullable().deleteRule('restrict').index(),
    supplier: p.json<TaxDocumentView['supplier']>(),
    recipient: p.json<TaxDocumentView['recipient']>(),
    placeOfSupply: p.json<GstState>(),
    sac: p.json<TaxDocumentView['sac']>(),
    description: p.string().length(300),
    ratePercent: p.double(),
    taxablePaise: p.integer(),
    cgstPaise: p.integer(),
    sgstPaise: p.integer(),
    igstPaise: p.integer(),
    totalPaise: p.integer(),
    createdAt: createdAt(),
  },
});
export class TaxDocument extends TaxDocumentSchema.class {}
TaxDocumentSchema.setClass(TaxDocument);
