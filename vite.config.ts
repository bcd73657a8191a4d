import { defineConfig } from 'vite';
import type { ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { paraglideOptions } from './scripts/i18n-options.ts';
import { serviceWorker } from './scripts/service-worker-build.ts';

// Everything the Fastify server answers. The dev server forwards these so the client uses the
// same relative URLs in development as in production (where Fastify serves dist/client).
const serverPaths = ['/trpc', '/api', '/auth', '/admin', '/static-pages', '/healthz', '/readyz'];
const serverTarget = 'http://127.0.0.1:3000';

// `/auth` and `/admin` are client routes too: a browser opening exactly that page gets the SPA,
// while API calls below them (`/auth/login`, `/admin/users`, ...) reach the server.
const clientPages = new Set(['/auth', '/admin']);

const proxyEntry: ProxyOptions = {
  target: serverTarget,
  bypass(req) {
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    const wantsHtml = req.headers.accept?.includes('text/html') ?? false;
    return clientPages.has(pathname) && wantsHtml ? '/index.html' : undefined;
  },
};

const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  // The query and tRPC clients only: @tanstack's table (the admin console's) stays in its own chunks.
  {
    name: 'data',
    test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|@trpc|superjson|copy-anything|is-what)[\\/]/,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: '.',
  publicDir: 'public',
  // Paraglide compiles messages/<area>/*.json into src/paraglide (see scripts/i18n-options.ts);
  // serviceWorker: dist/client/sw.js after the client build (not in dev, not for dist/ssr).
  plugins: [react(), tailwindcss(), paraglideVitePlugin(paraglideOptions), serviceWorker()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, proxyEntry])),
  },
  preview: { port: 4173, strictPort: true },
  // The server's renderer (`vite build --ssr`, see package.json's build) is self-contained: the
  // client's libraries are devDependencies, absent where the server runs (see the Dockerfile).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        assetsDir: 'assets',
        rolldownOptions: {
          // Stable vendor chunks survive deploys in the browser cache; pages are lazy per route.
          output: { codeSplitting: { groups: vendorChunks } },
        },
      },
}));
