import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { CreateContext } from './context.ts';
import { accessOf, authorize } from './trpc.ts';
import { matchesEtag } from '../cache/http-cache.ts';

/** What a procedure's meta may add for its REST path, next to `openapi`. */
export interface RestMeta {
  /**
   * A public read polled by every open tab: answered with a strong ETag, `304 Not Modified` on a
   * matching `If-None-Match`, and `Cache-Control: public, max-age=<maxAge>, must-revalidate`.
   * Only for answers that are the same for every caller.
   */
  httpCache?: { maxAge: number };
  /** The status of a successful answer when not 200, e.g. 201 for a create. */
  successStatus?: number;
}

/**
 * Mounts every procedure that has `meta.openapi` at its documented path as plain JSON over HTTP.
 * The input is the path parameters merged over the query string (GET, DELETE) or the JSON body.
 * It calls the procedure through a server-side caller, so REST and tRPC share validation, auth and
 * business rules; errors reach the app's error handler, which shapes them (see http/errors.ts).
 * A protected path checks the caller before Fastify reads the body: 401/403 come before any 400.
 */
export function mountRestRoutes(
  app: FastifyInstance,
  appRouter: AnyRouter,
  createContext: CreateContext,
): void {
  const procedures = appRouter._def.procedures as Record<string, AnyProcedure>;
  const createCaller = appRouter.createCaller as (ctx: unknown) => Record<string, unknown>;

  for (const [name, procedure] of Object.entries(procedures)) {
    const meta = procedure._def.meta as (OpenApiMeta & RestMeta) | undefined;
    const openapi = meta?.openapi;
    if (!openapi || openapi.enabled === false) continue;
    const method = openapi.method;
    const takesInput = procedure._def.inputs.length > 0;
    const usesBody = method !== 'GET' && method !== 'DELETE';
    const access = accessOf(procedure);

    app.route({
      method: method,
      url: openapi.path.replace(/\{(\w+)\}/g, ':$1'),
      ...(access === 'public'
        ? {}
        : {
            onRequest: async (req, reply) => {
              await authorize(createContext({ req, reply }), access);
            },
          }),
      handler: async (req, reply) => {
        const params = req.params as Record<string, string>;
        const rest = usesBody ? (req.body ?? {}) : (req.query as Record<string, unknown>);
        const input = takesInput ? { ...rest, ...params } : undefined;
        const caller = createCaller(createContext({ req, reply }));
        const call = name
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
        const data = await (call as (input: unknown) => Promise<unknown>)(input);
        if (reply.sent) return reply;
        if (meta?.httpCache && method === 'GET') {
          const body = JSON.stringify(data ?? null);
          const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
          void reply
            .header('etag', etag)
            .header('cache-control', `public, max-age=${meta.httpCache.maxAge}, must-revalidate`);
          if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
          return reply.type('application/json; charset=utf-8').send(body);
        }
        if (meta?.successStatus) void reply.code(meta.successStatus);
        return reply.send(data === undefined ? null : data);
      },
    });
  }
}

/**
 * Which GETs are public reads (`meta.httpCache`): their REST paths and their tRPC calls, batched
 * or not. Their answers are the same for every caller, so they may be served from hot reads.
 */
export function publicReadMatcher(appRouter: AnyRouter): (pathname: string) => boolean {
  const procedures = appRouter._def.procedures as Record<string, AnyProcedure>;
  const names = new Set<string>();
  const paths: RegExp[] = [];
  for (const [name, procedure] of Object.entries(procedures)) {
    const meta = procedure._def.meta as (OpenApiMeta & RestMeta) | undefined;
    if (!meta?.httpCache || procedure._def.type !== 'query') continue;
    names.add(name);
    if (meta.openapi?.method === 'GET')
      paths.push(new RegExp(`^${meta.openapi.path.replace(/\{\w+\}/g, '[^/]+')}/?$`));
  }
  return (pathname) => {
    if (pathname.startsWith('/trpc/'))
      return pathname
        .slice('/trpc/'.length)
        .split(',')
        .every((name) => names.has(name));
    return paths.some((path) => path.test(pathname));
  };
}
