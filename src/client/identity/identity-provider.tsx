import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import type { ClientConfig } from './config.ts';
import { IdentityContext, loadingIdentity } from '../lib/identity-context.ts';
import { LocalIdentityProvider } from './local/local-identity-provider.tsx';
import type { Navigate } from './navigate.ts';

// Clerk is only ever reached through this dynamic import: the local-mode bundle never holds it.
const ClerkIdentityProvider = lazy(async () => ({
  default: (await import('./clerk/clerk-identity-provider.tsx')).ClerkIdentityProvider,
}));

const clerkLoading = loadingIdentity('clerk');

interface IdentityProviderProps {
  children: ReactNode;
  navigate: Navigate;
  /** The server's runtime configuration (src/client/identity/config.ts). */
  config: ClientConfig;
  /**
   * The server rendered this page for a visitor without a session cookie: until the session is
   * read, show the signed-out header rather than nothing (local mode only).
   */
  signedOut: boolean;
}

/** Chooses the identity mode from the server's runtime configuration. */
export function IdentityProvider({ children, navigate, config, signedOut }: IdentityProviderProps) {
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
  return (
    <LocalIdentityProvider navigate={navigate} signedOut={signedOut}>
      {children}
    </LocalIdentityProvider>
  );
}
