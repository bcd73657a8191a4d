import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeOfRequest } from '../../shared/locale.ts';
import { MY_DATA_HTML_PATH, MY_DATA_JSON_PATH } from '../../shared/privacy.ts';
import { AUTH_MESSAGES, type Identity, type IdentityResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { myData } from './my-data.ts';
import { myDataHtml } from './my-data-html.ts';

// The player's data as files (docs/decisions/0027-invoices-and-data-rights.md, "My data"): plain
// Fastify routes, since a procedure answers JSON only and these are downloads a link opens with
// the session cookie.

type Deps = { db: Database; services: AppServices; resolve: IdentityResolver };

/** The account asking: 401 for nobody, 403 for a game-credential session (it opens one pass only). */
async function accountOf(req: FastifyRequest, resolve: IdentityResolver): Promise<Identity> {
  const caller = await resolve(req);
  if (!caller) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signIn, { reason: 'auth.sign_in' });
  if (caller.pass)
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.passSession, { reason: 'auth.pass_session' });
  return caller;
}

const day = () => new Date().toISOString().slice(0, 10);

/** GET /api/me/data.json and GET /api/me/data.html. */
export function mountMyDataRoutes(app: FastifyInstance, deps: Deps): void {
  app.get(MY_DATA_JSON_PATH, { exposeHeadRoute: false }, async (req, reply) => {
    const caller = await accountOf(req, deps.resolve);
    const data = await myData(deps.db.orm.em.fork(), deps.services, caller.userId);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="my-data-${day()}.json"`)
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(data, null, 2));
  });

  app.get(MY_DATA_HTML_PATH, { exposeHeadRoute: false }, async (req, reply) => {
    const caller = await accountOf(req, deps.resolve);
    const data = await myData(deps.db.orm.em.fork(), deps.services, caller.userId);
    const locale = localeOfRequest(req.headers.cookie, req.headers['accept-language']);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(myDataHtml(data, locale));
  });
}
