// `npm run bench:notify [-- --players 10000 --rate 40 --seconds 30]`: a match's room details
// released to every player of one match time at once (issue 28), through the real server.
// N players (e-mail each; the channels' stand-ins where configured) are seeded before the server
// starts; then one `room.released` event for all of them is emitted in a transaction, as the
// match-reminder job does, and the server's own sender fans it out. Prints how long until every
// message was sent and the rate, next to the API's latency (a signed-in read and a public one,
// open loop at --rate requests a second) while idle and while the messages go, in the same run.
// Figures are printed, not asserted. PGlite by default; PostgreSQL with DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connect, migrate, openDatabase, type Database } from '../src/server/db/database.ts';
import { seedDemo } from '../src/server/db/seed.ts';
import { emit } from '../src/server/notifications/index.ts';
import { NotificationDelivery } from '../src/server/notifications/entities.ts';
import { AppUser } from '../src/server/users/entities.ts';
import { fork } from 'node:child_process';
import { createDatabase, dropDatabase } from '../test/support/postgres.ts';
import { medianAndP95 } from './bench-leaderboard.ts';
import { SERVER_NODE_FLAGS } from '../test/support/e2e-server.ts';
import { rssOf, startBenchServer } from './bench-server.ts';

const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '40' },
    seconds: { type: 'string', default: '30' },
    timeout: { type: 'string', default: '180' },
    /** A folder for the server's V8 CPU profile (`--cpu-prof`), to see where the time goes. */
    profile: { type: 'string' },
  },
});
const PLAYERS = Number(args.players);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const TIMEOUT_MS = Number(args.timeout) * 1000;
const postgres = process.env.DATABASE_URL;

// The mail server, in a process of its own: counts what arrives (the messages' bodies are not kept).
const sink = await startSinkProcess();

// The players, written before the server starts (as bench-reads seeds its pool).
const pgliteDir = postgres ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'arena-notify-pglite-'));
const pgUrl = postgres ? await createDatabase(postgres, 'arena_notify') : undefined;
const seeding = pgUrl
  ? await connect({ url: pgUrl }, 'the benchmark database', 5)
  : await openDatabase({ dataDir: pgliteDir!, role: 'server' });
const userIds = await seedPlayers(seeding);
await seeding.close();

const server = await startBenchServer(
  'arena_notify',
  {
    // A pool of SMTP connections, as a bulk sender would configure it.
    SMTP_URL: `${sink.url}/?pool=true&maxConnections=8`,
    ...(pgliteDir ? { DATA_DIR: pgliteDir } : {}),
  },
  pgUrl,
  args.profile
    ? [...SERVER_NODE_FLAGS, '--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`]
    : undefined,
);
const tool = pgUrl
  ? await connect({ url: pgUrl }, 'the benchmark database', 5)
  : await openDatabase({ dataDir: pgliteDir!, role: 'tool' });
let peakRss = 0;
const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, rssOf(server.pid))), 250);
try {
  const token = await signedInProbe(server.url);
  console.log(
    `notify: room details for ${PLAYERS} players of one match time, on ${server.database}; API probed at ${RATE} requests/s`,
  );
  const idle = await probe(server.url, token, SECONDS * 1000, () => false);

  const key = `room.released:bench-${Date.now()}`;
  const started = performance.now();
  await tool.orm.em.fork().transactional((tx) =>
    emit(tx, {
      type: 'room.released',
      key,
      userIds,
      params: { game: 'BGMI', match: 3, roomId: '7781234', startsAt: '21:30' },
      path: '/dashboard',
    }),
  );
  const emitted = performance.now() - started;
  let done = false;
  let sentAll = 0;
  const during = probe(server.url, token, TIMEOUT_MS, () => done);
  for (;;) {
    const counts = await tool.orm.em
      .fork()
      .count(NotificationDelivery, { eventKey: key, status: { $in: ['sent', 'delivered'] } });
    if (counts >= PLAYERS) {
      sentAll = performance.now() - started;
      break;
    }
    if (performance.now() - started > TIMEOUT_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  done = true;
  const busy = await during;
  const mailsReceived = await sink.count();
  const failed = await tool.orm.em.fork().count(NotificationDelivery, { eventKey: key, status: 'failed' });

  console.log(`emit (bell rows and the outbox row, one transaction): ${(emitted / 1000).toFixed(1)} s`);
  console.log(
    sentAll
      ? `fan-out: ${PLAYERS} e-mails sent ${(sentAll / 1000).toFixed(1)} s after the emit began (${Math.round(PLAYERS / (sentAll / 1000))} messages/s; goal: under 60 s); ${mailsReceived} reached the mail server; ${failed} failed`
      : `fan-out: NOT finished within ${args.timeout} s; ${mailsReceived} reached the mail server; ${failed} failed`,
  );
  const line = (name: string, times: number[]) => {
    const { median, p95 } = medianAndP95(times);
    const p99 = percentile(times, 0.99);
    return {
      text: `${name.padEnd(28)} p50 ${median.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms  (${times.length} calls)`,
      p99,
      median,
    };
  };
  const a = line('API latency, idle', idle.times);
  const b = line('API latency, while sending', busy.times);
  console.log(a.text);
  console.log(b.text);
  console.log(
    `while sending / idle: p50 ${(b.median / a.median).toFixed(2)}x, p99 ${(b.p99 / a.p99).toFixed(2)}x (goal: within 1.20x); errors ${idle.errors + busy.errors}`,
  );
  console.log(`server peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB`);
} finally {
  clearInterval(rssTimer);
  await tool.close();
  await server.stop();
  sink.close();
  if (pgUrl && postgres) await dropDatabase(postgres, pgUrl);
  if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
}

/** scripts/smtp-sink-process.ts, forked: its address, how many messages it got, and its stop. */
async function startSinkProcess(): Promise<{ url: string; count(): Promise<number>; close(): void }> {
  const child = fork(path.resolve('scripts/smtp-sink-process.ts'));
  // It stands for a mail server on another machine: it takes only the time the server leaves idle.
  os.setPriority(child.pid!, 10);
  const next = <T>() =>
    new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T)));
  const { url } = await next<{ url: string }>();
  return {
    url,
    count: async () => {
      const answer = next<{ received: number }>();
      child.send('count');
      return (await answer).received;
    },
    close: () => child.send('close'),
  };
}

