import type { TaxDocument } from '../../src/server/invoices/document.ts';

// Tax documents as tests use them: a ₹1,500 pass at 18 % within Maharashtra (CGST +
// SGST), the same pass bought from Karnataka (IGST), and its refund's credit note.

const MAHARASHTRA = { code: '27', name: 'Maharashtra' };
const KARNATAKA = { code: '29', name: 'Karnataka' };

export const sampleSupplier: TaxDocument['supplier'] = {
  name: 'Arena Championships Private Limited (example)',
  address: '4th Floor, Example House, Linking Road, Bandra West, Mumbai, Maharashtra 400050',
  gstin: '27AAACA1234A1Z5',
  state: MAHARASHTRA,
};

export const sampleIntraState: TaxDocument = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'invoice',
  number: 'AC/2026-27/000123',
  issuedOn: '2026-11-28',
  paymentId: 'pay_intra',
  against: null,
  supplier: sampleSupplier,
  recipient: {
    name: 'Kiran Rao',
    address: 'Flat 12, Shanti Nagar, Andheri East, Mumbai',
    pinCode: '400069',
    state: MAHARASHTRA,
  },
  placeOfSupply: MAHARASHTRA,
  sac: { code: '999692', description: 'Other sporting services' },
  description: 'Entry fee: BGMI qualifier, November 2026 (Pro Pass)',
  ratePercent: 18,
  taxablePaise: 127_119,
  cgstPaise: 11_441,
  sgstPaise: 11_440,
  igstPaise: 0,
  totalPaise: 150_000,
  reverseCharge: false,
};

export const sampleInterState: TaxDocument = {
  ...sampleIntraState,
  id: '00000000-0000-4000-8000-000000000002',
  number: 'AC/2026-27/000124',
  paymentId: 'pay_inter',
  recipient: {
    name: 'Anil Kumar',
    address: '22, 5th Cross, Indiranagar, Bengaluru',
    pinCode: '560038',
    state: KARNATAKA,
  },
  placeOfSupply: KARNATAKA,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 22_881,
};

export const sampleCreditNote: TaxDocument = {
  ...sampleIntraState,
  id: '00000000-0000-4000-8000-000000000003',
  kind: 'credit_note',
  number: 'ACCN/2026-27/000007',
  issuedOn: '2026-12-02',
  against: { number: sampleIntraState.number, issuedOn: sampleIntraState.issuedOn },
};
