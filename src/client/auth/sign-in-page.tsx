import { useLocation } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

// One page for /sign-in and /sign-up (spec section 2); the identity panels come later.
export function SignInPage() {
  const { pathname } = useLocation();
  const signingUp = pathname === paths.signUp;
  useDocumentTitle(signingUp ? 'Sign Up' : 'Sign In');

  return (
    <PageContainer className="max-w-md">
      <PageHeading className="text-center text-2xl sm:text-3xl">
        {signingUp ? 'Create your account' : 'Sign in to your account'}
      </PageHeading>
    </PageContainer>
  );
}
