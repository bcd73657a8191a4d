import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { PageContainer } from '../components/layout/page-container.tsx';
import { PageSpinner } from '../components/layout/page-spinner.tsx';
import { Button } from '../components/ui/button.tsx';
import { httpStatusOf } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { AUTH_TOASTS } from './auth-toasts.ts';
import { useIdentity } from '../lib/identity-context.ts';
import { m } from '../../paraglide/messages.js';

/**
 * docs/product.md#screens, Protected-route wrapper: a spinner while the identity is loading; a signed-out
 * visitor gets the sign-in dialog (once) and the page stays blocked; `requireAdmin` also asks the
 * server. The page content is rendered only when access is granted.
 */
export function ProtectedRoute({
  children,
  requireAdmin = false,
}: {
  children: ReactNode;
  requireAdmin?: boolean;
}) {
  const { isLoaded, isSignedIn, openSignIn } = useIdentity();
  const location = useLocation();
  const here = location.pathname + location.search;
  const prompted = useRef(false);

  useEffect(() => {
    if (!isLoaded || isSignedIn || prompted.current) return;
    prompted.current = true;
    openSignIn({ redirectUrl: here });
  }, [isLoaded, isSignedIn, openSignIn, here]);

  if (!isLoaded)
    return <PageSpinner label={requireAdmin ? m.account_checking_permissions() : m.account_loading()} />;
  if (!isSignedIn) {
    return (
      <PageContainer className="flex max-w-md flex-col items-center gap-4 text-center">
        <p className="text-muted-foreground">{m.account_please_sign_in()}</p>
        <Button type="button" onClick={() => openSignIn({ redirectUrl: here })}>
          {m.account_sign_in()}
        </Button>
      </PageContainer>
    );
  }
  return requireAdmin ? <AdminCheck>{children}</AdminCheck> : children;
}

/** The signed-in area's layout route: /dashboard, /new-dashboard, /profile. */
export function ProtectedLayout() {
  return (
    <ProtectedRoute>
      <Outlet />
    </ProtectedRoute>
  );
}

function AdminCheck({ children }: { children: ReactNode }) {
  const { openSignIn } = useIdentity();
  // Asked once: a denial is final for this visit (no retry, no refetch).
  const check = trpc.auth.adminCheck.useQuery(undefined, {
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const reported = useRef(false);

  useEffect(() => {
    if (!check.error || reported.current) return;
    reported.current = true;
    const status = httpStatusOf(check.error);
    if (status === 403) toast.error(AUTH_TOASTS.denied(), { description: AUTH_TOASTS.notAdmin() });
    else if (status === 401) {
      toast.error(AUTH_TOASTS.denied(), { description: AUTH_TOASTS.signIn() });
      openSignIn();
    } else toast.error(m.account_error(), { description: AUTH_TOASTS.checkFailed() });
  }, [check.error, openSignIn]);

  if (check.isPending) return <PageSpinner label={m.account_verifying_access()} />;
  // Admin pages do not exist for anyone else: the 404 page, as at /admin.
  if (check.isError) return <NotFoundPage />;
  return children;
}
