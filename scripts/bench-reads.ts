// `npm run bench:reads [-- --seconds 5 --connections 100 --redis redis://127.0.0.1:6379]`: the public reads every open tab polls,
// through the real server, side by side with a bare `node:http` server answering the same bytes
// (same status, headers and body), in the same run. Prints requests per second for both and
// the ratio (the performance issue's goal: at least 80 %). The server runs as its own process on
// a fresh database (scripts/bench-server.ts), and so does the bare one.
// On PostgreSQL with a Redis (--redis, or REDIS_URL) it then starts two instances on one database
// and prints /api/footer's throughput through one and through both at once (goal: 1.7x).
// The pages: the blog and the public leaderboard of a full 280-entry pool (scripts/bench-leaderboard.ts,
// seeded before the server starts), and the time `recomputeStandings` takes for that pool after one
// changed result (median and p95 over --recompute-runs runs; PGlite, and PostgreSQL with DATABASE_URL).
// The pages need the built client (`npm run build`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { connect, openDatabase, type Database } from '../src/server/db/database.ts';
import { createDatabase, dropDatabase } from '../test/support/postgres.ts';
import {
  medianAndP95,
  POOL_ENTRIES,
  seedBenchPool,
  timeRecompute,
  type BenchPool,
} from './bench-leaderboard.ts';
import { freePort, startBenchServer, stopProcess } from './bench-server.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '100' },
    redis: { type: 'string', default: process.env.REDIS_URL ?? '' },
    'recompute-runs': { type: 'string', default: '30' },
  },
});
const RECOMPUTE_RUNS = Number(args['recompute-runs']);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);

const trpc = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}`;
const postgres = process.env.DATABASE_URL;

// The server's database, with the pool in it: PGlite in the server's data folder, or a PostgreSQL
// database made for the run. Recomputing the pool is timed on PGlite in any case, and on PostgreSQL too.
const recomputed: string[] = [];
const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-reads-pglite-'));
const pool = await withPool(await openDatabase({ dataDir: pgliteDir, role: 'server' }), 'PGlite');
const pgUrl = postgres ? await createDatabase(postgres, 'arena_reads_pool') : undefined;
if (pgUrl) await withPool(await connect({ url: pgUrl }, 'the benchmark database', 5), 'PostgreSQL');

const PATHS = [
  '/api/footer',
  '/api/blog',
  '/api/blog/featured',
  '/static-pages/about-us',
  trpc('footer.view'),
  trpc('blog.list', { limit: 3 }),
  '/blog',
  pool.path,
];

const server = await startBenchServer('arena_reads', pgUrl ? {} : { DATA_DIR: pgliteDir }, pgUrl);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-reads-'));
let bare: ReturnType<typeof spawn> | undefined;
try {
  // What the app answers (body and headers: type, ETag, caching, security), recorded once and
  // served as is by the bare server.
  const perConnection = [
    'content-encoding',
    'content-length',
    'date',
    'connection',
    'keep-alive',
    'x-request-id',
  ];
  const answers: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const url of PATHS) {
    const res = await fetch(server.url + url);
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const headers = Object.fromEntries([...res.headers].filter(([name]) => !perConnection.includes(name)));
    answers[url] = { status: res.status, headers, body: body.toString('base64') };
  }
  fs.writeFileSync(path.join(dir, 'answers.json'), JSON.stringify(answers));
  const barePort = await freePort();
  bare = spawn(
    process.execPath,
    [
      '-e',
      `const http = require('node:http');
       const answers = require(${JSON.stringify(path.join(dir, 'answers.json'))});
       for (const a of Object.values(answers)) a.bytes = Buffer.from(a.body, 'base64');
       http.createServer((req, res) => {
         const a = answers[req.url];
         if (!a) { res.statusCode = 404; return res.end(); }
         res.writeHead(a.status, { ...a.headers, 'content-length': a.bytes.length });
         res.end(a.bytes);
       }).listen(${barePort}, '127.0.0.1');`,
    ],
    { stdio: 'inherit' },
  );
  const bareUrl = `http://127.0.0.1:${barePort}`;
  for (
    let i = 0;
    i < 50 &&
    !(await fetch(`${bareUrl}/api/footer`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((resolve) => setTimeout(resolve, 100));

  console.log(
    `reads: ${CONNECTIONS} connections, ${SECONDS} s each, on ${server.database}; the app against bare node:http (same body and headers)`,
  );
  console.log(
    `${'path'.padEnd(44)} ${'bare req/s'.padStart(10)} ${'app req/s'.padStart(10)} ${'app p99'.padStart(8)} ${'ratio'.padStart(6)}`,
  );
  for (const url of PATHS) {
    // Interleaved (bare, app, app, bare), each side the mean of its two runs: drift in the
    // machine's speed during the run falls on both alike.
    const bare1 = await load(bareUrl + url);
    // The steady state is measured: the answer is hot before the crowd comes (a page's first render
    // under 100 connections at once would be every connection's, see hot-reads.ts).
    await untilHot(server.url + url);
    const app1 = await load(server.url + url);
    const app2 = await load(server.url + url);
    const bare2 = await load(bareUrl + url);
    const baseline = { rate: (bare1.rate + bare2.rate) / 2 };
    const app = { rate: (app1.rate + app2.rate) / 2, p99: Math.max(app1.p99, app2.p99) };
    const ratio = app.rate / baseline.rate;
    console.log(
      `${url.slice(0, 44).padEnd(44)} ${baseline.rate.toFixed(0).padStart(10)} ${app.rate.toFixed(0).padStart(10)} ${`${app.p99} ms`.padStart(8)} ${`${(ratio * 100).toFixed(0)} %`.padStart(6)}`,
    );
  }
  for (const line of recomputed) console.log(line);
} finally {
  if (bare) await stopProcess(bare);
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(pgliteDir, { recursive: true, force: true });
  if (postgres && pgUrl) await dropDatabase(postgres, pgUrl);
}

/** Asks for `url` until the hot path answers it (no request id of the app's own). */
async function untilHot(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.headers.has('x-request-id')) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} never became hot`);
}

/** Seeds the pool on `db`, times its recompute there, and closes it. */
async function withPool(db: Database, name: string): Promise<BenchPool> {
  try {
    const seeded = await seedBenchPool(db);
    const { median, p95 } = medianAndP95(await timeRecompute(db, seeded, RECOMPUTE_RUNS));
    recomputed.push(
      `recompute: a ${POOL_ENTRIES}-entry pool's standings after one result (5 matches of results), ${RECOMPUTE_RUNS} runs on ${name}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    );
    return seeded;
  } finally {
    await db.close();
  }
}

