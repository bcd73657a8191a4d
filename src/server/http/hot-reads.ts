import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { matchesEtag } from '../cache/http-cache.ts';
import { REQUEST_ID } from './request-id.ts';

/**
 * The public reads every open tab polls, answered in front of Fastify from bodies serialised once.
 *
 * The first request for a URL goes through the whole app as usual, and the same URL is fetched
 * once more in the background as an anonymous caller would (no cookies, no encoding, no
 * If-None-Match; see `fill`). A 200 without cookies is kept with its headers (security headers,
 * ETag, Cache-Control) and a gzip and a brotli copy, and the next requests get those bytes
 * straight from node:http: no routing, context, validation, serialisation or request log. Every
 * invalidation of the read cache (an admin write here or, through the bus, on another instance)
 * drops all entries at once. An entry is fetched again after `ttlMs` (and served while that runs),
 * so instances without a bus converge within about twice the read cache's lifetime.
 */
export interface HotReadsOptions {
  /**
   * For a GET of a public read whose answer is the same for everyone, the URL it is kept and
   * filled under (its path with only the parameters it reads); null for anything else.
   */
  hotUrl: (url: string) => string | null;
  /**
   * Whether a GET of this path (no query string) is a page, the same for every visitor without a
   * session (server-rendered, see client-app.ts). Kept pages are never served to one with a session.
   */
  isPage?: (pathname: string) => boolean;
  hasSession?: (req: IncomingMessage) => boolean;
  /** Which of a page's versions a visitor gets (its language); pages are kept per version. */
  pageVersion?: (req: IncomingMessage) => string;
  /** Fetches the URL through the app as an anonymous caller (asking for that version of a page). */
  fill: (
    url: string,
    pageVersion?: string,
  ) => Promise<{ statusCode: number; headers: OutgoingHttpHeaders; body: Buffer }>;
  ttlMs: number;
  /** What the kept bodies (all encodings) may take together; the oldest go first. */
  maxBytes?: number;
  log: { warn: (obj: object, message: string) => void };
}

interface Variant {
  body: Buffer;
  /** Raw name/value pairs, the form `writeHead` takes fastest (no per-header `setHeader`). */
  headers: string[];
}

interface Entry {
  url: string;
  pageVersion: string | undefined;
  expiresAt: number;
  /** A page: for visitors without a session only. */
  sessionless: boolean;
  bytes: number;
  etag: string | undefined;
  notModified: string[];
  identity: Variant;
  gzip: Variant | null;
  br: Variant | null;
}

/** How long past its stale window an answer is still served while its new fetch runs. */
const FILL_GRACE_MS = 30_000;
/** @fastify/compress leaves smaller answers as they are; so do we. */
const COMPRESS_FROM_BYTES = 1024;
/** Per connection or per answer, never copied from the filled answer. */
const NOT_KEPT = new Set([
  'connection',
  'keep-alive',
  'date',
  'content-length',
  'transfer-encoding',
  'x-request-id',
]);

export class HotReads {
  readonly #options: HotReadsOptions;
  readonly #maxBytes: number;
  #bytes = 0;
  readonly #entries = new Map<string, Entry>();
  readonly #filling = new Set<string>();
  #generation = 0;

