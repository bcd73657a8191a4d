import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

// Protection and the Profile Overview / Basic Information / Account Management cards come later.
export function ProfilePage() {
  useDocumentTitle('Profile');

  return (
    <PageContainer>
      <PageHeading>Profile</PageHeading>
    </PageContainer>
  );
}
