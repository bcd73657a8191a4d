import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/app-router.ts';

export const trpc = createTRPCReact<AppRouter>();

/** What each procedure returns, e.g. `RouterOutputs['games']['list']`: wire types are never restated. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** What each procedure takes, e.g. `RouterInputs['registration']['create']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;

const TRPC_URL = '/trpc';

type TokenGetter = () => Promise<string | null>;
let getAuthToken: TokenGetter | null = null;

/**
 * Clerk mode registers its session-token getter here; local mode registers none (its session is
 * an HttpOnly cookie). No token is ever kept in storage.
 */
export function setAuthTokenGetter(getter: TokenGetter | null): void {
  getAuthToken = getter;
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: TRPC_URL,
        transformer: superjson,
        async headers() {
          const token = getAuthToken ? await getAuthToken().catch(() => null) : null;
          return token ? { authorization: `Bearer ${token}` } : {};
        },
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}
