import { Suspense, lazy, useEffect } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ClientConfig } from '../identity/config.ts';
import { IdentityProvider } from '../identity/identity-provider.tsx';
import type { Navigate } from '../identity/navigate.ts';
import { DrawnAt } from '../lib/drawn-at.ts';
import { trpc } from '../lib/trpc.ts';
import type { TrpcClient } from '../lib/trpc.ts';

// Loaded after first paint to keep sonner out of the entry chunk. Toasts raised before it mounts
// are not lost: sonner replays active toasts to a Toaster that subscribes late.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/sonner.tsx')).Toaster }));

interface AppProviderProps {
  children: ReactNode;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  config: ClientConfig;
  /** The page came without a session cookie (see IdentityProvider). */
  signedOut: boolean;
  /** The router's navigate: the identity provider sits above the router (its dialogs are not routes). */
  navigate: Navigate;
  /** Called once the app is on screen and interactive (in the browser; never on the server). */
  onMounted?: () => void;
  /** When the server drew the page the app takes over (see lib/drawn-at.ts); none if the app draws it. */
  drawnAt?: number | null;
}

/** Everything above the router, the same in the browser and on the server (entry-server.tsx). */
export function AppProvider({
  children,
  queryClient,
  trpcClient,
  config,
  signedOut,
  navigate,
  onMounted,
  drawnAt = null,
}: AppProviderProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <DrawnAt value={drawnAt}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <IdentityProvider navigate={navigate} config={config} signedOut={signedOut}>
            {children}
          </IdentityProvider>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </QueryClientProvider>
      </trpc.Provider>
    </DrawnAt>
  );
}
