import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../db/kysely.ts';
import { isUuid } from '../db/columns.ts';
import { AppError } from '../errors.ts';
import type { Attachment } from '../mail/mailer.ts';
import type { Payment, PaymentRefund } from '../payments/entities.ts';
import type { SiteSetting } from '../settings/entities.ts';
import type { AppUser } from '../users/entities.ts';
import {
  DOCUMENT_PREFIX_RULE,
  GSTIN_RULE,
  GST_DEFAULTS,
  GST_RATE_RULE,
  GST_STATE_RULE,
  GST_TEXT_RULE,
  SAC_CODE_RULE,
  documentNumber,
  splitInclusive,
} from '../../shared/gst.ts';
import { gstStateByCode, gstStateByName } from '../../shared/gst-states.ts';
import { invoicePdfPath, type TaxDocumentLink } from '../../shared/invoices.ts';
import { INDIA_OFFSET_MS, indiaDate } from '../../shared/india-time.ts';
import { financialYearOf } from '../../shared/tds.ts';
import type { KnownSettingName } from '../../shared/settings.ts';
import type { GstState, TaxDocument as TaxDocumentView } from './document.ts';
import { TaxDocument, type DocumentSeries, type TaxDocumentKind } from './entities.ts';
import { renderTaxDocumentPdf } from './pdf.ts';

// GST tax invoices and credit notes (docs/decisions/0027-invoices-and-data-rights.md): an invoice
// is issued in the transaction that marks a pass paid (payments/settle.ts), a credit note in the
// one that finds a refund processed. Each takes the next number of its series in the financial
// year of its date under the series row's lock, so numbers are consecutive, never shared and never
// skipped (a rolled-back transaction gives its number back). Nothing here books money: the fee
// and its refunds are already in the ledger.

const INVOICE_SETTING_NAMES = [
  'GST_SUPPLIER_NAME',
  'GST_SUPPLIER_ADDRESS',
  'GSTIN',
  'GST_SUPPLIER_STATE',
  'GST_RATE_PERCENT',
  'GST_SAC_CODE',
  'GST_SAC_DESCRIPTION',
  'INVOICE_PREFIX',
  'CREDIT_NOTE_PREFIX',
] as const satisfies readonly KnownSettingName[];

/** What an invoice copies from the settings when it is issued. */
export interface InvoiceSettings {
  supplier: TaxDocumentView['supplier'];
  ratePercent: number;
  sac: TaxDocumentView['sac'];
  prefixes: Record<TaxDocumentKind, string>;
}

const valid = <T>(rule: { safeParse(value: string): { success: boolean; data?: T } }, value?: string) => {
  if (value === undefined) return null;
  const parsed = rule.safeParse(value);
  return parsed.success ? (parsed.data as T) : null;
};

/** A state neither set nor given by the GSTIN: the invoice prints it blank. */
const NO_STATE: GstState = { code: '', name: '' };

/**
 * The invoice settings, read in the transaction itself (the settings cache forks another session,
 * which waits on this transaction on PGlite). A setting not set, or not valid,
 * takes its default; the supplier's details not set print as they are (blank), and the document is
 * numbered and kept all the same: a number is never skipped.
 */
