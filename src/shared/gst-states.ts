import type { IndianState } from './india.ts';

// GST state codes (the first two digits of a GSTIN) of India's 28 states and 8 union territories,
// by the names profiles store (src/shared/india.ts). The place of supply on an invoice is one of
// these (docs/decisions/0027-invoices-and-data-rights.md).

export const GST_STATE_CODES = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
} as const satisfies Record<IndianState, string>;

export interface GstStateRef {
  code: string;
  name: string;
}

/** A state by its name (any case, trimmed), or null for a name that is no state or UT. */
export function gstStateByName(name: string | null | undefined): GstStateRef | null {
  const wanted = name?.trim().toLowerCase();
  if (!wanted) return null;
  const found = Object.entries(GST_STATE_CODES).find(([state]) => state.toLowerCase() === wanted);
  return found ? { name: found[0], code: found[1] } : null;
}

/** A state by its two-digit code, or null. */
export function gstStateByCode(code: string): GstStateRef | null {
  const found = Object.entries(GST_STATE_CODES).find(([, c]) => c === code);
  return found ? { name: found[0], code: found[1] } : null;
}
