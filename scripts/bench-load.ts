// `npm run bench:load [-- --players 200 --server-node-flags="..."]`: a registration rush against the real server.
// N players sign up at once; then, all signed in, they register a squad, double-click "initiate
// payment" and "Mark as Paid", and read their credentials (7 calls), all at once. Runs the server
// as its own process (scripts/bench-server.ts).
//
// `npm run bench:load -- --rate 33 --seconds 60`: the same journey with players arriving at a steady
// rate (open loop: each starts on its schedule, whatever the answers before it), as a qualifier's
// opening looks (issue 29). The accounts are made first, untimed. Prints per step p50/p99, how late
// the last player finished, and what a player costs: the server process's CPU (from
// /proc/<pid>/stat), PostgreSQL's CPU (its processes on this machine) and the SQL statements the
// server sent (scripts/count-queries.ts, preloaded into it). `--step 5,10,20,33` runs each rate in
// turn and prints the largest that keeps every step's p99 under 150 ms.
//
// `npm run bench:long` (`--rate 5 --seconds 1800 --every 60`): the long run of issue 30. Every
// minute it prints the server's RSS and heap in use and the minute's p99, then the first third of
// the run against the last: a leak shows as growth, a slowing server as a rising p99.
// Prints p50/p99 per step next to a baseline (GET /healthz at the same concurrency, same run),
// the server's peak RSS, and fails (exit 1) on any 5xx, unanswered request, unexpected answer, or a
// player without exactly one paid registration with credentials.
// Then everyone signs in again at once: sign-ins per second next to what the password hash alone
// allows on this machine (Better Auth's scrypt, verified on every core, measured in this process).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../test/support/e2e-server.ts';
import { inTurns, onSchedule } from '../test/support/schedule.ts';
import { rssOf, startBenchServer } from './bench-server.ts';

const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: '200' },
    timeout: { type: 'string', default: '120' },
    // Open loop: players arriving at this many a second, for --seconds.
    rate: { type: 'string' },
    seconds: { type: 'string', default: '30' },
    // Open loop at each of these rates in turn (comma-separated).
    step: { type: 'string' },
    // Node flags for the server only, in place of SERVER_NODE_FLAGS (e.g. other heap sizes, or
    // --cpu-prof), never for this load generator.
    'server-node-flags': { type: 'string', default: '' },
    // Print the statements of the player who goes alone first, step by step.
    statements: { type: 'boolean', default: false },
    // The long run (issue 30, `npm run bench:long`): every this many seconds of an open-loop run,
    // the server's RSS and heap and the period's p99, then whether they stayed flat.
    every: { type: 'string', default: '0' },
  },
});
const PLAYERS = Number(args.players);
const REQUEST_TIMEOUT_MS = Number(args.timeout) * 1000;
if (!Number.isInteger(PLAYERS) || PLAYERS < 1) throw new Error('--players must be a positive whole number');
const RATES = (args.step ?? args.rate ?? '')
  .split(',')
  .filter(Boolean)
  .map((r) => Number(r));
const SECONDS = Number(args.seconds);
const EVERY_SECONDS = Number(args.every);
if (RATES.some((r) => !(r > 0)) || !(SECONDS > 0))
  throw new Error('--rate and --step take players a second (> 0), --seconds a duration (> 0)');
/** The most a step's p99 may be for a rate to count as kept up with (issue 29). */
const P99_GOAL_MS = 150;

interface Step {
  name: string;
  times: number[];
  serverErrors: number;
  unanswered: number;
  unexpected: string[];
}
const steps = new Map<string, Step>();
/** The players' call times since the long run's last report (ms). */
let sinceReport: number[] = [];
const step = (name: string): Step => {
  let s = steps.get(name);
  if (!s) steps.set(name, (s = { name, times: [], serverErrors: 0, unanswered: 0, unexpected: [] }));
  return s;
};

