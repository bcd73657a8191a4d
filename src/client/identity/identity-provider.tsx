import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { readClientConfig } from './config.ts';
import { IdentityContext, loadingIdentity } from './identity-context.ts';
import { LocalIdentityProvider } from './local/local-identity-provider.tsx';
import type { Navigate } from './navigate.ts';

// Clerk is only ever reached through this dynamic import: the local-mode bundle never holds it.
const ClerkIdentityProvider = lazy(async () => ({
  default: (await import('./clerk/clerk-identity-provider.tsx')).ClerkIdentityProvider,
}));

const clerkLoading = loadingIdentity('clerk');

/** Chooses the identity mode from the server's runtime configuration. */
export function IdentityProvider({ children, navigate }: { children: ReactNode; navigate: Navigate }) {
  const [config] = useState(readClientConfig);

  if (config.identityMode === 'clerk' && config.clerkPublishableKey) {
    // The page renders (signed-out, not loaded) while Clerk's code downloads.
    return (
      <Suspense fallback={<IdentityContext value={clerkLoading}>{children}</IdentityContext>}>
        <ClerkIdentityProvider publishableKey={config.clerkPublishableKey} navigate={navigate}>
          {children}
        </ClerkIdentityProvider>
      </Suspense>
    );
  }
  return <LocalIdentityProvider navigate={navigate}>{children}</LocalIdentityProvider>;
}
