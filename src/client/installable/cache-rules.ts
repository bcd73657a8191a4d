// What the service worker (service-worker.ts) keeps, and how it answers: pure rules, so that they
// are tested without a browser. See docs/decisions/0018-installable.md.
import { isApiPath } from '../../shared/client-routes.ts';
import { PAGE_STATE_ID } from '../../shared/page-render.ts';

/** Shown, from the cache, for a navigation that cannot reach the server. */
export const OFFLINE_PAGE = '/offline.html';
/** Pages kept for reading offline; past this the oldest kept goes. */
export const PAGES_KEPT = 30;

const CACHE_PREFIX = 'arena-';
/** One cache per build: a page kept offline lives and goes with the assets it was drawn with. */
export const cacheNameFor = (version: string) => `${CACHE_PREFIX}${version}`;
export const isOwnCache = (name: string) => name.startsWith(CACHE_PREFIX);

/**
 * - `asset`: cache first. Hashed files under /assets/ never change; the precached files are this
 *   build's (their cache goes with it).
 * - `page`: a navigation, network first (the HTML always comes from the server when it answers);
 *   kept for offline reading when it is keepable (isKeepablePage); offline, the kept copy or the
 *   offline page.
 * - `network`: a navigation never kept (the API's paths, a payment page, a URL with a query
 *   string); offline, the offline page.
 * - `null`: not the worker's business: the browser fetches it as without a service worker, and
 *   nothing of it reaches a cache. Every API call (/api, /trpc, /auth, /admin, ...) is one.
 */
export type Strategy = 'asset' | 'page' | 'network' | null;

export interface RequestFacts {
  method: string;
  url: string;
  /** Request.mode: `navigate` for a page load. */
  mode: string;
  /** It carries an Authorization header (a bearer token). */
  authorized: boolean;
}

/** Server pages made for one person (a payment's checkout), besides the API. */
const PERSONAL_PAGES = ['/pay'];

function isPrivatePath(pathname: string): boolean {
  return (
    isApiPath(pathname) ||
    PERSONAL_PAGES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  );
}

export function strategyFor(request: RequestFacts, origin: string, precached: ReadonlySet<string>): Strategy {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const navigation = request.mode === 'navigate';
  if (isPrivatePath(url.pathname)) return navigation ? 'network' : null;
  if (request.authorized) return null;
  if (url.search === '' && (url.pathname.startsWith('/assets/') || precached.has(url.pathname)))
    return 'asset';
  if (navigation) return url.search === '' ? 'page' : 'network';
  return null;
}

export interface ResponseFacts {
  status: number;
  /** Response.type: `basic` for a same-origin answer. */
  type: string;
  headers: { get(name: string): string | null };
}

/**
 * Whether an answer may be stored at all: a whole same-origin 200 that the server did not mark
 * `no-store` or `private` (it marks so every answer that sets a cookie, see http/security.ts, and
 * every page made for one person).
 */
export function isKeepable(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl);
}

/**
 * A page is kept for offline reading only when the server drew it whole with its public data (the
 * page state element is in it): the landing page, the blog, articles, static pages. Other pages
 * are the app's shell, which would only show errors offline: the offline page says it better.
 */
export function isKeepablePage(response: ResponseFacts, html: string): boolean {
  const type = response.headers.get('content-type') ?? '';
  return isKeepable(response) && type.startsWith('text/html') && html.includes(`id="${PAGE_STATE_ID}"`);
}
