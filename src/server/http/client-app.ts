import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SESSION_COOKIES } from '../auth/index.ts';
import { sanitizeRichText } from '../html/sanitize.ts';
import { isApiPath, isClientRoute } from '../../shared/client-routes.ts';
import { intlLocale, localeOfRequest, type Locale } from '../../shared/locale.ts';
import { PAGE_STATE_ID } from '../../shared/page-render.ts';
import type {
  BootMode,
  ClientConfig,
  PageReader,
  RenderPage,
  RenderedPage,
} from '../../shared/page-render.ts';
import { codeForStatus } from './errors.ts';

export type { ClientConfig };

/** A server-rendered page's reads, for one request (see trpc/rest.ts, pageReader). */
export type PageReaderFor = (http: {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The visitor's own reads are allowed too, with the request's session. */
  own: boolean;
}) => PageReader;

/**
 * Serves the built client from `clientDir`: hashed assets cached for a year, everything else
 * revalidated, and index.html for any other page GET so the client router can take over: status
 * 200 on a route of the client's table (src/shared/client-routes.ts), 404 anywhere else (the
 * client shows its 404 page). `/auth` and `/admin` are client routes under API prefixes: a
 * browser gets the page there, an API client the JSON 404.
 *
 * Public pages (landing, blog, articles, static pages, 404) come rendered to HTML when the client's
 * server entry was built next to it (dist/ssr, see src/client/entry-server.tsx), the same for
 * everyone (with a session cookie the header waits for the app to read the session); so do the
 * signed-in player's own pages (dashboard, profile) for a request with a session cookie, from that
 * player's reads: such a page is sent `Cache-Control: private, no-store`. A page rendered whole
 * then loads the app on intent (src/client/boot.ts). Local identity mode only: Clerk's session
 * lives in the browser, so its pages are the app from the start.
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string | null,
  clientConfig: ClientConfig,
  read: PageReaderFor,
  /** The page renderer to use instead of dist/ssr's (integration tests render from the source). */
  pageRenderer?: RenderPage,
): Promise<void> {
  const indexFile = clientDir === null ? null : path.join(clientDir, 'index.html');
  const indexHtml =
    indexFile && fs.existsSync(indexFile)
      ? withConfig(fs.readFileSync(indexFile, 'utf8'), clientConfig)
      : null;
  const hasClient = indexHtml !== null;
  const renderPage =
    hasClient && clientDir && clientConfig.identityMode === 'local'
      ? (pageRenderer ?? (await loadPageRenderer(clientDir, app.log)))
      : null;

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

  const render = async (
    req: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
  ): Promise<{ html: string; notFound: boolean; personal: boolean }> => {
    const signedOut = !SESSION_COOKIES.some((name) => req.cookies[name]);
    const page = await renderPage?.({
      url: req.url,
      config: clientConfig,
      locale,
      signedOut,
      readPublic: read({ req, reply, own: false }),
      readOwn: signedOut ? null : read({ req, reply, own: true }),
      sanitizeHtml: sanitizeRichText,
    }).catch((error: unknown) => {
      req.log.error({ err: error }, 'server rendering failed; the app renders the page');
      return null;
    });
    return {
      html: withPage(indexHtml ?? '', page ?? null, signedOut),
      notFound: page?.notFound === true,
      personal: page?.personal === true,
    };
  };

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? req.url;
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const acceptsHtml = (req.headers.accept ?? '').includes('text/html');
    // A client route under an API prefix (/auth, /admin) is the page for a browser (it asks for
    // text/html); an API client there gets the JSON 404 like any other unknown API path.
    const knownPage = isClientRoute(pathname) && (!isApiPath(pathname) || acceptsHtml);
    const unknownPage = !isApiPath(pathname);
    if (isRead && hasClient && (knownPage || unknownPage)) {
      const locale = requestLocale(req);
      const page =
        req.method === 'GET'
          ? await render(req, reply, locale)
          : { html: indexHtml ?? '', notFound: false, personal: false };
      const html = withLocale(page.html, locale);
      // A route of the table whose content does not exist (an unknown pool) is drawn as the 404 page.
      return reply
        .status(knownPage && !page.notFound ? 200 : 404)
        .header('cache-control', page.personal ? 'private, no-store' : 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    return reply.status(404).send({
      error: `No route for ${req.method} ${pathname}`,
      code: codeForStatus(404),
      requestId: req.id,
    });
  });
}

async function loadPageRenderer(clientDir: string, log: FastifyBaseLogger): Promise<RenderPage | null> {
  const entry = path.join(path.dirname(clientDir), 'ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  try {
    const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
    return module.renderPage;
  } catch (error) {
    log.error({ err: error }, `${entry} failed to load; pages are rendered in the browser`);
    return null;
  }
}

/**
 * The page in the app's shell: its HTML inside #root and the data it was rendered from (JSON in a
 * non-executed script element, so the CSP needs no exception). The app loads on intent only when
 * nothing on the page waits for it: a complete render (a public page with a session cookie is
 * complete without the header's account part, which the app fills when it loads).
 */
export function withPage(shell: string, page: RenderedPage | null, signedOut: boolean): string {
  if (!page) return shell;
  const boot: BootMode = page.complete ? 'intent' : 'now';
  const attributes = `data-boot="${boot}"${signedOut ? ' data-signed-out="true"' : ''} data-drawn-at="${page.drawnAt}"`;
  const state = page.state.replace(/</g, '\\u003c');
  const root = `<div id="root" ${attributes}>${page.html}</div>`;
  const data = `<script type="application/json" id="${PAGE_STATE_ID}">${state}</script>`;
  // A complete page reads well without JavaScript: the shell's notice that it is needed goes.
  const pageShell = page.complete ? shell.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '') : shell;
  // Functions, so that `$&` and the like in the page stay text.
  const titled = page.title
    ? pageShell.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`)
    : pageShell;
  return titled.replace('<div id="root"></div>', () => root + data);
}

/** The language a page is served in: the `lang` cookie, else the browser's languages. */
export function requestLocale(req: { headers: IncomingHttpHeaders }): Locale {
  return localeOfRequest(req.headers.cookie, req.headers['accept-language']);
}

/** The shell's `<html lang>` set to the page's language, which the app then speaks too. */
export function withLocale(html: string, locale: Locale): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${intlLocale(locale)}"`);
}

/** Text as HTML text or a quoted attribute value. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function withConfig(html: string, config: ClientConfig): string {
  const json = escapeHtml(JSON.stringify(config));
  return html.replace('</head>', `  <meta name="arena-config" content='${json}' />\n  </head>`);
}
