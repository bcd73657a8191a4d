import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_26Q_PATH, STATEMENT_PDF_PATH } from '../../shared/tax.ts';
import { recordAudit } from '../audit/service.ts';
import { AUTH_MESSAGES, type Identity, type IdentityResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { form26qCsv, form26qFileName, form26qRows, quarterOrRefuse } from './form-26q.ts';
import { statementPdf } from './statement-pdf.ts';
import { taxStatementOf } from './tax-statement.ts';

// The two tax files (decision 26, "Tax") as plain Fastify routes: a procedure answers JSON, and
// these answer a PDF and a CSV as attachments. A browser's link sends the session cookie.

type Deps = { db: Database; services: AppServices; resolve: IdentityResolver };

/** The account asking: 401 for nobody, 403 for a game-credential session (it opens one pass only). */
async function accountOf(req: FastifyRequest, resolve: IdentityResolver): Promise<Identity> {
  const caller = await resolve(req);
  if (!caller) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signIn, { reason: 'auth.sign_in' });
  if (caller.pass)
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.passSession, { reason: 'auth.pass_session' });
  return caller;
}

const fyOf = (req: FastifyRequest) => (req.query as Record<string, unknown>).fy;

/** GET /api/prizes/statement.pdf?fy= and GET /admin/payouts/26q?fy=&quarter=. */
export function mountTaxRoutes(app: FastifyInstance, deps: Deps): void {
  app.get(STATEMENT_PDF_PATH, { exposeHeadRoute: false }, async (req, reply) => {
    const caller = await accountOf(req, deps.resolve);
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
    const caller = await accountOf(req, deps.resolve);
    if (caller.role !== 'admin')
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAdmin, { reason: 'auth.not_admin' });
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
