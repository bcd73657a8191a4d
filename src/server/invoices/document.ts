import type { z } from 'zod';
import type { taxDocumentSchema } from '../../shared/invoices.ts';

// The shape every invoice output shares (docs/decisions/0027-invoices-and-data-rights.md): the
// stored snapshot as the PDF, the GSTR-1 export, the console and the player's JSON read it.

export type TaxDocument = z.infer<typeof taxDocumentSchema>;

/** A state or union territory by its GST state code (`27`) and name (`Maharashtra`). */
export type GstState = TaxDocument['placeOfSupply'];
