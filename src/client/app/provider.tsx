import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { IdentityProvider } from '../identity/identity-provider.tsx';
import type { Navigate } from '../identity/navigate.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createTrpcClient, trpc } from '../lib/trpc.ts';
import { router } from './router.tsx';

// Loaded after first paint to keep sonner out of the entry chunk. Toasts raised before it mounts
// are not lost: sonner replays active toasts to a Toaster that subscribes late.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/sonner.tsx')).Toaster }));

// The identity provider sits above the router (its dialogs are not routes) and navigates through it.
const navigate: Navigate = (to, options) => router.navigate(to, options);

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <IdentityProvider navigate={navigate}>{children}</IdentityProvider>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
