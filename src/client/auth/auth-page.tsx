import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { m } from '../../paraglide/messages.js';

// /auth: docs/product.md defines this screen elsewhere. It becomes the game-credentials login
// (POST /auth/login, see docs/product.md#registration-rules-and-constants, Game credentials).
export function AuthPage() {
  useDocumentTitle(m.account_sign_in());

  return (
    <PageContainer className="max-w-md">
      <PageHeading className="text-center text-2xl sm:text-3xl">
        {m.account_sign_in_with_game_credentials()}
      </PageHeading>
    </PageContainer>
  );
}
