import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { codeForStatus } from './errors.ts';

/** Paths that belong to the API: they never fall through to the single-page app. */
export const API_PREFIXES = ['/trpc', '/api', '/auth', '/admin', '/static-pages', '/healthz', '/readyz'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Serves the built client from `clientDir`: hashed assets cached for a year, everything else
 * revalidated, and index.html for any other GET so the client router can take over.
 * `/admin` is the one client route under an API prefix (it shows the 404 page in the client).
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string | null): Promise<void> {
  const hasClient = clientDir !== null && fs.existsSync(path.join(clientDir, 'index.html'));

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      (!isApiPath(req.url) || req.url.split('?')[0] === '/admin');
    if (wantsPage && hasClient) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({
        error: `No route for ${req.method} ${req.url.split('?')[0]}`,
        code: codeForStatus(404),
        requestId: req.id,
      });
  });
}
