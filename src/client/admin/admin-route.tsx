import { Suspense, lazy } from 'react';
import { PageSpinner } from '../components/layout/page-spinner.tsx';
import { useIdentity } from '../lib/identity-context.ts';
import { NotFoundPage } from '../components/not-found-page.tsx';

// The console: fetched only once the visitor is known to be an admin.
const AdminConsole = lazy(async () => ({
  default: (await import('./console/admin-console.tsx')).AdminConsole,
}));

/** /admin: the 404 page for everyone but admins (docs/decisions/0017-organiser-console.md), quietly: no sign-in prompt, no toast. */
export function AdminRoute() {
  const { isLoaded, user } = useIdentity();
  if (!isLoaded) return <PageSpinner />;
  if (user?.role !== 'admin') return <NotFoundPage />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AdminConsole />
    </Suspense>
  );
}
