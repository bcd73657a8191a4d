import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { PageSpinner } from '../components/layout/page-spinner.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { AuthToggle, authTitle } from '../identity/auth-toggle.tsx';
import { useIdentity } from '../lib/identity-context.ts';
import type { AuthView } from '../lib/identity-context.ts';
import { LocalSignInForm } from '../identity/local/local-sign-in-form.tsx';
import { LocalSignUpForm } from '../identity/local/local-sign-up-form.tsx';
import { trpc } from '../lib/trpc.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { EmailOnlyRegistration } from './email-only-registration.tsx';
import { m } from '../../paraglide/messages.js';
import '../i18n/identity-messages.ts';

const ClerkAuthForm = lazy(async () => ({
  default: (await import('../identity/clerk/clerk-auth-form.tsx')).ClerkAuthForm,
}));

const REDIRECT_DELAY_MS = 1200;

/** /sign-in and /sign-up (docs/product.md#screens): the provider's panel, and the e-mail-only form. */
export function SignInPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const identity = useIdentity();
  const utils = trpc.useUtils();
  const view: AuthView = pathname === paths.signUp ? 'sign-up' : 'sign-in';
  const [emailOnlyAt, setEmailOnlyAt] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const emailOnly = view === 'sign-up' && emailOnlyAt === pathname;
  useDocumentTitle(view === 'sign-up' ? m.account_sign_up() : m.account_sign_in());

  // A game-credential session may still sign in to an account here.
  const alreadySignedIn = identity.isLoaded && identity.isSignedIn && !identity.pass && !finishing;
  useEffect(() => {
    if (!alreadySignedIn) return;
    const timer = setTimeout(() => void navigate(paths.dashboard, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [alreadySignedIn, navigate]);

  if (!identity.isLoaded) return <PageSpinner />;
  if (alreadySignedIn) {
    return (
      <PageContainer className="max-w-md text-center">
        <div role="status" className="flex flex-col items-center gap-3">
          <Spinner aria-hidden="true" className="size-6 text-primary" />
          <p className="text-lg font-semibold">{m.account_already_signed_in()}</p>
          <p className="text-sm text-muted-foreground">{m.account_taking_you_to_dashboard()}</p>
        </div>
      </PageContainer>
    );
  }

  // Straight to the dashboard once the session is known (no "already signed in" flash).
  const goToDashboard = async () => {
    setFinishing(true);
    await utils.auth.invalidate();
    await navigate(paths.dashboard);
  };

  return (
    <PageContainer className="flex max-w-md flex-col gap-6">
      <PageHeading className="text-center text-2xl sm:text-3xl">
        {emailOnly ? m.account_complete_registration_title() : authTitle(view)}
      </PageHeading>
      <Card>
        <CardContent>
          {emailOnly ? (
            <EmailOnlyRegistration onBack={() => setEmailOnlyAt(null)} onFinishingChange={setFinishing} />
          ) : identity.mode === 'clerk' ? (
            <Suspense fallback={<PageSpinner />}>
              <ClerkAuthForm view={view} />
            </Suspense>
          ) : view === 'sign-in' ? (
            <LocalSignInForm key="sign-in" onSignedIn={goToDashboard} gameUsername />
          ) : (
            <LocalSignUpForm key="sign-up" onSignedIn={goToDashboard} />
          )}
        </CardContent>
      </Card>
      {!emailOnly && (
        <>
          <AuthToggle
            view={view}
            onToggle={() => void navigate(view === 'sign-in' ? paths.signUp : paths.signIn)}
          />
          {view === 'sign-up' && (
            <Button type="button" variant="outline" onClick={() => setEmailOnlyAt(pathname)}>
              {m.account_continue_with_email_only()}
            </Button>
          )}
        </>
      )}
    </PageContainer>
  );
}
