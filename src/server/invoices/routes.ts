import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  requireAccountCaller,
  requireAdminCaller,
  type Identity,
  type IdentityResolver,
} from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { INVOICE_MONTH_MESSAGE } from '../../shared/invoices.ts';
import { taxDocumentsOfMonth, toTaxDocument, visibleDocument } from './service.ts';
import { GSTR1_MONTH, gstr1Csv, gstr1FileName } from './gstr1.ts';
import { renderTaxDocumentPdf } from './pdf.ts';

// Tax invoices and credit notes as files and JSON (docs/decisions/0027-invoices-and-data-rights.md):
// plain Fastify routes, as a procedure answers JSON only. A browser's link sends the session cookie.
// Its payer or an admin sees a document; anyone else is told it does not exist.

type Deps = { db: Database; resolve: IdentityResolver };

const idOf = (req: FastifyRequest) => (req.params as { id: string }).id;

async function sendPdf(deps: Deps, caller: Identity, id: string, reply: FastifyReply) {
  const em = deps.db.orm.em.fork();
  const doc = await toTaxDocument(em, await visibleDocument(em, caller, id));
  const pdf = await renderTaxDocumentPdf(doc);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${doc.number.replaceAll('/', '-')}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** GET /api/invoices/{id}(.pdf), GET /admin/invoices/{id}.pdf and a month's GSTR-1 CSV (the month's list is tRPC's). */
export function mountInvoiceRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/invoices/:id.pdf', { exposeHeadRoute: false }, async (req, reply) =>
    sendPdf(deps, await requireAccountCaller(req, deps.resolve), idOf(req), reply),
  );

  app.get('/api/invoices/:id', { exposeHeadRoute: false }, async (req, reply) => {
    const caller = await requireAccountCaller(req, deps.resolve);
    const em = deps.db.orm.em.fork();
    const doc = await toTaxDocument(em, await visibleDocument(em, caller, idOf(req)));
    return reply.header('cache-control', 'private, no-store').send(doc);
  });

  app.get('/admin/invoices/:id.pdf', { exposeHeadRoute: false }, async (req, reply) =>
    sendPdf(deps, await requireAdminCaller(req, deps.resolve), idOf(req), reply),
  );

  // The month's invoices and credit notes as the GSTR-1 filing wants them (decision 27, "GSTR-1").
  app.get('/admin/invoices/gstr1.csv', { exposeHeadRoute: false }, async (req, reply) => {
    await requireAdminCaller(req, deps.resolve);
    const month = monthOf(req);
    const items = await taxDocumentsOfMonth(deps.db.orm.em.fork(), month);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${gstr1FileName(month)}"`)
      .header('cache-control', 'no-store')
      .send(gstr1Csv(items, month));
  });
}

/** The `month` query parameter, yyyy-mm, or a 400. */
function monthOf(req: FastifyRequest): string {
  const month = (req.query as Record<string, unknown>).month;
  if (typeof month !== 'string' || !GSTR1_MONTH.test(month))
    throw new AppError('BAD_REQUEST', INVOICE_MONTH_MESSAGE, { reason: 'invoice.bad_month' });
  return month;
}
