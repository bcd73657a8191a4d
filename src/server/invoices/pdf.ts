import { amountInWords } from '../../shared/amount-in-words.ts';
import { line, newPdf, widthOf, wrap, type Doc } from '../pdf/text.ts';
import type { GstState, TaxDocument } from './document.ts';

// A GST tax invoice or credit note as a PDF: what CGST Rule 46 asks an invoice to a person without
// a GSTIN to show, in the order an accountant reads it. English always (the law's words); in Hindi
// each label carries its English beside it, so the document reads the same to an officer.

type Language = 'en' | 'hi';

const LABELS = {
  invoice: { en: 'Tax Invoice', hi: 'कर बीजक' },
  credit_note: { en: 'Credit Note', hi: 'क्रेडिट नोट' },
  invoiceNumber: { en: 'Invoice number', hi: 'बीजक संख्या' },
  creditNoteNumber: { en: 'Credit note number', hi: 'क्रेडिट नोट संख्या' },
  date: { en: 'Date', hi: 'दिनांक' },
  against: { en: 'Against invoice', hi: 'मूल बीजक' },
  supplier: { en: 'Supplier', hi: 'आपूर्तिकर्ता' },
  recipient: { en: 'Billed to', hi: 'प्राप्तकर्ता' },
  gstin: { en: 'GSTIN', hi: 'जीएसटीआईएन' },
  state: { en: 'State', hi: 'राज्य' },
  pin: { en: 'PIN', hi: 'पिन कोड' },
  placeOfSupply: { en: 'Place of supply', hi: 'आपूर्ति का स्थान' },
  reverseCharge: { en: 'Reverse charge', hi: 'रिवर्स चार्ज' },
  no: { en: 'No', hi: 'नहीं' },
  description: { en: 'Description', hi: 'विवरण' },
  sac: { en: 'SAC', hi: 'एसएसी' },
  rate: { en: 'GST rate', hi: 'जीएसटी दर' },
  taxableValue: { en: 'Taxable value', hi: 'कर योग्य मूल्य' },
  total: { en: 'Total', hi: 'कुल' },
  inWords: { en: 'Total in words', hi: 'कुल राशि शब्दों में' },
  notGiven: { en: 'not given', hi: 'नहीं दिया' },
  for: { en: 'For', hi: 'की ओर से' },
  signatory: { en: 'Authorised signatory', hi: 'अधिकृत हस्ताक्षरकर्ता' },
  computerInvoice: {
    en: 'This is a computer-generated invoice.',
    hi: 'यह कंप्यूटर से बना बीजक है।',
  },
  computerCreditNote: {
    en: 'This is a computer-generated credit note.',
    hi: 'यह कंप्यूटर से बना क्रेडिट नोट है।',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** A label in the document's language: English alone, or Hindi with its English. */
const labelIn = (language: Language) => (key: keyof typeof LABELS) =>
  language === 'hi' ? `${LABELS[key].hi} / ${LABELS[key].en}` : LABELS[key].en;

const money = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const rupees = (paise: number) => money.format(paise / 100);

const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** `2026-11-28` as `28 November 2026`: the day of issue in India, read without a zone. */
export const invoiceDate = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/** `Maharashtra (27)`. */
export const stateWithCode = (state: GstState) => `${state.name} (${state.code})`;

/** A rate as printed: 18 -> `18%`, 2.5 -> `2.5%`. */
const percent = (rate: number) => `${Number(rate.toFixed(3))}%`;

const LEFT = 48;
const RIGHT = 547;
const WIDTH = RIGHT - LEFT;
const HALF = 240;
const RIGHT_COLUMN = LEFT + WIDTH - HALF;

/** Lines of text, one under the other, from y; returns the y under the last. */
function block(doc: Doc, lines: string[], x: number, y: number, width: number, size = 9): number {
  for (const text of lines.flatMap((text) => wrap(doc, text, width, size))) {
    line(doc, text, { x, y, width, size });
    y += size + 4;
  }
  return y;
}

function rule(doc: Doc, y: number): void {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#888888').stroke();
}

/** A label and an amount, right-aligned in the totals column. */
function amountRow(doc: Doc, label: string, paise: number, y: number, size = 9): number {
  line(doc, label, { x: RIGHT - 300, y, width: 200, size });
  line(doc, rupees(paise), { x: RIGHT - 100, y, width: 100, align: 'right', size });
  return y + size + 6;
}

/** The invoice or credit note as PDF bytes, fonts embedded so ₹ and Devanagari names print. */
export async function renderTaxDocumentPdf(
  document: TaxDocument,
  options: { language?: Language; compress?: boolean } = {},
): Promise<Buffer> {
  const label = labelIn(options.language ?? 'en');
  const isInvoice = document.kind === 'invoice';
  const { doc, bytes } = newPdf({
    title: `${LABELS[document.kind].en} ${document.number}`,
    author: document.supplier.name,
    compress: options.compress,
  });

  line(doc, label(document.kind), { x: LEFT, y: 48, size: 16 });
  let right = block(
    doc,
    [
      `${label(isInvoice ? 'invoiceNumber' : 'creditNoteNumber')}: ${document.number}`,
      `${label('date')}: ${invoiceDate(document.issuedOn)}`,
      ...(document.against
        ? [`${label('against')}: ${document.against.number}, ${invoiceDate(document.against.issuedOn)}`]
        : []),
    ],
    RIGHT_COLUMN,
    50,
    HALF,
  );

  const { supplier, recipient } = document;
  let left = block(doc, [label('supplier')], LEFT, 84, HALF, 8);
  left = block(doc, [supplier.name], LEFT, left, HALF, 11);
  left = block(
    doc,
    [
      supplier.address,
      `${label('gstin')}: ${supplier.gstin}`,
      `${label('state')}: ${stateWithCode(supplier.state)}`,
    ],
    LEFT,
    left,
    HALF,
  );

  right = block(doc, [label('recipient')], RIGHT_COLUMN, Math.max(right, 84), HALF, 8);
  right = block(doc, [recipient.name], RIGHT_COLUMN, right, HALF, 11);
  right = block(
    doc,
    [
      ...(recipient.address ? [recipient.address] : []),
      `${label('pin')}: ${recipient.pinCode ?? label('notGiven')}`,
      `${label('state')}: ${recipient.state ? stateWithCode(recipient.state) : label('notGiven')}`,
    ],
    RIGHT_COLUMN,
    right,
    HALF,
  );

  let y = Math.max(left, right) + 8;
  y = block(
    doc,
    [
      `${label('placeOfSupply')}: ${stateWithCode(document.placeOfSupply)}`,
      `${label('reverseCharge')}: ${label('no')}`,
    ],
    LEFT,
    y,
    WIDTH,
  );

  // The line: what was sold, its SAC, its taxable value.
  y += 10;
  rule(doc, y - 4);
  line(doc, label('description'), { x: LEFT, y, width: 230, size: 8 });
  line(doc, label('sac'), { x: LEFT + 240, y, width: 60, size: 8 });
  line(doc, label('rate'), { x: LEFT + 302, y, width: 88, align: 'right', size: 8 });
  line(doc, label('taxableValue'), { x: RIGHT - 100, y, width: 100, align: 'right', size: 8 });
  y += 16;
  rule(doc, y - 4);
  const described = block(doc, [document.description, document.sac.description], LEFT, y, 230);
  line(doc, document.sac.code, { x: LEFT + 240, y, width: 60 });
  line(doc, percent(document.ratePercent), { x: LEFT + 302, y, width: 88, align: 'right' });
  line(doc, rupees(document.taxablePaise), { x: RIGHT - 100, y, width: 100, align: 'right' });
  y = described + 4;
  rule(doc, y - 4);

  // The tax: CGST and SGST at half the rate each within the supplier's state, IGST across states.
  y += 6;
  y = amountRow(doc, label('taxableValue'), document.taxablePaise, y);
  const half = percent(document.ratePercent / 2);
  if (document.placeOfSupply.code !== supplier.state.code) {
    y = amountRow(doc, `IGST @ ${percent(document.ratePercent)}`, document.igstPaise, y);
  } else {
    y = amountRow(doc, `CGST @ ${half}`, document.cgstPaise, y);
    y = amountRow(doc, `SGST @ ${half}`, document.sgstPaise, y);
  }
  rule(doc, y - 3);
  y = amountRow(doc, label('total'), document.totalPaise, y + 2, 11);

  y += 6;
  y = block(doc, [`${label('inWords')}: ${amountInWords(document.totalPaise)}`], LEFT, y, WIDTH);

  // Rule 46(q): signed, or digitally; ours is issued by the system in the supplier's name.
  y += 28;
  const forSupplier = `${label('for')} ${supplier.name}`;
  doc.fontSize(9);
  const signWidth = Math.min(HALF, Math.max(widthOf(doc, forSupplier), 120));
  y = block(doc, [forSupplier], RIGHT - signWidth, y, signWidth);
  y += 18;
  y = block(doc, [label('signatory')], RIGHT - signWidth, y, signWidth);
  block(doc, [label(isInvoice ? 'computerInvoice' : 'computerCreditNote')], LEFT, y + 16, WIDTH, 8);

  doc.end();
  return bytes;
}
