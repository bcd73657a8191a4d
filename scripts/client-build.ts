import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['index.html', 'vite.config.ts', 'src/client', 'src/shared', 'public', 'package-lock.json'];
const OUT = 'dist/client/index.html';

/** Builds the client with Vite unless dist/client is newer than every client source file. */
export function ensureClientBuilt(): void {
  if (fs.existsSync(OUT) && newestSource() <= fs.statSync(OUT).mtimeMs) return;
  console.log('Building the client (vite build)...');
  const result = spawnSync(path.resolve('node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The client build failed; see the output above.');
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