const serverNodeFlags = args['server-node-flags'].split(/\s+/).filter(Boolean);
const queryCountFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arena-load-')), 'statements');
const queryLogFile = `${queryCountFile}.sql`;
const server = await startBenchServer(
  'arena_load',
  { QUERY_COUNT_FILE: queryCountFile, ...(args.statements ? { QUERY_LOG_FILE: queryLogFile } : {}) },
  undefined,
  [
    ...(serverNodeFlags.length ? serverNodeFlags : SERVER_NODE_FLAGS),
    '--import',
    path.resolve('scripts/count-queries.ts'),
  ],
);
const base = server.url;
let peakRss = 0;
/** The peak while everyone signed up (password hashes: scrypt takes 32 MB each, four at a time). */
let signUpRss = 0;
const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, rssOf(server.pid))), 250);

let failed = false;
if (RATES.length) {
  try {
    failed = await openLoopRuns();
  } finally {
    clearInterval(rssTimer);
    await server.stop();
  }
  process.exit(failed ? 1 : 0);
}
try {
  console.log(
    `load: ${PLAYERS} players at once on ${server.database} (server pid ${server.pid}${serverNodeFlags.length ? `, node ${serverNodeFlags.join(' ')}` : ''})`,
  );
  await Promise.all(Array.from({ length: PLAYERS }, () => call('baseline GET /healthz', 'GET', '/healthz')));
  // Everyone signs up at once; then, all signed in, everyone registers and pays at once.
  const signedIn = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => signUp(i)));
  signUpRss = peakRss;
  peakRss = rssOf(server.pid);
  const started = performance.now();
  const results = await Promise.all(
    signedIn.map((auth, i) => (auth ? player(i, auth) : Promise.resolve(false))),
  );
  const seconds = (performance.now() - started) / 1000;
  failed = report(results, seconds);
  await signInRate(signedIn);
} finally {
  clearInterval(rssTimer);
  await server.stop();
}
process.exit(failed ? 1 : 0);

/** A player's account; answers how they call the API from then on, or null when sign-up failed. */
async function signUp(
  i: number,
): Promise<{ ip: string; token: string; email: string; password: string } | null> {
  const id = `${process.pid}-${i}`;
  // Every player comes from an address of their own, as through a proxy (TRUST_PROXY).
  const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const email = `rush-${id}@example.in`;
  const password = `Rush-password-${id}`;
  const signedUp = await call('sign up', 'POST', '/api/auth/sign-up/email', {
    ip,
    body: { email, password, name: `Rush Player ${i}` },
  });
  if (!signedUp) return null;
  // Sign-up signs no one in (docs/decisions/0023-sign-up-without-enumeration.md): the password does.
  const answer = await call('sign in', 'POST', '/api/auth/sign-in/email', { ip, body: { email, password } });
  const token = answer?.headers.get('set-auth-token');
  return token ? { ip, token, email, password } : null;
}

/**
 * One signed-in player's journey; answers whether they ended with exactly one paid registration
 * with credentials.
 */
async function player(
  i: number,
  auth: { ip: string; token: string },
  /** Called after each step (bench's trace of one player alone). */
  after: (step: string) => Promise<void> = async () => {},
): Promise<boolean> {
  const created = await call('register squad', 'POST', '/api/participants', { ...auth, body: squad(i) });
  const participantId = (created?.body as { id?: string } | undefined)?.id;
  await after('register squad');
  if (!participantId) return false;

  const initiated = await Promise.all(
    [0, 1].map(() =>
      call('initiate (double click)', 'POST', '/api/payments/initiate', {
        ...auth,
        body: { orderId: participantId, method: 'upi' },
      }),
    ),
  );
  const paymentIds = new Set(
    initiated.map((r) => (r?.body as { paymentId?: string } | undefined)?.paymentId),
  );
  await after('initiate (double click)');
  if (paymentIds.size !== 1 || paymentIds.has(undefined)) {
    step('initiate (double click)').unexpected.push(`two clicks gave ${[...paymentIds].join(', ')}`);
    return false;
  }
  const [paymentId] = paymentIds;
  await Promise.all(
    [0, 1].map(() =>
      call('confirm (double click)', 'POST', '/api/payments/confirm', {
        ...auth,
        body: { paymentId, status: 'success' },
      }),
    ),
  );
  await after('confirm (double click)');

  const mine = await call('read credentials', 'GET', '/api/participants', auth);
  const registrations = (mine?.body ?? []) as Registration[];
  await after('read credentials');
  // The dashboard then opens the pass: the registration with its pool.
  const opened = await call('open the pass', 'GET', `/api/participants/${participantId}`, auth);
  await after('open the pass');
  return paidOnceWithCredentials(registrations, opened?.body as Registration | undefined);
}

