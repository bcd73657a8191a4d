// `npm run bench`: prints the figures our budgets are about.
//  1. The landing page's initial JavaScript, gzipped (goal: 120 KB): every script and
//     modulepreload that dist/client/index.html loads before any route code.
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
const html = fs.readFileSync('dist/client/index.html', 'utf8');
const scripts = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((m) => m[1]!);
let total = 0;
for (const src of scripts) {
  const size = gzipSync(fs.readFileSync(path.join('dist/client', src))).length;
  total += size;
  console.log(`  ${src.padEnd(48)} ${(size / 1024).toFixed(1).padStart(6)} KB gz`);
}
console.log(`initial JS of the landing page: ${(total / 1024).toFixed(1)} KB gzipped (goal 120 KB)`);

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