export async function invoiceSettings(tx: EntityManager): Promise<InvoiceSettings> {
  const rows = await tablesOf<typeof SiteSetting>(tx)
    .selectFrom('site_setting')
    .select(['name', 'value'])
    .where('name', 'in', [...INVOICE_SETTING_NAMES])
    .where('secret', '=', false)
    .execute();
  const value = (name: (typeof INVOICE_SETTING_NAMES)[number]) => rows.find((r) => r.name === name)?.value;
  const gstin = valid<string>(GSTIN_RULE, value('GSTIN'));
  const stateName = valid<string>(GST_STATE_RULE, value('GST_SUPPLIER_STATE'));
  const state = gstStateByName(stateName) ?? (gstin ? gstStateByCode(gstin.slice(0, 2)) : null) ?? NO_STATE;
  const rate = valid<string>(GST_RATE_RULE, value('GST_RATE_PERCENT'));
  return {
    supplier: {
      name: valid<string>(GST_TEXT_RULE, value('GST_SUPPLIER_NAME')) ?? '',
      address: valid<string>(GST_TEXT_RULE, value('GST_SUPPLIER_ADDRESS')) ?? '',
      gstin: gstin ?? '',
      state,
    },
    ratePercent: rate === null ? GST_DEFAULTS.ratePercent : Number(rate),
    sac: {
      code: valid<string>(SAC_CODE_RULE, value('GST_SAC_CODE')) ?? GST_DEFAULTS.sacCode,
      description: valid<string>(GST_TEXT_RULE, value('GST_SAC_DESCRIPTION')) ?? GST_DEFAULTS.sacDescription,
    },
    prefixes: {
      invoice: valid<string>(DOCUMENT_PREFIX_RULE, value('INVOICE_PREFIX')) ?? GST_DEFAULTS.invoicePrefix,
      credit_note:
        valid<string>(DOCUMENT_PREFIX_RULE, value('CREDIT_NOTE_PREFIX')) ?? GST_DEFAULTS.creditNotePrefix,
    },
  };
}

/**
 * The next sequence number of a series in a financial year, raised in one statement that locks
 * the series row until the transaction ends: the next transaction waits for this one, and takes
 * the number after it only if this one commits.
 */
export async function takeNumber(
  tx: EntityManager,
  kind: TaxDocumentKind,
  prefix: string,
  at: Date,
): Promise<{ financialYear: string; seq: number; number: string }> {
  const financialYear = financialYearOf(at).label;
  const row = await tablesOf<typeof DocumentSeries>(tx)
    .insertInto('document_series')
    .values({ series: kind, financial_year: financialYear, next: 2 })
    .onConflict((conflict) =>
      conflict
        .columns(['series', 'financial_year'])
        .doUpdateSet((eb) => ({ next: eb('document_series.next', '+', 1) })),
    )
    .returning('next')
    .executeTakeFirstOrThrow();
  const seq = row.next - 1;
  const number = documentNumber(prefix, financialYear, seq);
  if (!number)
    throw new AppError('CONFLICT', 'This year’s document numbers have run out: shorten the prefix setting.', {
      reason: 'invoice.numbers_exhausted',
    });
  return { financialYear, seq, number };
}

/** The recipient as the player's profile reads now (an unregistered person: name, address, state). */
async function recipientOf(
  tx: EntityManager,
  ownerId: string | undefined,
): Promise<{ recipient: TaxDocumentView['recipient'] }> {
  const owner = ownerId
    ? await tablesOf<typeof AppUser>(tx)
        .selectFrom('app_user')
        .select(['first_name', 'last_name', 'email', 'address', 'pin_code', 'state'])
        .where('id', '=', ownerId)
        .executeTakeFirst()
    : undefined;
  const name = [owner?.first_name, owner?.last_name].filter(Boolean).join(' ').trim();
  return {
    recipient: {
      name: name || owner?.email || 'Player',
      address: owner?.address ?? null,
      pinCode: owner?.pin_code ?? null,
      state: gstStateByName(owner?.state),
    },
  };
}

/**
 * Issues the tax invoice of a paid pass in the payment's transaction, once (a payment has one
 * invoice): the price, tax-inclusive, split at the rate set; CGST + SGST when the place of supply
 * (the player's state on record, else the supplier's: IGST Act s.12(2)) is the supplier's state,
 * IGST otherwise. A payment of nothing has no invoice.
 */
