// `npm run bench`: prints the figures our budgets are about.
//  1. The initial JavaScript of every page, gzipped (goal: 120 KB): the scripts and modulepreloads
//     of dist/client/index.html and what they import statically (src/client/boot.ts); and the
//     app it loads on intent (main.tsx), for a server-rendered public page, or at once elsewhere.
//  2. Throughput and latency of a public read (GET /static-pages/about-us) through the whole app
//     on the embedded database, with bounded concurrency and request count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureClientBuilt } from './client-build.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrate, openDatabase } from '../src/server/db/database.ts';
import { seedDemo } from '../src/server/db/seed.ts';

ensureClientBuilt();
const ASSETS = 'dist/client/assets';
const gzipped = (file: string) => gzipSync(fs.readFileSync(path.join(ASSETS, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A built chunk and every chunk it imports statically (what loads with it), by file name. */
function withStaticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(path.join(ASSETS, file), 'utf8');
  for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
    withStaticImports(imported!, seen);
  return seen;
}

const html = fs.readFileSync('dist/client/index.html', 'utf8');
const initial = new Set<string>();
for (const [, src] of html.matchAll(
  /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/assets\/([^"]+\.js)"/g,
))
  withStaticImports(src!, initial);
let total = 0;
for (const file of initial) {
  total += gzipped(file);
  console.log(`  ${file.padEnd(48)} ${kb(gzipped(file)).padStart(9)} gz`);
}
console.log(`initial JS of every page: ${kb(total)} gzipped (goal 120 KB)`);
const main = fs.readdirSync(ASSETS).find((file) => /^main-.*\.js$/.test(file));
if (main) {
  const app = [...withStaticImports(main)].filter((file) => !initial.has(file));
  const size = app.reduce((sum, file) => sum + gzipped(file), 0);
  console.log(
    `  the app, loaded on intent (${main} and ${app.length - 1} chunks it imports): ${kb(size)} gzipped`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
const db = await openDatabase({ dataDir, role: 'server' });
await migrate(db);
await seedDemo(db.orm.em.fork(), { log: () => {} });
const app = await buildApp({
  config,
  db,
  keyring: { current: 'bench-secret-0123456789abcdef0123456789', previous: [] },
  clientDir: null,
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/static-pages/about-us`;

const REQUESTS = 2000;
const CONCURRENCY = 20;
const latencies: number[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next++ < REQUESTS) {
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      latencies.push(performance.now() - t0);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
console.log(
  `GET /static-pages/about-us: ${REQUESTS} requests, ${CONCURRENCY} at a time: ${(REQUESTS / seconds).toFixed(0)} req/s, p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms`,
);
await app.close();
await db.close();
fs.rmSync(dataDir, { recursive: true, force: true });
