import type { FastifyInstance } from 'fastify';
import { localeOfRequest } from '../../shared/locale.ts';
import { MY_DATA_HTML_PATH, MY_DATA_JSON_PATH } from '../../shared/privacy.ts';
import { requireAccountCaller, type IdentityResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import type { AppServices } from '../services.ts';
import { myData } from './my-data.ts';
import { myDataHtml } from './my-data-html.ts';

// The player's data as files (docs/decisions/0027-invoices-and-data-rights.md, "My data"): plain
// Fastify routes, since a procedure answers JSON only and these are downloads a link opens with
// the session cookie.

type Deps = { db: Database; services: AppServices; resolve: IdentityResolver };

const day = () => new Date().toISOString().slice(0, 10);

/** GET /api/me/data.json and GET /api/me/data.html. */
export function mountMyDataRoutes(app: FastifyInstance, deps: Deps): void {
  app.get(MY_DATA_JSON_PATH, { exposeHeadRoute: false }, async (req, reply) => {
    const caller = await requireAccountCaller(req, deps.resolve);
    const data = await myData(deps.db.orm.em.fork(), deps.services, caller.userId);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="my-data-${day()}.json"`)
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(data, null, 2));
  });

  app.get(MY_DATA_HTML_PATH, { exposeHeadRoute: false }, async (req, reply) => {
    const caller = await requireAccountCaller(req, deps.resolve);
    const data = await myData(deps.db.orm.em.fork(), deps.services, caller.userId);
    const locale = localeOfRequest(req.headers.cookie, req.headers['accept-language']);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(myDataHtml(data, locale));
  });
}