export async function issueInvoice(
  tx: EntityManager,
  payment: Payment,
  description: string,
  at: Date,
): Promise<TaxDocument | null> {
  if (payment.amount <= 0) return null;
  const existing = await tx.findOne(TaxDocument, { invoiceOf: payment.id });
  if (existing) return existing;
  const settings = await invoiceSettings(tx);
  const { recipient } = await recipientOf(tx, payment.owner?.id);
  const placeOfSupply = recipient.state ?? settings.supplier.state;
  const intraState = placeOfSupply.code === settings.supplier.state.code;
  const totalPaise = payment.amount * 100;
  const numbered = await takeNumber(tx, 'invoice', settings.prefixes.invoice, at);
  const invoice = tx.create(TaxDocument, {
    kind: 'invoice',
    ...numbered,
    issuedAt: at,
    payment,
    invoiceOf: payment.id,
    refund: null,
    against: null,
    supplier: settings.supplier,
    recipient,
    placeOfSupply,
    sac: settings.sac,
    description: description.slice(0, 300),
    ratePercent: settings.ratePercent,
    ...splitInclusive(totalPaise, settings.ratePercent, intraState),
    totalPaise,
  });
  return invoice;
}

/** A document as an e-mail attachment, made from the stored snapshot (no PDF is kept). */
export async function taxDocumentAttachment(em: EntityManager, id: string): Promise<Attachment> {
  const doc = await em.findOneOrFail(TaxDocument, id);
  const view = await toTaxDocument(em, doc);
  return {
    filename: `${view.number.replaceAll('/', '-')}.pdf`,
    content: await renderTaxDocumentPdf(view),
    contentType: 'application/pdf',
  };
}

/**
 * A credit note for each processed refund of an invoiced payment that has none yet, in the
 * refund's transaction: the refunded amount split at the invoice's rate and place of supply. The
 * invoice itself never changes.
 */
export async function issueCreditNotes(
  tx: EntityManager,
  payment: Payment,
  refunds: readonly PaymentRefund[],
  at: Date,
): Promise<TaxDocument[]> {
  if (!refunds.length) return [];
  const invoice = await tx.findOne(TaxDocument, { invoiceOf: payment.id });
  if (!invoice) return [];
  const done = new Set(
    (await tx.find(TaxDocument, { refund: { $in: refunds.map((r) => r.id) } })).map((d) => d.refund!.id),
  );
  const pending = refunds
    .filter((refund) => !done.has(refund.id) && refund.amount > 0)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  if (!pending.length) return [];
  const settings = await invoiceSettings(tx);
  const intraState = invoice.placeOfSupply.code === invoice.supplier.state.code;
  const notes: TaxDocument[] = [];
  for (const refund of pending) {
    const totalPaise = refund.amount * 100;
    const numbered = await takeNumber(tx, 'credit_note', settings.prefixes.credit_note, at);
    notes.push(
      tx.create(TaxDocument, {
        kind: 'credit_note',
        ...numbered,
        issuedAt: at,
        payment,
        invoiceOf: null,
        refund,
        against: invoice,
        supplier: settings.supplier,
        recipient: invoice.recipient,
        placeOfSupply: invoice.placeOfSupply,
        sac: invoice.sac,
        description: `Refund: ${invoice.description}`.slice(0, 300),
        ratePercent: Number(invoice.ratePercent),
        ...splitInclusive(totalPaise, Number(invoice.ratePercent), intraState),
        totalPaise,
      }),
    );
  }
  return notes;
}

/** A stored document as it is printed, exported and shown. */
export async function toTaxDocument(em: EntityManager, doc: TaxDocument): Promise<TaxDocumentView> {
  if (doc.against) await em.populate(doc, ['against']);
  return {
    id: doc.id,
    kind: doc.kind,
    number: doc.number,
    issuedOn: indiaDate(doc.issuedAt),
    paymentId: doc.payment.id,
    against: doc.against ? { number: doc.against.number, issuedOn: indiaDate(doc.against.issuedAt) } : null,
    supplier: doc.supplier,
    recipient: doc.recipient,
    placeOfSupply: doc.placeOfSupply,
    sac: doc.sac,
    description: doc.description,
    ratePercent: Number(doc.ratePercent),
    taxablePaise: doc.taxablePaise,
    cgstPaise: doc.cgstPaise,
    sgstPaise: doc.sgstPaise,
    igstPaise: doc.igstPaise,
    totalPaise: doc.totalPaise,
    reverseCharge: false,
  };
}

