import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { SCREENSHOT_MAX_BYTES } from '../../shared/championship-rules.ts';
import { REPORT_MESSAGES, SCREENSHOT_FIELD, resultReportFieldsSchema } from '../../shared/result-reports.ts';
import { AUTH_MESSAGES, type IdentityResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { reportScreenshot, submitReport } from './result-reports.ts';

// The two result-report routes that are plain Fastify routes, not tRPC procedures: the report
// is a multipart upload (a screenshot of up to 2 MB, more than the JSON body limit), and the
// screenshot is answered as the image's own bytes. The reports list is a procedure (router.ts).

const MAX_FIELDS = 10;

/** POST /api/matches/{id}/reports (multipart) and GET /api/match-reports/{id}/screenshot. */
export async function mountReportRoutes(
  app: FastifyInstance,
  deps: { db: Database; services: AppServices; resolve: IdentityResolver },
): Promise<void> {
  const caller = async (req: Parameters<IdentityResolver>[0]) => {
    const auth = await deps.resolve(req);
    if (!auth) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signIn, { reason: 'auth.sign_in' });
    return auth;
  };

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: SCREENSHOT_MAX_BYTES, files: 1, fields: MAX_FIELDS, fieldSize: 200 },
    });
    scope.post<{ Params: { id: string } }>('/api/matches/:id/reports', async (req, reply) => {
      const auth = await caller(req);
      const fields: Record<string, string> = {};
      let screenshot: Buffer | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === SCREENSHOT_FIELD) screenshot = bytes;
          } else if (typeof part.value === 'string' && part.value !== '') fields[part.fieldname] = part.value;
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', REPORT_MESSAGES.screenshotTooLarge, {
            reason: 'report.screenshot_too_large',
          });
        throw error;
      }
      const parsed = resultReportFieldsSchema.safeParse(fields);
      if (!parsed.success)
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid input', cause: parsed.error });
      const em = deps.db.orm.em.fork();
      const { created, report } = await submitReport(
        em,
        auth,
        req.params.id,
        parsed.data,
        screenshot,
        deps.services.disputeWindowHours,
      );
      // 201 for a new report; 200 for a retry of one taken already (the one kept).
      return reply.status(created ? 201 : 200).send(report);
    });
  });

  app.get<{ Params: { id: string } }>(
    '/api/match-reports/:id/screenshot',
    { exposeHeadRoute: false },
    async (req, reply) => {
      const auth = await caller(req);
      const { type, bytes } = await reportScreenshot(deps.db.orm.em.fork(), auth, req.params.id);
      return (
        reply
          .type(type)
          .header('x-content-type-options', 'nosniff')
          // The organisers' and the reporter's only: never kept by a shared cache.
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          .send(bytes)
      );
    },
  );
}
