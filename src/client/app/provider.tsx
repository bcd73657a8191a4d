import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { createTrpcClient, trpc } from '../lib/trpc.ts';

// Loaded after first paint to keep sonner out of the entry chunk. Toasts raised before it mounts
// are not lost: sonner replays active toasts to a Toaster that subscribes late.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/sonner.tsx')).Toaster }));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
