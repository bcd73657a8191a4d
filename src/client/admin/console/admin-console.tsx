import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/layout/page-spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { cn } from '../../lib/utils.ts';
import { CONSOLE_SECTIONS, SECTION_PARAM, sectionOf } from './sections.ts';

/** The organiser console at /admin: a list of sections and the open one, under its name (h1). */
export function AdminConsole() {
  const [params] = useSearchParams();
  const open = sectionOf(params.get(SECTION_PARAM));
  useDocumentTitle(`${open.label} · Admin`);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:py-10">
      <nav aria-label="Console" className="lg:w-48 lg:shrink-0">
        <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Admin</p>
        <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
          {CONSOLE_SECTIONS.map((section) => (
            <li key={section.id}>
              <Link
                to={`?${SECTION_PARAM}=${section.id}`}
                aria-current={section === open ? 'page' : undefined}
                className={cn(
                  'block whitespace-nowrap rounded-md px-3 py-2 text-sm hover:bg-muted',
                  section === open ? 'bg-muted font-medium text-foreground' : 'text-muted-foreground',
                )}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{open.label}</h1>
        <Suspense fallback={<PageSpinner />}>
          <open.Component />
        </Suspense>
      </div>
    </div>
  );
}
