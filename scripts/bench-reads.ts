// `npm run bench:reads [-- --seconds 5 --connections 100]`: the public reads every open tab polls,
// through the real server, side by side with a bare `node:http` server answering the same bytes
// (same status, content type and ETag), in the same run. Prints requests per second for both and
// the ratio (the performance issue's goal: at least 80 %). The server runs as its own process on
// a fresh database (scripts/bench-server.ts), and so does the bare one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, startBenchServer, stopProcess } from './bench-server.ts';

const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '100' } },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);

const trpc = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}`;
const PATHS = [
  '/api/footer',
  '/api/blog',
  '/api/blog/featured',
  '/static-pages/about-us',
  trpc('footer.view'),
  trpc('blog.list', { limit: 3 }),
];

const server = await startBenchServer('arena_reads');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-reads-'));
let bare: ReturnType<typeof spawn> | undefined;
try {
  // What the app answers, recorded once and served as is by the bare server.
  const answers: Record<string, { status: number; type: string; etag: string | null; body: string }> = {};
  for (const url of PATHS) {
    const res = await fetch(server.url + url);
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    answers[url] = {
      status: res.status,
      type: res.headers.get('content-type') ?? 'application/json',
      etag: res.headers.get('etag'),
      body: body.toString('base64'),
    };
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
         const headers = { 'content-type': a.type, 'content-length': a.bytes.length };
         if (a.etag) headers.etag = a.etag;
         res.writeHead(a.status, headers);
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
    `reads: ${CONNECTIONS} connections, ${SECONDS} s each, on ${server.database}; the app against bare node:http (same bytes)`,
  );
  console.log(
    `${'path'.padEnd(44)} ${'bare req/s'.padStart(10)} ${'app req/s'.padStart(10)} ${'app p99'.padStart(8)} ${'ratio'.padStart(6)}`,
  );
  for (const url of PATHS) {
    const baseline = await load(bareUrl + url);
    const app = await load(server.url + url);
    const ratio = app.rate / baseline.rate;
    console.log(
      `${url.slice(0, 44).padEnd(44)} ${baseline.rate.toFixed(0).padStart(10)} ${app.rate.toFixed(0).padStart(10)} ${`${app.p99} ms`.padStart(8)} ${`${(ratio * 100).toFixed(0)} %`.padStart(6)}`,
    );
  }
} finally {
  if (bare) await stopProcess(bare);
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

async function load(url: string): Promise<{ rate: number; p99: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rate: result.requests.average, p99: result.latency.p99 };
}
