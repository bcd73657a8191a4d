import type { AnyProcedure, AnyRouter } from '@trpc/server';
import { z } from 'zod';
import { publicReads } from './rest.ts';

/**
 * Which GETs are public reads (their REST paths and their tRPC calls, batched or not, served from
 * hot reads, see http/hot-reads.ts), and the URL each is kept and filled under: the path with only
 * the parameters its procedure reads, first occurrence each, in the order given. `/api/blog?x=1`,
 * `?x=2`, ... are one entry, and a new junk parameter never costs a fill. Null: not a public read,
 * or a tRPC input that is not JSON (the app answers that one with 400; nothing is kept).
 */
export function publicReadUrl(appRouter: AnyRouter): (url: string) => string | null {
  const procedures = appRouter._def.procedures as Record<string, AnyProcedure>;
  const keysOf = new Map<string, ReadonlySet<string> | null>();
  const paths: { pattern: RegExp; keys: ReadonlySet<string> | null }[] = [];
  for (const [name, meta] of publicReads(appRouter, true)) {
    const keys = inputKeys(procedures[name]!);
    keysOf.set(name, keys);
    const path = meta.openapi?.method === 'GET' ? meta.openapi.path : undefined;
    if (!path) continue;
    // A path parameter wins over the query string's (rest.ts), so it is not read from there.
    const inPath = new Set([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
    paths.push({
      pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
      keys: keys && new Set([...keys].filter((key) => !inPath.has(key))),
    });
  }

  return (url) => {
    const at = url.indexOf('?');
    const pathname = at < 0 ? url : url.slice(0, at);
    const query = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
    if (pathname.startsWith('/trpc/')) {
      const names = pathname.slice('/trpc/'.length).split(',');
      if (!names.every((name) => keysOf.has(name))) return null;
      return trpcUrl(
        pathname,
        query,
        names.map((name) => keysOf.get(name) ?? null),
      );
    }
    const read = paths.find(({ pattern }) => pattern.test(pathname));
    if (!read) return null;
    return withParams(pathname, query, read.keys);
  };
}

/** The keys a procedure's input object reads; null when its input is not a plain object schema. */
function inputKeys(procedure: AnyProcedure): ReadonlySet<string> | null {
  const inputs = procedure._def.inputs as unknown[];
  const keys = new Set<string>();
  for (const input of inputs) {
    if (!(input instanceof z.ZodObject)) return null;
    for (const key of Object.keys(input.shape)) keys.add(key);
  }
  return keys;
}

/** The path with the first occurrence of each known parameter (all of them when `keys` is null). */
function withParams(pathname: string, query: URLSearchParams, keys: ReadonlySet<string> | null): string {
  const kept = new URLSearchParams();
  for (const [key, value] of query) if ((!keys || keys.has(key)) && !kept.has(key)) kept.append(key, value);
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** tRPC's `batch` and `input`, the input of each call cut down to the keys its procedure reads. */
function trpcUrl(
  pathname: string,
  query: URLSearchParams,
  keys: (ReadonlySet<string> | null)[],
): string | null {
  const raw = query.get('input');
  const batch = query.get('batch');
  const kept = new URLSearchParams();
  if (batch !== null) kept.set('batch', batch);
  if (raw !== null) {
    let input: unknown;
    try {
      input = JSON.parse(raw);
    } catch {
      return null;
    }
    const calls = batch === null ? { only: input } : (input as Record<string, unknown>);
    if (calls === null || typeof calls !== 'object') return null;
    const cut = Object.fromEntries(
      Object.entries(calls).map(([at, call]) => [
        at,
        cutCall(call, batch === null ? keys[0] : keys[Number(at)]),
      ]),
    );
    kept.set('input', JSON.stringify(batch === null ? cut.only : cut));
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** One call's `{ json, meta }` (superjson) with only the known keys of `json`. */
function cutCall(call: unknown, keys: ReadonlySet<string> | null | undefined): unknown {
  if (!keys || call === null || typeof call !== 'object' || Array.isArray(call)) return call;
  const { json, ...rest } = call as { json?: unknown };
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return call;
  const known = Object.fromEntries(Object.entries(json).filter(([key]) => keys.has(key)));
  return { ...rest, json: known };
}
