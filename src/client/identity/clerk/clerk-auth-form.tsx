import { SignIn, SignUp } from '@clerk/react';
import { paths } from '../../app/paths.ts';
import { PageSpinner } from '../../components/layout/page-spinner.tsx';
import type { AuthView } from '../../lib/identity-context.ts';

/** Clerk's hosted components for the /sign-in and /sign-up page; both end on the dashboard. */
export function ClerkAuthForm({ view }: { view: AuthView }) {
  return view === 'sign-in' ? (
    <SignIn
      routing="hash"
      signUpUrl={paths.signUp}
      forceRedirectUrl={paths.dashboard}
      fallback={<PageSpinner />}
    />
  ) : (
    <SignUp
      routing="hash"
      signInUrl={paths.signIn}
      forceRedirectUrl={paths.dashboard}
      fallback={<PageSpinner />}
    />
  );
}