const NOT_FOUND = () => new AppError('NOT_FOUND', 'Invoice not found', { reason: 'invoice.not_found' });

/** A document its payer or an admin may see; anyone else is told it does not exist. */
export async function visibleDocument(
  em: EntityManager,
  caller: { userId: string; role: string },
  id: string,
): Promise<TaxDocument> {
  const doc = isUuid(id) ? await em.findOne(TaxDocument, id, { populate: ['payment'] }) : null;
  if (!doc) throw NOT_FOUND();
  if (caller.role !== 'admin' && doc.payment.owner?.id !== caller.userId) throw NOT_FOUND();
  return doc;
}

/** The invoice of a payment and the credit notes against it, oldest first. */
export async function documentsOfPayment(em: EntityManager, paymentId: string): Promise<TaxDocument[]> {
  return em.find(TaxDocument, { payment: paymentId }, { orderBy: { issuedAt: 'asc', seq: 'asc' } });
}

/** A payment's invoice and credit notes as links to their PDFs (the receipt, Transactions). */
export async function documentLinksOfPayment(
  em: EntityManager,
  paymentId: string,
): Promise<{ invoice: TaxDocumentLink | null; creditNotes: TaxDocumentLink[] }> {
  const docs = await documentsOfPayment(em, paymentId);
  const link = (doc: TaxDocument): TaxDocumentLink => ({
    id: doc.id,
    number: doc.number,
    pdfUrl: invoicePdfPath(doc.id),
  });
  const invoice = docs.find((doc) => doc.kind === 'invoice');
  return {
    invoice: invoice ? link(invoice) : null,
    creditNotes: docs.filter((doc) => doc.kind === 'credit_note').map(link),
  };
}

/**
 * Transactions' links: the invoice of each payment and the credit note of each refund given, by
 * the payment's or the refund's id.
 */
export async function documentLinksOf(
  em: EntityManager,
  ids: { payments: readonly string[]; refunds: readonly string[] },
): Promise<Map<string, TaxDocumentLink>> {
  if (!ids.payments.length && !ids.refunds.length) return new Map();
  const docs = await em.find(
    TaxDocument,
    { $or: [{ invoiceOf: { $in: [...ids.payments] } }, { refund: { $in: [...ids.refunds] } }] },
    { fields: ['id', 'number', 'invoiceOf', 'refund'] },
  );
  return new Map(
    docs.map((doc) => [
      doc.invoiceOf ?? doc.refund!.id,
      { id: doc.id, number: doc.number, pdfUrl: invoicePdfPath(doc.id) },
    ]),
  );
}

/** The documents issued in an Indian month (yyyy-mm), in number order, for the admins' list. */
export async function documentsOfMonth(em: EntityManager, month: string): Promise<TaxDocument[]> {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, mon - 1, 1) - INDIA_OFFSET_MS);
  const end = new Date(Date.UTC(year, mon, 1) - INDIA_OFFSET_MS);
  return em.find(
    TaxDocument,
    { issuedAt: { $gte: start, $lt: end } },
    { orderBy: { kind: 'desc', financialYear: 'asc', seq: 'asc' }, populate: ['against'] },
  );
}

/**
 * A month's invoices and credit notes as they print (invoices first, in number order): the admins'
 * list and the GSTR-1 export read this.
 */
export async function taxDocumentsOfMonth(em: EntityManager, month: string): Promise<TaxDocumentView[]> {
  const views: TaxDocumentView[] = [];
  for (const doc of await documentsOfMonth(em, month)) views.push(await toTaxDocument(em, doc));
  return views;
}
