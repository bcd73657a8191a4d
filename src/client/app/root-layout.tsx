import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { m } from '../../paraglide/messages.js';

export function RootLayout() {
  const navigation = useNavigation();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.skip_to_content()}
      </a>
      {/* Lazy pages load before the route changes; this bar shows that something is happening. */}
      {navigation.state === 'loading' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary" />
      )}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
