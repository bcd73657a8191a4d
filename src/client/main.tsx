import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { QueryKey } from '@tanstack/react-query';
import superjson from 'superjson';
import { PAGE_STATE_ID } from '../shared/page-render.ts';
import { AppProvider } from './app/provider.tsx';
import { adoptDocumentLocale } from './i18n/locale.ts';
import { routes } from './app/routes.tsx';
import { readClientConfig } from './identity/config.ts';
import { loadLazyParts } from './lib/lazy-part.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { createTrpcClient } from './lib/trpc.ts';

/**
 * Starts the app (called by boot.ts). On a page the server rendered, it takes over that HTML
 * (hydration) from the data it was rendered with, so nothing is fetched or drawn again; elsewhere
 * it renders into the empty #root. Resolves once the app is interactive.
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  const serverRendered = container.firstElementChild !== null;
  adoptDocumentLocale();

  const queryClient = createQueryClient();
  const state = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (state)
    for (const [key, data] of superjson.parse<[QueryKey, unknown][]>(state))
      queryClient.setQueryData(key, data);
  // The first render must match the server's: the page's lazy route modules and parts load first.
  if (serverRendered) {
    await loadMatchedRoutes();
    await loadLazyParts();
  }

  const router = createBrowserRouter(routes);
  const { promise: ready, resolve } = Promise.withResolvers<void>();
  const app = (
    <StrictMode>
      <AppProvider
        queryClient={queryClient}
        trpcClient={createTrpcClient()}
        config={readClientConfig()}
        signedOut={container.dataset.signedOut === 'true'}
        navigate={(to, options) => router.navigate(to, options)}
        onMounted={resolve}
        drawnAt={serverRendered ? Number(container.dataset.drawnAt) || null : null}
      >
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
  return ready;
}

async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
