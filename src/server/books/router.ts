import { booksQuerySchema, booksSchema } from '../../shared/books.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';
import { booksReport } from './service.ts';

/** The books (docs/decisions/0026-prize-payouts.md, "Books"): the console's Overview shows them. */
export const adminBooksRouter = router({
  months: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/books',
        tags: ['admin: console'],
        summary:
          'The ledger per Indian month (from=yyyy-mm&to=yyyy-mm, default the last 12, at most 36), in paise: fees received, refunds, net fees, prizes awarded and voided, payouts paid (gross), TDS withheld, net sent, reversed, prizes pending at the month end and TDS payable; and the reconciliation of the ledger with the payments, refunds, awards and payouts, each check with both figures',
        protect: true,
      },
    })
    .input(booksQuerySchema)
    .output(booksSchema)
    .query(({ ctx, input }) => booksReport(ctx.em, input, new Date())),
});
