import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { Button } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** A minimal landing for admins; the administration API is documented at /api/docs. */
export function AdminHome() {
  useDocumentTitle('Admin');
  return (
    <PageContainer className="flex flex-col gap-4">
      <PageHeading>Admin</PageHeading>
      <p className="text-muted-foreground">
        The administration API (users, games, payments, blog, hero, footer, settings) is described in the API
        documentation.
      </p>
      <Button asChild className="w-fit">
        <a href="/api/docs">API documentation</a>
      </Button>
    </PageContainer>
  );
}