  constructor(options: HotReadsOptions) {
    this.#options = options;
    this.#maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  }

  /** Node's request listener: a fresh entry answers, anything else goes to `next` (Fastify). */
  listener(next: RequestListener): RequestListener {
    return (req, res) => {
      if (req.method === 'GET' && this.#serve(req, res)) return;
      next(req, res);
    };
  }

  /** Forgets every entry, including fills still running (an invalidation). */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#bytes = 0;
  }

  #serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '/';
    const { entry, keptAs } = this.#find(req, url);
    if (entry?.sessionless && this.#hasSession(req)) return false;
    const now = Date.now();
    // For one more `ttlMs` an expired entry is still served while it is fetched again, and past
    // that for as long as the fetch still runs (up to FILL_GRACE_MS): a page that takes long to
    // render under load would otherwise go to the app for every visitor at once, each rendering it
    // (a 280-row leaderboard fell to 0 requests a second that way, `npm run bench:reads`).
    if (entry && this.#servable(entry, now)) {
      if (entry.expiresAt <= now) void this.#fill(entry.url, entry.pageVersion, entry.sessionless);
      write(req, res, entry);
      return true;
    }
    if (entry) this.#forget(keyOf(entry.url, entry.pageVersion));
    const { hotUrl, pageVersion } = keptAs();
    if (hotUrl !== null) void this.#fill(hotUrl, undefined, false);
    else if (!url.includes('?') && this.#options.isPage?.(url) && !this.#hasSession(req))
      void this.#fill(url, pageVersion, true);
    return false;
  }

  /**
   * The entry for a URL, and under which key it is kept. Reads are kept by the URL of what they
   * read (an exact one is found without working it out), pages (never with a query string) by URL
   * and version; the key is worked out at most once, and only when needed.
   */
  #find(req: IncomingMessage, url: string): { entry: Entry | undefined; keptAs: () => KeptAs } {
    let kept: KeptAs | undefined;
    const keptAs = (): KeptAs => {
      if (kept) return kept;
      const hotUrl = this.#options.hotUrl(url);
      const isPageUrl = hotUrl === null && !url.includes('?');
      kept = { hotUrl, pageVersion: isPageUrl ? this.#options.pageVersion?.(req) : undefined };
      return kept;
    };
    const exact = this.#entries.get(url);
    if (exact && !exact.sessionless) return { entry: exact, keptAs };
    const { hotUrl, pageVersion } = keptAs();
    return { entry: this.#entries.get(hotUrl ?? keyOf(url, pageVersion)) ?? exact, keptAs };
  }

  #servable(entry: Entry, now: number): boolean {
    const stale = entry.expiresAt + this.#options.ttlMs;
    return (
      stale > now || (stale + FILL_GRACE_MS > now && this.#filling.has(keyOf(entry.url, entry.pageVersion)))
    );
  }

  #hasSession(req: IncomingMessage): boolean {
    return this.#options.hasSession?.(req) ?? false;
  }

  #forget(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  async #fill(url: string, pageVersion: string | undefined, sessionless: boolean): Promise<void> {
    const key = keyOf(url, pageVersion);
    if (this.#filling.has(key)) return;
    this.#filling.add(key);
    const generation = this.#generation;
    try {
      const answer = await this.#options.fill(url, pageVersion);
      if (generation !== this.#generation) return; // invalidated while we were fetching
      if (answer.statusCode !== 200 || answer.headers['set-cookie'] || answer.headers['content-encoding']) {
        this.#forget(key);
        return;
      }
      this.#forget(key); // re-inserted as the newest
      const entry = entryOf(answer.headers, answer.body, Date.now() + this.#options.ttlMs, sessionless);
      this.#entries.set(key, { ...entry, url, pageVersion });
      this.#bytes += entry.bytes;
      for (const oldest of this.#entries.keys()) {
        if (this.#bytes <= this.#maxBytes) break;
        this.#forget(oldest);
      }
    } catch (error) {
      this.#options.log.warn({ err: error, url }, 'filling a hot read failed');
    } finally {
      this.#filling.delete(key);
    }
  }
}

interface KeptAs {
  hotUrl: string | null;
  pageVersion: string | undefined;
}

const keyOf = (url: string, pageVersion: string | undefined): string =>
  pageVersion === undefined ? url : `${pageVersion} ${url}`;

function entryOf(
  answered: OutgoingHttpHeaders,
  body: Buffer,
  expiresAt: number,
  sessionless: boolean,
): Omit<Entry, 'url' | 'pageVersion'> {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(answered))
    if (value !== undefined && !NOT_KEPT.has(name)) headers[name] = value;
  const compress = body.length >= COMPRESS_FROM_BYTES;
  if (compress) headers.vary = 'accept-encoding';
  const variant = (encoded: Buffer, encoding?: string): Variant => ({
    body: encoded,
    headers: raw({
      ...headers,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': encoded.length,
    }),
  });
  const { 'content-type': _type, ...notModified } = headers;
  const gzip = compress ? variant(gzipSync(body), 'gzip') : null;
  const br = compress
    ? variant(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), 'br')
    : null;
  return {
    expiresAt,
    sessionless,
    bytes: body.length + (gzip?.body.length ?? 0) + (br?.body.length ?? 0),
    etag: typeof headers.etag === 'string' ? headers.etag : undefined,
    notModified: raw(notModified),
    identity: variant(body),
    gzip,
    br,
  };
}

function raw(headers: OutgoingHttpHeaders): string[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    Array.isArray(value) ? value.flatMap((one) => [name, one]) : [name, String(value)],
  );
}

/**
 * No request log and so no request id of our own; a caller's valid one is echoed, as Fastify does.
 */
function write(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
  const given = req.headers['x-request-id'];
  const echo = typeof given === 'string' && REQUEST_ID.test(given) ? ['x-request-id', given] : null;
  if (entry.etag && matchesEtag(req.headers['if-none-match'], entry.etag)) {
    res.writeHead(304, echo ? [...entry.notModified, ...echo] : entry.notModified);
    res.end();
    return;
  }
  const accepted = req.headers['accept-encoding'];
  const variant =
    (accepted && entry.br && /\bbr\b/.test(accepted) && entry.br) ||
    (accepted && entry.gzip && /\bgzip\b/.test(accepted) && entry.gzip) ||
    entry.identity;
  res.writeHead(200, echo ? [...variant.headers, ...echo] : variant.headers);
  res.end(variant.body);
}
