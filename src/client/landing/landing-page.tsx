import { BRAND_NAME } from '../app/brand.ts';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

// Served at / and /new-landing. Hero, highlights, How It Works and the prize summary come later.
export function LandingPage() {
  useDocumentTitle();

  return (
    <PageContainer>
      <PageHeading>{BRAND_NAME}</PageHeading>
    </PageContainer>
  );
}
