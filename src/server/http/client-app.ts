import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isClientRoute } from '../../shared/client-routes.ts';
import { codeForStatus } from './errors.ts';

/** Paths that belong to the API: they never fall through to the single-page app. */
const API_PREFIXES = ['/trpc', '/api', '/auth', '/admin', '/static-pages', '/healthz', '/readyz'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Serves the built client from `clientDir`: hashed assets cached for a year, everything else
 * revalidated, and index.html for any other page GET so the client router can take over: status
 * 200 on a route of the client's table (src/shared/client-routes.ts), 404 anywhere else (the
 * client shows its 404 page). `/auth` and `/admin` are client routes under API prefixes: a
 * browser gets the page there, an API client the JSON 404.
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string | null,
  clientConfig: ClientConfig,
): Promise<void> {
  const indexFile = clientDir === null ? null : path.join(clientDir, 'index.html');
  const indexHtml =
    indexFile && fs.existsSync(indexFile)
      ? withConfig(fs.readFileSync(indexFile, 'utf8'), clientConfig)
      : null;
  const hasClient = indexHtml !== null;

  if (clientDir && hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // index.html is only ever sent with the runtime configuration in it (below).
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? req.url;
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const acceptsHtml = (req.headers.accept ?? '').includes('text/html');
    // A client route under an API prefix (/auth, /admin) is the page for a browser (it asks for
    // text/html); an API client there gets the JSON 404 like any other unknown API path.
    const knownPage = isClientRoute(pathname) && (!isApiPath(pathname) || acceptsHtml);
    const unknownPage = !isApiPath(pathname);
    if (isRead && hasClient && (knownPage || unknownPage)) {
      return reply
        .status(knownPage ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    }
    return reply.status(404).send({
      error: `No route for ${req.method} ${pathname}`,
      code: codeForStatus(404),
      requestId: req.id,
    });
  });
}

/** What the client must know before its first request: read from a meta tag (no inline script). */
export interface ClientConfig {
  identityMode: 'clerk' | 'local';
  clerkPublishableKey?: string | undefined;
}

function withConfig(html: string, config: ClientConfig): string {
  const json = JSON.stringify(config).replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');
  return html.replace('</head>', `  <meta name="arena-config" content='${json}' />\n  </head>`);
}
