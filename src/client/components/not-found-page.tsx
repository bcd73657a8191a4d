import { useNavigate } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { PageContainer, PageHeading } from './layout/page-container.tsx';
import { Button } from './ui/button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useNotFoundStatus } from '../lib/server-status.ts';
import { m } from '../../paraglide/messages.js';

/** A tab opened straight on a broken link has nowhere to go back to: then Go Back goes home. */
const canGoBack = () => window.history.length > 1;

export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle(m.site_not_found_title());
  useNotFoundStatus();

  const goBack = () => void (canGoBack() ? navigate(-1) : navigate(paths.home));

  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
      <PageHeading className="bg-gradient-to-r from-primary to-chart-2 bg-clip-text text-7xl text-transparent sm:text-8xl">
        404
      </PageHeading>
      <p className="text-xl font-semibold">{m.site_not_found_title()}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button type="button" size="lg" onClick={() => void navigate(paths.home)}>
          {m.site_go_home()}
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={goBack}>
          {m.site_go_back()}
        </Button>
      </div>
    </PageContainer>
  );
}
