import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { paths } from './paths.ts';
import { m } from '../../paraglide/messages.js';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : m.site_error_unknown();
}

/** Root `errorElement`: replaces the whole layout, so it brings its own landmark. */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle(m.site_error_title());

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.site_error_title()}</h1>
      <p className="max-w-xl font-mono text-sm break-words text-muted-foreground">{describe(error)}</p>
      {/* A full page load: the broken state (e.g. a stale chunk after a deploy) is discarded. */}
      <Button type="button" size="lg" onClick={() => window.location.assign(paths.home)}>
        {m.site_go_home()}
      </Button>
    </main>
  );
}
