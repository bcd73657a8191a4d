// Builds the service worker (src/client/installable/service-worker.ts) into dist/client/sw.js
// after the client build, as a script of its own (no imports: a classic worker, every browser):
//  - its version is a hash of everything else the build wrote (public files included), so a
//    release with any change is a new worker, and a build of the same sources the same one;
//  - it precaches the offline page, the manifest, the favicon and what index.html loads (the
//    boot script and the styles), so a page kept for offline reading has its styles.
// See docs/decisions/0018-installable.md.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';

const ENTRY = 'src/client/installable/service-worker.ts';
export const SERVICE_WORKER_FILE = 'sw.js';
const ALWAYS_PRECACHED = ['/offline.html', '/manifest.webmanifest', '/favicon.svg'];

export function serviceWorker(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'arena-service-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      const indexFile = path.join(outDir, 'index.html');
      if (error || !fs.existsSync(indexFile)) return;
      const precache = [...ALWAYS_PRECACHED, ...shellAssets(fs.readFileSync(indexFile, 'utf8'))];
      for (const file of precache)
        if (!fs.existsSync(path.join(outDir, file)))
          throw new Error(`service worker: ${file} is not in the build`);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: { __SW_BUILD__: JSON.stringify({ version: buildVersion(outDir), precache }) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          lib: {
            entry: ENTRY,
            formats: ['iife'],
            name: 'arenaServiceWorker',
            fileName: () => SERVICE_WORKER_FILE,
          },
        },
      });
    },
  };
}

/** The scripts and styles index.html loads: the same for every page. */
export function shellAssets(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    ([, url]) => url!,
  );
}

/** A hash of every file the build wrote but the worker itself, by name and content. */
export function buildVersion(dir: string): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== SERVICE_WORKER_FILE)
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}
