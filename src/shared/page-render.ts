// The contract between the server and the client's server-side entry (src/client/entry-server.tsx,
// built by Vite into dist/ssr): the server hands over the page's URL and a way to make the page's
// reads (the public ones, and the signed-in visitor's own); the entry renders the page's HTML and
// the data it was rendered from.
import type { Locale } from './locale.ts';

/** What the client must know before its first request (written into every page). */
export interface ClientConfig {
  identityMode: 'local' | 'clerk';
  clerkPublishableKey?: string | undefined;
}

/**
 * A tRPC query answered by the server's own procedures: a public read, or on a page of the
 * signed-in area a read of the visitor's own too (`personal`: its answer is theirs alone).
 */
export type PageRead =
  { kind: 'data'; data: unknown; personal: boolean } | { kind: 'not-readable' } | { kind: 'failed' };

export type PageReader = (path: string, input: unknown) => Promise<PageRead>;

export interface RenderPageRequest {
  /** Path and query string. */
  url: string;
  config: ClientConfig;
  /** The language the page is rendered in (the request's, see src/shared/locale.ts). */
  locale: Locale;
  /** No session cookie came with the request: the header is rendered signed out. */
  signedOut: boolean;
  /** The reads that are the same for everyone: what a public page is drawn from. */
  readPublic: PageReader;
  /**
   * With a session cookie only: the public reads and the visitor's own, made with their session.
   * Only the signed-in area's pages use it; a public page stays the same for everyone (and may be
   * kept for reading offline), its header waiting for the app to read the session.
   */
  readOwn: PageReader | null;
  /** The server's sanitiser of stored HTML (there is no DOM for the browser's). */
  sanitizeHtml: (html: string) => string;
}

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The document's title, when the page set one. */
  title: string | null;
  /** The query data the page was rendered from, as superjson text, seeded into the client's cache. */
  state: string;
  /** Every read the page made has its data (nothing on it is left loading). */
  complete: boolean;
  /**
   * The page holds the signed-in visitor's own data (their session, passes, profile): it is
   * theirs alone, sent `Cache-Control: private, no-store` and never kept by the service worker.
   */
  personal: boolean;
  /** When the page was drawn (ms since the epoch): its time-relative text is for that moment. */
  drawnAt: number;
  /** The page drawn is the 404 page (also on a route of the table: an unknown pool's leaderboard). */
  notFound?: boolean;
}

/** Null when the URL is not a server-rendered page (see SERVER_RENDERED in src/client/app/routes.tsx). */
export type RenderPage = (request: RenderPageRequest) => Promise<RenderedPage | null>;

/** Where a page's data and boot mode travel in the HTML (read by src/client/main.tsx and boot.ts). */
export const PAGE_STATE_ID = 'arena-state';
export type BootMode = 'intent' | 'now';
