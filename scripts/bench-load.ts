// `npm run bench:load [-- --players 200 --server-node-flags="..."]`: a registration rush against the real server.
// N players sign up at once; then, all signed in, they register a squad, double-click "initiate
// payment" and "Mark as Paid", and read their credentials, all at once. Runs the server as its own
// process (scripts/bench-server.ts).
// Prints p50/p99 per step next to a baseline (GET /healthz at the same concurrency, same run),
// the server's peak RSS, and fails (exit 1) on any 5xx, unanswered request, unexpected answer, or a
// player without exactly one paid registration with credentials.
// Then everyone signs in again at once: sign-ins per second next to what the password hash alone
// allows on this machine (Better Auth's scrypt, verified on every core, measured in this process).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { rssOf, startBenchServer } from './bench-server.ts';

const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: '200' },
    timeout: { type: 'string', default: '120' },
    // Node flags for the server only, in place of SERVER_NODE_FLAGS (e.g. other heap sizes, or
    // --cpu-prof), never for this load generator.
    'server-node-flags': { type: 'string', default: '' },
  },
});
const PLAYERS = Number(args.players);
const REQUEST_TIMEOUT_MS = Number(args.timeout) * 1000;
if (!Number.isInteger(PLAYERS) || PLAYERS < 1) throw new Error('--players must be a positive whole number');

interface Step {
  name: string;
  times: number[];
  serverErrors: number;
  unanswered: number;
  unexpected: string[];
}
const steps = new Map<string, Step>();
const step = (name: string): Step => {
  let s = steps.get(name);
  if (!s) steps.set(name, (s = { name, times: [], serverErrors: 0, unanswered: 0, unexpected: [] }));
  return s;
};

const serverNodeFlags = args['server-node-flags'].split(/\s+/).filter(Boolean);
const server = await startBenchServer(
  'arena_load',
  {},
  undefined,
  serverNodeFlags.length ? serverNodeFlags : undefined,
);
const base = server.url;
let peakRss = 0;
/** The peak while everyone signed up (password hashes: scrypt takes 32 MB each, four at a time). */
let signUpRss = 0;
const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, rssOf(server.pid))), 250);

let failed = false;
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
async function player(i: number, auth: { ip: string; token: string }): Promise<boolean> {
  const created = await call('register squad', 'POST', '/api/participants', { ...auth, body: squad(i) });
  const participantId = (created?.body as { id?: string } | undefined)?.id;
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

  const mine = await call('read credentials', 'GET', '/api/participants', auth);
  const registrations = (mine?.body ?? []) as {
    status: string;
    gameUsername: string | null;
    gamePassword: string | null;
  }[];
  const paid = registrations.filter((r) => r.status === 'paid');
  return (
    paid.length === 1 && registrations.length === 1 && !!paid[0]!.gameUsername && !!paid[0]!.gamePassword
  );
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

function report(results: boolean[], seconds: number): boolean {
  const rows = [...steps.values()].map((s) => {
    const sorted = [...s.times].sort((a, b) => a - b);
    const pct = (p: number) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
    return [
      s.name,
      String(s.times.length + s.unanswered),
      ms(pct(50)),
      ms(pct(99)),
      ms(sorted.at(-1) ?? NaN),
      String(s.serverErrors),
      String(s.unanswered),
      String(s.unexpected.length),
    ];
  });
  const head = ['step', 'requests', 'p50', 'p99', 'max', '5xx', 'unanswered', 'refused'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r.map((v, c) => (c === 0 ? v.padEnd(widths[c]!) : v.padStart(widths[c]!))).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
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