if (postgres && args.redis) await instances(postgres, args.redis);
else console.log('instances: skipped, two instances need PostgreSQL (DATABASE_URL) and Redis (--redis)');

/** One instance, then two on one database and one Redis, each load generator in a thread of its own. */
async function instances(postgres: string, redis: string): Promise<void> {
  const databaseUrl = await createDatabase(postgres, 'arena_reads_instances');
  const [a, b] = await Promise.all(
    ['arena_reads_a', 'arena_reads_b'].map((name) =>
      startBenchServer(name, { REDIS_URL: redis }, databaseUrl),
    ),
  );
  try {
    const url = '/api/footer';
    await Promise.all([fetch(a!.url + url), fetch(b!.url + url)]);
    const one = await load(a!.url + url, 1);
    const both = await Promise.all([a!, b!].map((server) => load(server.url + url, 1, CONNECTIONS / 2)));
    const two = both.reduce((sum, r) => sum + r.rate, 0);
    console.log(
      `instances: ${url} ${one.rate.toFixed(0)} req/s through one, ${two.toFixed(0)} req/s through two (${(two / one.rate).toFixed(2)}x), ${os.availableParallelism()} cores shared with the load generators`,
    );
  } finally {
    await Promise.all([a!.stop(), b!.stop()]);
    await dropDatabase(postgres, databaseUrl);
  }
}

async function load(
  url: string,
  workers = 0,
  connections = CONNECTIONS,
): Promise<{ rate: number; p99: number }> {
  const result = await autocannon({ url, connections, duration: SECONDS, ...(workers ? { workers } : {}) });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rate: result.requests.average, p99: result.latency.p99 };
}
