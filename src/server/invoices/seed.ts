import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../db/kysely.ts';
import type { SiteSetting } from '../settings/entities.ts';

/**
 * Example supplier details, so the demo's invoices are complete on a fresh start
 * (docs/decisions/0027-invoices-and-data-rights.md). Marked as examples where they print; the
 * console's settings (/admin/env) hold the real ones. The GSTIN is only well formed, not real.
 */
export const EXAMPLE_INVOICE_SETTINGS = {
  GST_SUPPLIER_NAME: 'Example Esports Pvt Ltd (example details: set yours in Settings)',
  GST_SUPPLIER_ADDRESS:
    'Example address: 1 Example Road, Andheri East, Mumbai 400069 (set yours in Settings)',
  GSTIN: '27AABCE1234F1Z5',
  GST_SUPPLIER_STATE: 'Maharashtra',
} as const;

/** Sets the example supplier details, leaving any already set alone. */
export async function seedInvoiceSettings(tx: EntityManager): Promise<void> {
  const now = new Date();
  await tablesOf<typeof SiteSetting>(tx)
    .insertInto('site_setting')
    .values(
      Object.entries(EXAMPLE_INVOICE_SETTINGS).map(([name, value]) => ({
        name,
        value,
        secret: false,
        hint: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}
