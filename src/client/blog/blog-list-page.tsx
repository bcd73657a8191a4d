import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

// Search, the All Posts / Featured / Recent tabs and the post grid come later.
export function BlogListPage() {
  useDocumentTitle('Blog');

  return (
    <PageContainer className="max-w-6xl">
      <PageHeading>Blog</PageHeading>
    </PageContainer>
  );
}
