import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/app-router.ts';

export const trpc = createTRPCReact<AppRouter>();

export const TRPC_URL = '/trpc';

type TokenGetter = () => Promise<string | null>;
let getAuthToken: TokenGetter | null = null;

/**
 * Clerk mode registers its session-token getter here; local mode registers none (its session is
 * an HttpOnly cookie). No token is ever kept in storage.
 */
export function setAuthTokenGetter(getter: TokenGetter | null): void {
  getAuthToken = getter;
}

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