/** Exactly one registration, paid, with its credentials, in the list and when opened. */
function paidOnceWithCredentials(registrations: Registration[], pass: Registration | undefined): boolean {
  const [only] = registrations;
  return (
    registrations.length === 1 &&
    only!.status === 'paid' &&
    !!only!.gameUsername &&
    !!only!.gamePassword &&
    pass?.status === 'paid' &&
    !!pass.gamePassword
  );
}

interface Registration {
  status: string;
  gameUsername: string | null;
  gamePassword: string | null;
}

function squad(i: number) {
  const phone = (n: number) => `9${String((i * 4 + n) % 1_000_000_000).padStart(9, '0')}`;
  const person = (n: number, name: string) => ({
    name,
    phone: phone(n),
    email: `rush-${process.pid}-${i}-${n}@example.in`,
    state: 'Maharashtra',
    city: 'Pune',
    dateOfBirth: '2000-04-15',
  });
  return {
    ...person(0, `Rush Player ${i}`),
    selectedGame: 'BGMI',
    playFormat: 'squad',
    riskCategory: 'hr',
    priceCategory: '2000',
    paymentMethod: 'upi',
    teammates: [1, 2, 3].map((n) => person(n, `Rush Mate ${i}-${n}`)),
  };
}

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** One timed request; counts 5xx, unanswered and unexpected answers against its step. */
async function call(
  name: string,
  method: string,
  url: string,
  options: { ip?: string; token?: string; body?: unknown } = {},
): Promise<Answer | null> {
  const s = step(name);
  const headers: Record<string, string> = { origin: base };
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const res = await fetch(base + url, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    s.times.push(performance.now() - started);
    if (!name.startsWith('baseline')) sinceReport.push(performance.now() - started);
    if (res.status >= 500) s.serverErrors++;
    if (!res.ok) {
      s.unexpected.push(`${res.status} ${text.slice(0, 160)}`);
      return null;
    }
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  } catch (error) {
    s.unanswered++;
    s.unexpected.push(`no answer: ${(error as Error).message}`);
    return null;
  }
}

