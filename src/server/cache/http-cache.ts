import type { RestMeta } from '../trpc/rest.ts';

/**
 * Meta for public reads polled by open tabs: ETag + 304 on the REST path, and browsers and
 * proxies revalidate on every use (the answer changes whenever an admin writes).
 */
export const PUBLIC_READ = { httpCache: { maxAge: 0 } } as const satisfies RestMeta;

/**
 * Meta for reads whose answer is the same for every caller but is not kept (it depends on the
 * clock, say): a server-rendered page may read them for a signed-out visitor.
 */
export const SAME_FOR_EVERYONE = { sameForEveryone: true } as const satisfies RestMeta;

/** If-None-Match uses the weak comparison: `W/"x"` matches `"x"`; `*` matches anything. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}
