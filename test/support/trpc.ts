import { createTRPCClient, httpLink, type TRPCClient } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import type { AppRouter } from '../../src/server/trpc/app-router.ts';
import type { TestUser } from './auth.ts';
import type { TestApp } from './test-app.ts';

/** What the procedures answer and take, as the client sees them (dates as Date, via superjson). */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;

/**
 * The client's own typed tRPC client, signed in as `user` (anonymous without one), whose requests
 * go through `app.inject` to the real /trpc endpoint instead of a socket.
 */
export function trpcAs(t: TestApp, user?: TestUser): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: 'http://localhost/trpc',
        transformer: superjson,
        headers: user?.headers ?? {},
        fetch: async (input, init) => {
          const url = new URL(input instanceof Request ? input.url : String(input));
          const res = await t.app.inject({
            method: (init?.method ?? 'GET') as 'GET' | 'POST',
            url: url.pathname + url.search,
            headers: Object.fromEntries(new Headers(init?.headers).entries()),
            ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
          });
          return new Response(res.body, {
            status: res.statusCode,
            headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
          });
        },
      }),
    ],
  });
}