/** The demo content and PLAYERS accounts with an e-mail each, half of them reading Hindi. */
async function seedPlayers(db: Database): Promise<string[]> {
  await migrate(db);
  await seedDemo(db.orm.em.fork(), { log: () => {} });
  const ids: string[] = [];
  const em = db.orm.em.fork();
  for (let from = 0; from < PLAYERS; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, PLAYERS - from) }, (_, i) => {
      const n = from + i;
      const id = crypto.randomUUID();
      ids.push(id);
      return {
        id,
        email: `notify.player${n}@bench.arena.local`,
        firstName: `Player${n}`,
        language: n % 2 ? ('hi' as const) : ('en' as const),
        emailPreferences: { matchReminders: true, results: true, news: false },
        createdAt: new Date(),
        updatedAt: new Date(),
      };
    });
    await em.insertMany(AppUser, rows);
  }
  return ids;
}

/** A signed-up, signed-in account of the benchmark's own, for the signed-in read. */
async function signedInProbe(base: string): Promise<string> {
  const body = {
    email: `notify-probe-${process.pid}@example.in`,
    password: 'Notify-probe-password-1',
    name: 'Probe',
  };
  const headers = { 'content-type': 'application/json', origin: base };
  const up = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!up.ok) throw new Error(`sign-up failed: ${up.status}`);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: body.email, password: body.password }),
  });
  const token = signIn.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in failed: ${signIn.status}`);
  return token;
}

/**
 * Open-loop probing: RATE calls a second on a fixed schedule (not waiting for answers), alternating
 * the signed-in bell count and the public footer, until `ms` pass or `stop()` says so.
 */
async function probe(base: string, token: string, ms: number, stop: () => boolean) {
  const times: number[] = [];
  let errors = 0;
  const calls: Promise<void>[] = [];
  const begin = performance.now();
  for (let i = 0; performance.now() - begin < ms && !stop(); i++) {
    const due = begin + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const signedIn = i % 2 === 0;
    const url = signedIn ? '/api/notifications/unread-count' : '/api/footer';
    const started = performance.now();
    calls.push(
      fetch(base + url, { headers: signedIn ? { authorization: `Bearer ${token}` } : {} })
        .then(async (res) => {
          await res.arrayBuffer();
          if (!res.ok) errors++;
          times.push(performance.now() - started);
        })
        .catch(() => void errors++),
    );
  }
  await Promise.all(calls);
  return { times, errors };
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}
