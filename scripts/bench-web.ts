// `npm run bench:web [-- --runs 1]`: the phone budget. Lighthouse (from npm, driving Debian's
// chromium) loads the landing page, the blog list, an article, a static page and the public
// leaderboard of a full 280-entry pool (scripts/bench-leaderboard.ts) of the real built server as a cheap Android phone on slow 4G would (Lighthouse's mobile defaults: simulated slow
// 4G, 4x CPU slowdown), and prints each page's performance score, its paint timings and the
// JavaScript transferred while loading. Goals (the performance issue): score >= 95 and <= 120 KB
// of JavaScript. The baseline, in the same run, is a bare `node:http` page of plain HTML: what
// this machine scores when the page does nothing.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { openDatabase } from '../src/server/db/database.ts';
import { seedBenchPool } from './bench-leaderboard.ts';
import { findChromium } from './browser.ts';
import { ensureClientBuilt } from './client-build.ts';
import { freePort, startBenchServer } from './bench-server.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive whole number');

const chromePath = findChromium();
if (!chromePath) {
  console.error("bench:web needs Debian's chromium (apt-get install chromium) or CHROMIUM_PATH");
  process.exit(1);
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  scriptKb: number;
}

ensureClientBuilt();
// The server's embedded database, with the pool seeded before it starts (the phone budget is the
// pages' own, so the run is on PGlite even where DATABASE_URL is set).
delete process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-web-'));
const seedDb = await openDatabase({ dataDir, role: 'server' });
const pool = await seedBenchPool(seedDb).finally(() => seedDb.close());
const server = await startBenchServer('arena_web', { DATA_DIR: dataDir });
const barePort = await freePort();
const bare = http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Arena Championships</title><meta name="description" content="A bare page."></head>' +
        '<body><h1>Arena Championships</h1><p>A bare page: the baseline.</p></body></html>',
    );
  })
  .listen(barePort, '127.0.0.1');
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

try {
  const posts = (await (await fetch(`${server.url}/api/blog`)).json()) as { slug: string }[];
  const pages: [string, string][] = [
    ['baseline: bare node:http page', `http://127.0.0.1:${barePort}/`],
    ['landing /', `${server.url}/`],
    ['blog list /blog', `${server.url}/blog`],
    [`article /blog/${posts[0]!.slug}`.slice(0, 40), `${server.url}/blog/${posts[0]!.slug}`],
    ['static page /about-us', `${server.url}/about-us`],
    ['leaderboard of a 280-entry pool', `${server.url}${pool.path}`],
  ];
  console.log(
    `web: Lighthouse mobile (slow 4G, 4x CPU), ${RUNS} run(s) per page, median score; goals: score >= 95, JS <= 120 KB`,
  );
  const head = ['page', 'score', 'FCP', 'LCP', 'TBT', 'JS transferred'];
  const widths = [40, 6, 8, 8, 8, 15];
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' ');
  console.log(line(head));
  for (const [name, url] of pages) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(url, chrome.port));
    runs.sort((a, b) => a.score - b.score);
    const f = runs[Math.floor(runs.length / 2)]!;
    console.log(
      line([
        name,
        f.score.toFixed(0),
        `${(f.fcp / 1000).toFixed(1)} s`,
        `${(f.lcp / 1000).toFixed(1)} s`,
        `${f.tbt.toFixed(0)} ms`,
        `${f.scriptKb.toFixed(1)} KB`,
      ]),
    );
  }
} finally {
  chrome.kill();
  bare.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): try again, twice. */
async function auditWithRetry(url: string, port: number): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`(${(error as Error).message}; trying again)`);
    }
  }
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    scriptKb: scriptBytes / 1024,
  };
}
