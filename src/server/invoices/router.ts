import { invoiceMonthListSchema, invoiceMonthSchema } from '../../shared/invoices.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';
import { taxDocumentsOfMonth } from './service.ts';

/** The console's Invoices (docs/decisions/0027-invoices-and-data-rights.md): a month's documents. */
export const adminInvoicesRouter = router({
  month: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/invoices',
        tags: ['admin'],
        summary:
          "A month's GST tax invoices and credit notes (issued in India's month), invoices first, in number order; amounts in paise",
        protect: true,
      },
    })
    .input(invoiceMonthSchema)
    .output(invoiceMonthListSchema)
    .query(async ({ ctx, input }) => ({
      month: input.month,
      items: await taxDocumentsOfMonth(ctx.em, input.month),
    })),
});
