import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

// /auth: the spec defines this screen elsewhere. It becomes the game-credentials login
// (POST /auth/login, see decisions.md "Identity").
export function AuthPage() {
  useDocumentTitle('Sign In');

  return (
    <PageContainer className="max-w-md">
      <PageHeading className="text-center text-2xl sm:text-3xl">
        Sign in with your game credentials
      </PageHeading>
    </PageContainer>
  );
}
