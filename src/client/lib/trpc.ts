import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/app-router.ts';

export const trpc = createTRPCReact<AppRouter>();

export const TRPC_URL = '/trpc';

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: TRPC_URL,
        transformer: superjson,
        // The session lives in an HttpOnly cookie; no token is ever read from storage.
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}
