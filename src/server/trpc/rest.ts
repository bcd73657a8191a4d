import type { FastifyInstance } from 'fastify';
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { CreateContext } from './context.ts';

/**
 * Mounts every procedure that has `meta.openapi` at its documented path as plain JSON over HTTP.
 * The input is the path parameters merged over the query string (GET, DELETE) or the JSON body.
 * It calls the procedure through a server-side caller, so REST and tRPC share validation, auth and
 * business rules; errors reach the app's error handler, which shapes them (see http/errors.ts).
 */
export function mountRestRoutes(
  app: FastifyInstance,
  appRouter: AnyRouter,
  createContext: CreateContext,
): void {
  const procedures = appRouter._def.procedures as Record<string, AnyProcedure>;
  const createCaller = appRouter.createCaller as (ctx: unknown) => Record<string, unknown>;

  for (const [name, procedure] of Object.entries(procedures)) {
    const openapi = (procedure._def.meta as OpenApiMeta | undefined)?.openapi;
    if (!openapi || openapi.enabled === false) continue;
    const method = openapi.method;
    const takesInput = procedure._def.inputs.length > 0;
    const usesBody = method !== 'GET' && method !== 'DELETE';

    app.route({
      method: method,
      url: openapi.path.replace(/\{(\w+)\}/g, ':$1'),
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
        return reply.send(data === undefined ? null : data);
      },
    });
  }
}
