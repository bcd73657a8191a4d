/**
 * A GST tax invoice or credit note as it is printed, exported and shown: a snapshot taken when it
 * was issued, so later changes to the supplier's settings or the player's profile never rewrite
 * it (docs/decisions/0027-invoices-and-data-rights.md). Money in paise.
 */
export interface TaxDocument {
  id: string;
  kind: 'invoice' | 'credit_note';
  /** Unique per series and financial year, gapless, at most 16 characters: `AC/2026-27/000123`. */
  number: string;
  /** yyyy-mm-dd, India's date of issue. */
  issuedOn: string;
  /** The payment it bills (an invoice) or whose refund it records (a credit note). */
  paymentId: string;
  /** A credit note's invoice. */
  against: { number: string; issuedOn: string } | null;
  supplier: { name: string; address: string; gstin: string; state: GstState };
  recipient: {
    name: string;
    address: string | null;
    pinCode: string | null;
    state: GstState | null;
  };
  placeOfSupply: GstState;
  sac: { code: string; description: string };
  /** What was sold: "Entry fee: BGMI qualifier, November 2026 (Pro Pass)". */
  description: string;
  /** The GST rate in percent, e.g. 18. */
  ratePercent: number;
  taxablePaise: number;
  /** CGST and SGST (the supplier's own state) or IGST (another state); the others are 0. */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** taxable + CGST + SGST + IGST: the amount paid (or refunded). */
  totalPaise: number;
  reverseCharge: false;
}

/** A state or union territory by its GST state code (`27`) and name (`Maharashtra`). */
export interface GstState {
  code: string;
  name: string;
}