/** A step's p-th percentile, in ms. */
function percentileOf(s: Step, p: number): number {
  const sorted = [...s.times].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

/** The steps' table: requests, p50, p99, max and what went wrong, per step. */
function printSteps(): void {
  const rows = [...steps.values()].map((s) => [
    s.name,
    String(s.times.length + s.unanswered),
    ms(percentileOf(s, 50)),
    ms(percentileOf(s, 99)),
    ms(Math.max(...s.times)),
    String(s.serverErrors),
    String(s.unanswered),
    String(s.unexpected.length),
  ]);
  const head = ['step', 'requests', 'p50', 'p99', 'max', '5xx', 'unanswered', 'refused'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r.map((v, c) => (c === 0 ? v.padEnd(widths[c]!) : v.padStart(widths[c]!))).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

function report(results: boolean[], seconds: number): boolean {
  printSteps();
  const complete = results.filter(Boolean).length;
  const serverErrors = [...steps.values()].reduce((n, s) => n + s.serverErrors, 0);
  const unanswered = [...steps.values()].reduce((n, s) => n + s.unanswered, 0);
  const refused = [...steps.values()].flatMap((s) => s.unexpected.map((u) => `${s.name}: ${u}`));
  console.log(
    `${complete}/${PLAYERS} players with exactly one paid registration and its credentials; ` +
      `journey of all players ${seconds.toFixed(1)} s; 5xx ${serverErrors}; unanswered ${unanswered}; ` +
      `server peak RSS ${mb(peakRss)} in the signed-in rush, ${mb(signUpRss)} through the sign-ups`,
  );
  for (const r of [...new Set(refused)].slice(0, 10)) console.log(`  ${r}`);
  return complete !== PLAYERS || serverErrors > 0 || unanswered > 0 || refused.length > 0;
}

/** Everyone signs in again at once; prints the rate against the password hash's own limit here. */
async function signInRate(
  players: ({ ip: string; email: string; password: string } | null)[],
): Promise<void> {
  const limit = await hashLimit();
  const started = performance.now();
  const answers = await Promise.all(
    players.map((p) =>
      p
        ? call('sign in', 'POST', '/api/auth/sign-in/email', {
            ip: p.ip,
            body: { email: p.email, password: p.password },
          })
        : Promise.resolve(null),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const signedIn = answers.filter((a) => a?.headers.get('set-auth-token')).length;
  const rate = signedIn / seconds;
  console.log(
    `sign-in: ${signedIn}/${players.length} at once in ${seconds.toFixed(1)} s = ${rate.toFixed(0)}/s; ` +
      `the password hash alone verifies ${limit.toFixed(0)}/s on ${os.availableParallelism()} cores ` +
      `(${((rate / limit) * 100).toFixed(0)} % of that limit)`,
  );
}

/** Password verifications per second with every core busy (the most any sign-in rate can reach). */
async function hashLimit(): Promise<number> {
  const hash = await hashPassword('Rush-password-limit');
  const until = performance.now() + 3_000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: os.availableParallelism() * 2 }, async () => {
      while (performance.now() < until) {
        await verifyPassword({ hash, password: 'Rush-password-limit' });
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

function ms(v: number): string {
  return Number.isNaN(v) ? '-' : `${v.toFixed(0)} ms`;
}

/**
 * The open-loop runs (`--rate`, or each rate of `--step`): accounts first, then the baseline at
 * the same request rate, then the players on their schedule. Answers whether any run failed: a 5xx,
 * an unanswered or refused call, or a player without exactly one paid registration.
 */
async function openLoopRuns(): Promise<boolean> {
  const counts = RATES.map((rate) => Math.max(1, Math.round(rate * SECONDS)));
  const total = counts.reduce((a, b) => a + b, 0);
  console.log(
    `load: open loop on ${server.database} (server pid ${server.pid}), ${RATES.join(', ')} players/s for ${SECONDS} s each; making ${total} accounts first`,
  );
  // One more account than the runs need: its player goes alone first, to count each step's statements.
  const accounts = await inTurns(total + 1, 4, (i) => signUp(i));
  const missing = accounts.filter((a) => !a).length;
  if (missing) {
    printSteps();
    console.log(`${missing} of ${total + 1} accounts could not be made`);
    return true;
  }
  await traceOnePlayer(total, accounts.pop() as { ip: string; token: string });

  let failed = false;
  let kept: number | null = null;
  const lines: string[] = [];
  let from = 0;
  for (const [n, rate] of RATES.entries()) {
    const players = accounts.slice(from, from + counts[n]!) as { ip: string; token: string }[];
    const run = await runAtRate(rate, players, from);
    from += counts[n]!;
    lines.push(run.line);
    if (!run.ok) failed = true;
    if (run.kept) kept = Math.max(kept ?? 0, rate);
  }
  if (RATES.length > 1) {
    console.log('\nrates:');
    for (const line of lines) console.log(line);
    console.log(
      kept === null
        ? `no rate kept every step's p99 under ${P99_GOAL_MS} ms`
        : `the largest rate that kept every step's p99 under ${P99_GOAL_MS} ms with no errors: ${kept} players/s`,
    );
    // Stepping past what the machine takes is the point: only a player left unpaid fails the run.
    return false;
  }
  return failed;
}

/** One player's journey alone, with the statements each step sent. */
async function traceOnePlayer(index: number, account: { ip: string; token: string }): Promise<void> {
  let mark = await costSnapshot();
  const traced: string[] = [];
  await player(index, account, async (name) => {
    const now = await costSnapshot();
    traced.push(`${name} ${now.statements - mark.statements}`);
    if (args.statements)
      console.log(`${name}:\n  ${fs.readFileSync(queryLogFile, 'utf8').split('\n').join('\n  ')}`);
    mark = now;
  });
  console.log(`one player alone, SQL statements per step: ${traced.join(', ')}`);
  steps.clear();
}

/**
 * One open-loop run: `players` arriving at `rate` a second, after a baseline at the same request
 * rate. Prints the steps and the cost per player; answers the summary line, whether every player
 * ended paid without errors, and whether every step's p99 kept under the goal.
 */
async function runAtRate(
  rate: number,
  players: { ip: string; token: string }[],
  firstIndex: number,
): Promise<{ line: string; ok: boolean; kept: boolean }> {
  steps.clear();
  // The baseline: the same number of requests a second to GET /healthz, open loop.
  await onSchedule(Math.min(players.length, Math.round(rate * 5)) * 7, rate * 7, () =>
    call('baseline GET /healthz', 'GET', '/healthz'),
  );
  const connections = watchConnections();
  const before = await costSnapshot();
  const started = performance.now();
  const finished: number[] = [];
  const reports = EVERY_SECONDS > 0 ? reportEvery(EVERY_SECONDS, () => finished.length) : null;
  const results = await onSchedule(players.length, rate, async (i) => {
    const ok = await player(firstIndex + i, players[i]!);
    finished.push(performance.now());
    return ok;
  });
  reports?.stop();
  const lastArrival = started + ((players.length - 1) / rate) * 1000;
  const wall = performance.now() - started;
  // Work the calls left behind (the receipts the sender thread still e-mails) is the players' too.
  await serverQuiet();
  const after = await costSnapshot();
  const heldConnections = await connections.stop();
  const complete = results.filter(Boolean).length;
  const worst = Math.max(
    ...[...steps.values()].filter((s) => !s.name.startsWith('baseline')).map((s) => percentileOf(s, 99)),
  );
  const errors = [...steps.values()].reduce(
    (e, s) => e + s.serverErrors + s.unanswered + s.unexpected.length,
    0,
  );
  const perPlayer = (a: number, b: number) => (b - a) / players.length;
  console.log(`\n${rate} players/s for ${SECONDS} s: ${players.length} players`);
  printSteps();
  const cpu = perPlayer(before.serverCpuMs, after.serverCpuMs);
  const pgCpu = before.postgresCpuMs === null ? null : perPlayer(before.postgresCpuMs, after.postgresCpuMs!);
  const statements = perPlayer(before.statements, after.statements);
  const late = (Math.max(...finished) - lastArrival) / 1000;
  console.log(
    `${complete}/${players.length} with exactly one paid registration and its credentials; errors ${errors}; ` +
      `the last finished ${late.toFixed(1)} s after the last arrival; worst step p99 ${ms(worst)} (goal < ${P99_GOAL_MS} ms)`,
  );
  console.log(
    `per player: server CPU ${cpu.toFixed(1)} ms (goal ≤ 20 ms), wall ${(wall / players.length).toFixed(1)} ms of the run` +
      `${pgCpu === null ? '' : `, PostgreSQL CPU ${pgCpu.toFixed(1)} ms`}, ${statements.toFixed(1)} SQL statements from the server` +
      `${heldConnections === null ? '' : `; the server held at most ${heldConnections} PostgreSQL connections`}`,
  );
  console.log(`server clock of the run (µs, to cut a --cpu-prof profile): ${before.clock}-${after.clock}`);
  for (const r of [
    ...new Set([...steps.values()].flatMap((s) => s.unexpected.map((u) => `${s.name}: ${u}`))),
  ].slice(0, 5))
    console.log(`  ${r}`);
  const line = `${String(rate).padStart(5)}/s  p99 ${ms(worst).padStart(7)}  errors ${String(errors).padStart(4)}  paid ${complete}/${players.length}  CPU ${cpu.toFixed(1)} ms/player  ${statements.toFixed(1)} statements/player`;
  const ok = complete === players.length && errors === 0;
  return { line, ok, kept: ok && worst < P99_GOAL_MS };
}

/**
 * The long run's watch: every `seconds`, the server's RSS, its main thread's heap in use and the
 * p99 of the players' calls in the period; on `stop`, the first third of the periods against the
 * last (a leak shows as growth, a slowing server as a rising p99).
 */
function reportEvery(seconds: number, finished: () => number): { stop(): void } {
  const rows: { rss: number; heap: number; p99: number }[] = [];
  let players = 0;
  sinceReport = [];
  const timer = setInterval(() => {
    void (async () => {
      const times = sinceReport.sort((a, b) => a - b);
      sinceReport = [];
      const p99 = times.length ? times[Math.min(times.length - 1, Math.floor(0.99 * times.length))]! : NaN;
      const { heap } = await costSnapshot();
      const row = { rss: rssOf(server.pid), heap, p99 };
      rows.push(row);
      const done = finished();
      console.log(
        `${String(rows.length * seconds).padStart(5)} s: ${done - players} players finished, calls p99 ${ms(p99)}, ` +
          `server RSS ${mb(row.rss)}, heap in use ${mb(row.heap)}`,
      );
      players = done;
    })();
  }, seconds * 1000);
  return {
    stop() {
      clearInterval(timer);
      const third = Math.max(1, Math.floor(rows.length / 3));
      const mean = (list: typeof rows, key: 'rss' | 'heap' | 'p99') =>
        list.reduce((sum, r) => sum + r[key], 0) / list.length;
      const [first, last] = [rows.slice(0, third), rows.slice(-third)];
      if (!first.length) return;
      console.log(
        `first third against last third of the run: RSS ${mb(mean(first, 'rss'))} → ${mb(mean(last, 'rss'))}, ` +
          `heap ${mb(mean(first, 'heap'))} → ${mb(mean(last, 'heap'))}, p99 ${ms(mean(first, 'p99'))} → ${ms(mean(last, 'p99'))}`,
      );
    },
  };
}

/**
 * CPU the server's process and PostgreSQL's have used so far, the statements the server sent, and
 * the server's clock.
 */
async function costSnapshot(): Promise<{
  /** The server's monotonic clock in µs: a `--cpu-prof` profile's samples carry the same. */
  clock: number;
  /** The server's main thread's V8 heap in use, in bytes. */
  heap: number;
  serverCpuMs: number;
  postgresCpuMs: number | null;
  statements: number;
}> {
  fs.rmSync(queryCountFile, { force: true });
  process.kill(server.pid!, 'SIGUSR2');
  const deadline = Date.now() + 5_000;
  while (!fs.existsSync(queryCountFile) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const [statements, clock, heap] = fs.readFileSync(queryCountFile, 'utf8').split(' ').map(Number);
  return {
    clock: clock!,
    heap: heap!,
    serverCpuMs: cpuMsOf(server.pid!),
    postgresCpuMs: process.env.DATABASE_URL ? postgresCpuMs() : null,
    statements: statements!,
  };
}

/**
 * On PostgreSQL, the most connections the server's database had open at once during a run (sampled
 * every 250 ms from pg_stat_activity, this sampler's own left out); null on PGlite.
 */
function watchConnections(): { stop(): Promise<number | null> } {
  if (!server.databaseUrl) return { stop: async () => null };
  const client = new pg.Client({ connectionString: server.databaseUrl });
  let most = 0;
  let running = true;
  const sampling = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      most = Math.max(most, rows[0]!.n);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await sampling;
      return most;
    },
  };
}

/** Waits (up to a minute) until the server uses under 5 % of a core for half a second. */
async function serverQuiet(): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last = cpuMsOf(server.pid!);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuMsOf(server.pid!);
    if (now - last < 25) return;
    last = now;
  }
}

/** A process's user and system CPU time so far, all its threads, in ms (/proc/<pid>/stat). */
function cpuMsOf(pid: number): number {
  const fields = statOf(pid);
  // utime and stime are the stat file's 14th and 15th fields, in clock ticks (100 a second).
  return fields ? (Number(fields[11]) + Number(fields[12])) * 10 : 0;
}

/**
 * The CPU time of PostgreSQL on this machine: every `postgres` process's own, and the postmaster's
 * reaped children's (connections that ended meanwhile, whose time would otherwise vanish).
 */
function postgresCpuMs(): number {
  let total = 0;
  const postgres = new Set<number>();
  for (const entry of fs.readdirSync('/proc'))
    if (/^\d+$/.test(entry) && commOf(Number(entry)) === 'postgres') postgres.add(Number(entry));
  for (const pid of postgres) {
    const fields = statOf(pid);
    if (!fields) continue;
    // utime and stime, then cutime and cstime (the stat file's 14th to 17th fields), in ticks.
    total += (Number(fields[11]) + Number(fields[12])) * 10;
    if (!postgres.has(Number(fields[1]))) total += (Number(fields[13]) + Number(fields[14])) * 10;
  }
  return total;
}

function commOf(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/** /proc/<pid>/stat's fields after the command's name (the first is the state), or null. */
function statOf(pid: number): string[] | null {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
}
