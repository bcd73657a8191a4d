import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { Button } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

// The article (title, excerpt, thumbnail, content, read time, Share/Like/Save) comes later;
// until then the page keeps its landmark heading and the way back.
export function BlogArticlePage() {
  useDocumentTitle('Blog');

  return (
    <PageContainer className="max-w-3xl">
      <Button asChild variant="ghost" size="sm" className="mb-6 -ml-3">
        <Link to={paths.blog}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Blog
        </Link>
      </Button>
      <PageHeading>Blog</PageHeading>
    </PageContainer>
  );
}
