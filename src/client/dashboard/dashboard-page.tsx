import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

// Served at /dashboard and /new-dashboard. Protection and the six tabs come later.
export function DashboardPage() {
  useDocumentTitle('Member Dashboard');

  return (
    <PageContainer className="max-w-6xl">
      <PageHeading>Member Dashboard</PageHeading>
    </PageContainer>
  );
}
