// The server's renderer of pages (built by `vite build --ssr` into dist/ssr, called by
// src/server/http/client-app.ts): the public pages for anyone, and the signed-in player's own pages
// for a request with a session. The page is rendered with the same components as in the browser;
// the reads it makes are answered by the server's own procedures (public reads, and the player's
// own with their session), and rendering repeats until no new read appears (a section may only
// show once another's data is in). The browser then hydrates this HTML from the same data
// (src/client/main.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import type { Query, QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';
import { BASE_LOCALE, type Locale } from '../shared/locale.ts';
import type { RenderPage, RenderPageRequest, RenderedPage } from '../shared/page-render.ts';
import { overwriteGetLocale } from '../paraglide/runtime.js';
import { AppProvider } from './app/provider.tsx';
import { drawnWhole, isServerRendered, needsSession, routes } from './app/routes.tsx';
import { setSanitizerWithoutDom } from './components/rich-html.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { createTrpcClient } from './lib/trpc.ts';
import { ServerNotFound } from './lib/server-status.ts';
import { ServerTitle } from './lib/use-document-title.ts';

/**
 * Landing: its reads, then the championships' (shown once the games are in) and the code of the
 * sections that appeared, then the final HTML.
 */
const MAX_RENDERS = 5;
/** React's mark of a section streamed after the rest of the page (a Suspense boundary pending). */
const LATE_SECTION = '<!--$?-->';

const SESSION_QUERY = 'auth.session';

const handler = createStaticHandler(routes);

/** The language of the page being rendered: renders of different requests interleave. */
const pageLocale = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => pageLocale.getStore() ?? BASE_LOCALE);

export const renderPage: RenderPage = async (request) => {
  setSanitizerWithoutDom(request.sanitizeHtml);
  const queryClient = createQueryClient();
  try {
    return await pageLocale.run(request.locale, () => render(request, queryClient));
  } finally {
    // Its queries would otherwise each keep a garbage-collection timer (and the page's data) alive.
    queryClient.clear();
  }
};

async function render(
  { url, config, signedOut, readPublic, readOwn }: RenderPageRequest,
  queryClient: QueryClient,
): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://localhost');
  const context = await handler.query(new Request(location));
  // A redirect, or a route that failed to load: the app in the browser deals with it.
  if (context instanceof Response || context.errors) return null;
  const handle: unknown = context.matches.at(-1)?.route.handle;
  if (!isServerRendered(handle, location, signedOut)) return null;
  // The signed-in area's pages are drawn from the visitor's own reads; any other from public ones.
  const ownPage = needsSession(handle);
  const read = ownPage ? readOwn : readPublic;
  if (!read) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  // Every render of the page draws time-relative text for one moment, which the app hydrates with.
  const drawnAt = Date.now();
  let title: string | null = null;
  let notFound = false;
  const app = (
    <ServerNotFound value={() => (notFound = true)}>
      <ServerTitle value={(pageTitle) => (title = pageTitle)}>
        <StrictMode>
          <AppProvider
            queryClient={queryClient}
            trpcClient={createTrpcClient()}
            config={config}
            signedOut={signedOut}
            navigate={async () => {}}
            drawnAt={drawnAt}
          >
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>
      </ServerTitle>
    </ServerNotFound>
  );

  const asked = new Set<string>();
  // A public page's section for the signed-in is left to the app, which then loads at once.
  let complete = drawnWhole(handle, signedOut);
  let personal = false;
  let someone = false;
  for (let render = 1; ; render++) {
    notFound = false;
    const html = await renderToHtml(app);
    const reads = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && !asked.has(query.queryHash))
      .flatMap((query) => {
        const read = trpcQueryOf(query);
        return read ? [{ query, ...read }] : [];
      });
    // A section whose code first loaded during this render came out after the rest, revealed by an
    // inline script (which the CSP forbids): the next render has its code and draws it in place.
    const settled = !html.includes(LATE_SECTION);
    if ((reads.length === 0 && settled) || render === MAX_RENDERS) {
      // A cookie that opens no session: the app asks the visitor to sign in.
      if (!settled || (ownPage && !someone)) return null;
      const data = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query) => [query.queryKey, query.state.data]);
      return {
        html,
        title,
        state: superjson.stringify(data),
        complete: complete && reads.length === 0,
        personal,
        drawnAt,
        notFound,
      };
    }
    await Promise.all(
      reads.map(async ({ query, path, input, infinite }) => {
        asked.add(query.queryHash);
        const answer = await read(path, input);
        if (answer.kind === 'data') {
          const data = infinite ? { pages: [answer.data], pageParams: [null] } : answer.data;
          queryClient.setQueryData(query.queryKey, data);
          // An answer of nobody (a session read for a cookie that opens none) is no one's own.
          personal ||= answer.personal && answer.data !== null;
          if (path === SESSION_QUERY) someone = answer.data !== null;
        }
        // A read that failed, or that this page may not make, leaves its section loading: the
        // browser must load the app at once to fill it. The session on a public page is the
        // exception: the header is drawn signed out, or, with a session cookie, waits for the app.
        else if (!(path === SESSION_QUERY && !ownPage)) complete = false;
      }),
    );
  }
}

/**
 * The tRPC query behind a cache entry: key `[['blog', 'list'], { input, type: 'query' }]`, or a
 * list's first page: `{ type: 'infinite' }`, called as tRPC's client calls it (no cursor yet).
 */
function trpcQueryOf(query: Query): { path: string; input: unknown; infinite: boolean } | null {
  const [path, options] = query.queryKey as [unknown, { input?: unknown; type?: unknown } | undefined];
  if (!Array.isArray(path) || (options?.type !== 'query' && options?.type !== 'infinite')) return null;
  const infinite = options.type === 'infinite';
  const input = infinite ? { ...(options.input as object), direction: 'forward' } : options.input;
  return { path: path.join('.'), input, infinite };
}

/** Fails on any error while rendering: a page is served whole or not at all (then the app renders it). */
async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: Error | undefined;
  const { prelude } = await prerenderToNodeStream(element, {
    // One document: React would otherwise send large sections after the rest, to be moved into
    // place by inline scripts (which the CSP forbids).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error instanceof Error ? error : new Error('Rendering failed', { cause: error });
    },
  });
  if (failure) throw failure;
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
