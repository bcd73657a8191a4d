import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { ClerkProvider, useAuth, useClerk, useUser } from '@clerk/react';
import { useQueryClient } from '@tanstack/react-query';
import { setAuthTokenGetter, trpc } from '../../lib/trpc.ts';
import { IdentityContext, passHolderUser } from '../../lib/identity-context.ts';
import type { Identity, IdentityUser } from '../../lib/identity-context.ts';
import { LEAVE_OPTIONS } from '../navigate.ts';
import type { Navigate } from '../navigate.ts';
import { createClerkEmailCode } from './clerk-email-code.ts';
import { toIndianMobile, useSyncUserOnLoad } from './use-sync-user-on-load.ts';

interface ClerkIdentityProviderProps {
  publishableKey: string;
  navigate: Navigate;
  children: ReactNode;
}

/** Clerk mode (loaded only through a dynamic import): Clerk's components, hooks and tokens. */
export function ClerkIdentityProvider({ publishableKey, navigate, children }: ClerkIdentityProviderProps) {
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      routerPush={(to) => navigate(to)}
      routerReplace={(to) => navigate(to, { replace: true })}
      afterSignOutUrl="/"
      signInUrl="/sign-in"
      signUpUrl="/sign-up"
      telemetry={false}
    >
      <ClerkIdentityBridge navigate={navigate}>{children}</ClerkIdentityBridge>
    </ClerkProvider>
  );
}

function ClerkIdentityBridge({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  const clerk = useClerk();
  const { getToken } = useAuth();
  const { isLoaded, isSignedIn, user } = useUser();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();

  // Before any query of this tree runs: tRPC calls carry `Authorization: Bearer <token>`.
  useLayoutEffect(() => {
    setAuthTokenGetter(() => getToken());
    return () => setAuthTokenGetter(null);
  }, [getToken]);

  // Our record holds what Clerk does not: the phone number saved on the profile page. Signed out
  // of Clerk, the same call reports a game-credential session (our own cookie), if there is one.
  const me = trpc.auth.session.useQuery(undefined, { enabled: isLoaded, staleTime: 60_000 });
  const seenSignedIn = useRef(isSignedIn);
  useEffect(() => {
    if (seenSignedIn.current === isSignedIn) return;
    seenSignedIn.current = isSignedIn;
    void utils.auth.session.invalidate();
  }, [isSignedIn, utils]);
  const pass = isLoaded && !isSignedIn ? (me.data?.pass ?? null) : null;
  useSyncUserOnLoad(isSignedIn ? user : null, me.isFetched ? (me.data?.user?.phone ?? null) : undefined);

  // One pending passwordless flow at a time, tied to the (stable) Clerk instance.
  const emailCode = useMemo(() => createClerkEmailCode(() => clerk), [clerk]);

  const savedPhone = me.data?.user?.phone;
  const identityUser = useMemo<IdentityUser | null>(() => {
    if (!isSignedIn || !user) return null;
    const email = user.primaryEmailAddress;
    return {
      id: user.id,
      email: email?.emailAddress ?? null,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: user.fullName,
      phone: savedPhone ?? toIndianMobile(user.primaryPhoneNumber?.phoneNumber) ?? null,
      imageUrl: user.imageUrl,
      emailVerified: email?.verification.status === 'verified',
      createdAt: user.createdAt,
      role: user.publicMetadata.role === 'admin' ? 'admin' : 'user',
    };
  }, [isSignedIn, user, savedPhone]);

  const value = useMemo<Identity>(
    () => ({
      mode: 'clerk',
      isLoaded: isLoaded && !(isSignedIn === false && me.isPending),
      isSignedIn: identityUser !== null || pass !== null,
      user: identityUser ?? (pass ? passHolderUser(pass) : null),
      pass,
      openSignIn: (opts) =>
        clerk.openSignIn({ fallbackRedirectUrl: opts?.redirectUrl ?? window.location.href }),
      openSignUp: (opts) =>
        clerk.openSignUp({ fallbackRedirectUrl: opts?.redirectUrl ?? window.location.href }),
      openProfile: () => {
        if (!pass) clerk.openUserProfile();
      },
      signOut: async () => {
        await navigate('/', LEAVE_OPTIONS);
        if (pass) await utils.client.auth.logout.mutate();
        else await clerk.signOut();
        await queryClient.resetQueries();
      },
      updateName: async (name) => {
        await user?.update(name);
      },
      getToken: () => getToken(),
      sendEmailCode: emailCode.send,
      verifyEmailCode: async (request) => {
        await emailCode.verify(request);
        await utils.auth.invalidate();
      },
    }),
    [
      isLoaded,
      isSignedIn,
      me.isPending,
      identityUser,
      pass,
      clerk,
      user,
      navigate,
      queryClient,
      getToken,
      emailCode,
      utils,
    ],
  );

  return <IdentityContext value={value}>{children}</IdentityContext>;
}
