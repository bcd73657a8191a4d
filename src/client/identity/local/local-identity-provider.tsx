import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../shared/users.ts';
import { isUnauthorized } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { IdentityContext, passHolderUser } from '../../lib/identity-context.ts';
import type {
  AuthView,
  Identity,
  IdentityUser,
  OpenAuthOptions,
  ProfileSection,
} from '../../lib/identity-context.ts';
import { LEAVE_OPTIONS } from '../navigate.ts';
import type { Navigate } from '../navigate.ts';
import { loadAuthClient } from './load-auth-client.ts';
import { m } from '../../../paraglide/messages.js';

// The dialogs are chunks of their own, fetched the first time one opens.
const LocalAuthDialog = lazy(async () => ({
  default: (await import('./local-auth-dialog.tsx')).LocalAuthDialog,
}));
const AccountPanel = lazy(async () => ({ default: (await import('./account-panel.tsx')).AccountPanel }));

function toIdentityUser(user: User): IdentityUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
    phone: user.phone,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
    role: user.role,
  };
}

async function showSignOutError() {
  const { toast } = await import('sonner');
  toast.error(m.account_sign_out_failed());
}

/**
 * Local mode: accounts on our own server; the session is an HttpOnly cookie read by `auth.session`,
 * which also reports a game-credential session (`pass`).
 */
export function LocalIdentityProvider({
  children,
  navigate,
  signedOut,
}: {
  children: ReactNode;
  navigate: Navigate;
  /** No session cookie came with the page (see IdentityProvider): signed out until read. */
  signedOut: boolean;
}) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  // 401 means signed out: it is neither retried (see shouldRetry) nor toasted.
  const me = trpc.auth.session.useQuery(undefined, { staleTime: 60_000 });
  const [authDialog, setAuthDialog] = useState<{ open: boolean; view: AuthView; redirectUrl?: string }>();
  const [account, setAccount] = useState<{ open: boolean; section: ProfileSection }>();

  const session = me.isError && isUnauthorized(me.error) ? undefined : me.data;
  const meUser = session?.user;
  const pass = session?.pass ?? null;
  const user = useMemo(
    () => (meUser ? toIdentityUser(meUser) : pass ? passHolderUser(pass) : null),
    [meUser, pass],
  );

  const refresh = useCallback(() => utils.auth.invalidate(), [utils]);
  const leave = useCallback(async () => {
    await navigate('/', LEAVE_OPTIONS);
    // Drop everything cached for the previous account.
    await queryClient.resetQueries();
  }, [navigate, queryClient]);

  const value = useMemo<Identity>(() => {
    const open = (view: AuthView, opts?: OpenAuthOptions) =>
      setAuthDialog({ open: true, view, ...(opts?.redirectUrl ? { redirectUrl: opts.redirectUrl } : {}) });
    return {
      mode: 'local',
      isLoaded: !me.isPending || signedOut,
      isSignedIn: user !== null,
      user,
      pass,
      openSignIn: (opts) => open('sign-in', opts),
      openSignUp: (opts) => open('sign-up', opts),
      // A game-credential session has no account to manage.
      openProfile: (opts) => {
        if (!pass) setAccount({ open: true, section: opts?.section ?? 'security' });
      },
      signOut: async () => {
        try {
          await utils.client.auth.logout.mutate();
        } catch {
          await showSignOutError();
          return;
        }
        await leave();
      },
      updateName: async ({ firstName, lastName }) => {
        if (!user || pass) return;
        await utils.client.users.updateUser.mutate({ id: user.id, firstName, lastName });
        await refresh();
      },
      getToken: async () => null,
      sendEmailCode: async ({ email }) => {
        await (await loadAuthClient()).emailOtp.sendVerificationOtp({ email, type: 'sign-in' });
      },
      verifyEmailCode: async ({ email, code, firstName, lastName }) => {
        const name = [firstName, lastName].filter(Boolean).join(' ');
        await (await loadAuthClient()).signIn.emailOtp({ email, otp: code, ...(name ? { name } : {}) });
        await refresh();
      },
    };
  }, [me.isPending, signedOut, user, pass, utils, refresh, leave]);

  const onSignedIn = async () => {
    // From a game-credential session to an account: nothing cached for the pass may stay.
    if (pass) await queryClient.resetQueries();
    else await refresh();
    const target = authDialog?.redirectUrl;
    setAuthDialog((state) => state && { ...state, open: false });
    const here = window.location.pathname + window.location.search;
    if (target && target !== here) await navigate(target);
  };

  return (
    <IdentityContext value={value}>
      {children}
      <Suspense fallback={null}>
        {authDialog && (
          <LocalAuthDialog
            open={authDialog.open}
            view={authDialog.view}
            onViewChange={(view) => setAuthDialog({ ...authDialog, view })}
            onOpenChange={(open) => setAuthDialog({ ...authDialog, open })}
            onSignedIn={onSignedIn}
          />
        )}
        {account && user && !pass && (
          <AccountPanel
            open={account.open}
            section={account.section}
            onSectionChange={(section) => setAccount({ ...account, section })}
            onOpenChange={(open) => setAccount({ ...account, open })}
            onAccountDeleted={async () => {
              setAccount(undefined);
              await leave();
            }}
          />
        )}
      </Suspense>
    </IdentityContext>
  );
}
