import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { CreateContext } from './context.ts';
import { accessOf, authorize } from './trpc.ts';
import { matchesEtag } from '../cache/http-cache.ts';
import type { PageReader } from '../../shared/page-render.ts';

/** What a procedure's meta may add for its REST path, next to `openapi`. */
export interface RestMeta {
  /**
   * A public read polled by every open tab: answered with a strong ETag, `304 Not Modified` on a
   * matching `If-None-Match`, and `Cache-Control: public, max-age=<maxAge>, must-revalidate`.
   * Only for answers that are the same for every caller.
   */
  httpCache?: { maxAge: number };
  /**
   * The answer does not depend on the caller, but changes too often to be kept: pages rendered on
   * the server may read it (as they read `httpCache` answers). See SAME_FOR_EVERYONE.
   */
  sameForEveryone?: true;
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
        const data = await procedureOf(createCaller(createContext({ req, reply })), name)(input);
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

type Caller = Record<string, unknown>;

/** `caller.blog.list` for the name `blog.list`. */
function procedureOf(caller: Caller, name: string): (input: unknown) => Promise<unknown> {
  return name.split('.').reduce<unknown>((node, key) => (node as Caller)[key], caller) as (
    input: unknown,
  ) => Promise<unknown>;
}

/** Queries whose answers are the same for every caller: all of them, or only the kept ones (`httpCache`). */
export function publicReads(
  appRouter: AnyRouter,
  kept: boolean,
): [name: string, meta: OpenApiMeta & RestMeta][] {
  const procedures = appRouter._def.procedures as Record<string, AnyProcedure>;
  return Object.entries(procedures).flatMap(([name, procedure]) => {
    const meta = procedure._def.meta as (OpenApiMeta & RestMeta) | undefined;
    const same = meta?.httpCache || (!kept && meta?.sameForEveryone);
    return same && procedure._def.type === 'query' ? [[name, meta] as [string, typeof meta]] : [];
  });
}

/**
 * The reads of a server-rendered page (src/shared/page-render.ts), called like the tRPC endpoint
 * would be: same validation, same read cache, same access rules. `own: false` allows the public
 * reads only; `own: true` also the queries answered for the visitor, through the request's own
 * identity. Mutations are never made.
 */
export function pageReader(
  appRouter: AnyRouter,
  createContext: CreateContext,
): (http: { req: FastifyRequest; reply: FastifyReply; own: boolean }) => PageReader {
  const procedures = appRouter._def.procedures as Record<string, AnyProcedure>;
  const publicNames = new Set(publicReads(appRouter, false).map(([name]) => name));
  const queries = new Set(
    Object.entries(procedures).flatMap(([name, procedure]) =>
      procedure._def.type === 'query' ? [name] : [],
    ),
  );
  const createCaller = appRouter.createCaller as (ctx: unknown) => Caller;
  return ({ own, ...http }) => {
    let caller: Caller | undefined;
    return async (name, input) => {
      const personal = !publicNames.has(name);
      if (!queries.has(name) || (personal && !own)) return { kind: 'not-readable' };
      caller ??= createCaller(createContext(http));
      try {
        return { kind: 'data', data: await procedureOf(caller, name)(input), personal };
      } catch (error) {
        // A missing article or a session that ended are answers the browser shows; anything else
        // is worth a look.
        const expected = error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR';
        if (!expected) http.req.log.warn({ err: error, procedure: name }, 'a read failed while rendering');
        return { kind: 'failed' };
      }
    };
  };
}
