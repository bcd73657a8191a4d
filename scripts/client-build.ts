import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'index.html',
  'vite.config.ts',
  'scripts/service-worker-build.ts',
  'scripts/i18n-options.ts',
  'src/client',
  'src/shared',
  'public',
  'messages',
  'project.inlang',
  'package-lock.json',
];
/** The browser's build, and the server's renderer of public pages (src/client/entry-server.tsx). */
const BUILDS = [
  { out: 'dist/client/index.html', args: [] },
  { out: 'dist/ssr/entry-server.js', args: ['--ssr', 'src/client/entry-server.tsx'] },
];

/** Builds the client with Vite unless its output is newer than every client source file. */
export function ensureClientBuilt(): void {
  const newest = newestSource();
  const stale = BUILDS.filter(({ out }) => !fs.existsSync(out) || newest > fs.statSync(out).mtimeMs);
  for (const { args } of stale) {
    console.log(`Building the client (${['vite build', ...args].join(' ')})...`);
    const vite = path.resolve('node_modules/.bin/vite');
    // A production build wherever it is started from: inside vitest NODE_ENV is `test`, which
    // would build React's development JSX runtime into dist/ssr (and the page renderer fail).
    const result = spawnSync(vite, ['build', ...args, '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('The client build failed; see the output above.');
  }
}

function newestSource(): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  SOURCES.forEach(visit);
  return newest;
}
