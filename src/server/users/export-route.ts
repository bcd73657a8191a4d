import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { USER_EXPORT_PATH } from '../../shared/user-export.ts';
import { recordAudit } from '../audit/service.ts';
import { AUTH_MESSAGES, type IdentityResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { exportFileName, userExportRows, usersCsv } from './export.ts';
import { adminOfExportLink, USER_EXPORT_LINK_PARAM, USER_EXPORT_LINK_PURPOSE } from './export-link.ts';

/** How the admin proved who they are: recorded with the export. */
type Via = 'link' | 'bearer' | 'cookie';

/**
 * GET /admin/users/export: every user as a CSV file, for admins only, audited (who, when, how).
 *
 * A plain Fastify route, not a tRPC procedure: a procedure answers with one value built in
 * memory, and this answer is streamed a page of users at a time (users/export.ts), so that a
 * hundred thousand users take no more memory than a thousand. A browser's download sends no
 * header, so besides an admin's session cookie or bearer token it takes a short-lived signed link
 * (`?link=`, from POST /admin/users/export/link); a request with a link is judged by the link alone.
 */
export function mountUserExportRoute(
  app: FastifyInstance,
  deps: { db: Database; services: AppServices; resolve: IdentityResolver },
): void {
  app.get(USER_EXPORT_PATH, { exposeHeadRoute: false }, async (req, reply) => {
    const em = deps.db.orm.em.fork();
    const { adminId, via } = await exportCaller(em, req, deps);
    // Recorded before the first byte: a download cut short has still shown what it showed.
    recordAudit(em, { userId: adminId, requestId: req.id }, 'users.export', {
      entity: 'AppUser',
      entityId: 'all',
      before: null,
      after: { via },
    });
    await em.flush();
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(usersCsv(userExportRows(deps.db.orm.em.fork())));
  });
}

/** The admin asking: 401 for nobody (or a bad link), 403 for anyone but an account's admin. */
async function exportCaller(
  em: EntityManager,
  req: FastifyRequest,
  deps: { services: AppServices; resolve: IdentityResolver },
): Promise<{ adminId: string; via: Via }> {
  const query = req.query as Record<string, unknown>;
  if (Object.hasOwn(query, USER_EXPORT_LINK_PARAM)) {
    const signer = deps.services.signedLinks(USER_EXPORT_LINK_PURPOSE);
    const adminId = await adminOfExportLink(em, signer, query[USER_EXPORT_LINK_PARAM], new Date());
    return { adminId, via: 'link' };
  }
  const caller = await deps.resolve(req);
  if (!caller) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signIn, { reason: 'auth.sign_in' });
  if (caller.pass)
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.passSession, { reason: 'auth.pass_session' });
  if (caller.role !== 'admin')
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAdmin, { reason: 'auth.not_admin' });
  return {
    adminId: caller.userId,
    via: /^bearer /i.test(req.headers.authorization ?? '') ? 'bearer' : 'cookie',
  };
}
