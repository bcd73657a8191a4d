import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_26Q_PATH, STATEMENT_PDF_PATH } from '../../shared/tax.ts';
import { recordAudit } from '../audit/service.ts';
import { requireAccountCaller, requireAdminCaller, type IdentityResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import type { AppServices } from '../services.ts';
import { form26qCsv, form26qFileName, form26qRows, quarterOrRefuse } from './form-26q.ts';
import { statementPdf } from './statement-pdf.ts';
import { taxStatementOf } from './tax-statement.ts';

// The two tax files (decision 26, "Tax") as plain Fastify routes: a procedure answers JSON, and
// these answer a PDF and a CSV as attachments. A browser's link sends the session cookie.

type Deps = { db: Database; services: AppServices; resolve: IdentityResolver };

const fyOf = (req: FastifyRequest) => (req.query as Record<string, unknown>).fy;

/** GET /api/prizes/statement.pdf?fy= and GET /admin/payouts/26q?fy=&quarter=. */
export function mountTaxRoutes(app: FastifyInstance, deps: Deps): void {
  app.get(STATEMENT_PDF_PATH, { exposeHeadRoute: false }, async (req, reply) => {
    const caller = await requireAccountCaller(req, deps.resolve);
    const fy = fyOf(req);
    // A repeated `fy` is no year either (Fastify gives an array).
    const statement = await taxStatementOf(
      deps.db.orm.em.fork(),
      deps.services,
      caller.userId,
      fy === undefined || typeof fy === 'string' ? fy : '?',
    );
    const pdf = await statementPdf(statement);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="tax-statement-${statement.financialYear}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.get(FORM_26Q_PATH, { exposeHeadRoute: false }, async (req, reply) => {
    const caller = await requireAdminCaller(req, deps.resolve);
    const quarter = quarterOrRefuse(req.query as Record<string, unknown>);
    const em = deps.db.orm.em.fork();
    const rows = await form26qRows(em, deps.services, quarter);
    // Full PANs leave the server here: who took them, and when, is on record.
    recordAudit(em, { userId: caller.userId, requestId: req.id }, 'payouts.export_26q', {
      entity: 'payout',
      entityId: quarter.label,
      before: null,
      after: { rows: rows.length },
    });
    await em.flush();
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${form26qFileName(quarter)}"`)
      .header('cache-control', 'no-store')
      .send(form26qCsv(rows));
  });
}
