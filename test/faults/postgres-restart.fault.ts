// Scenario 2 of issue 30: PostgreSQL restarts (stopped, 10 s, started) while players pay. Meanwhile
// API calls answer 503 with Retry-After (no 500, no "sign in", nothing hanging), /readyz says not
// ready while /healthz (the process) stays up; once PostgreSQL is back the server serves again
// by itself within seconds, its background work included, and nothing was half-written.
// PostgreSQL only (the embedded PGlite lives and dies with the server: scenario 1). Stops the
// cluster of DATABASE_URL with pg_ctlcluster, so it needs this machine's cluster and root, as CI has.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { checked, onPostgres, startFaultServer, type FaultServer } from './harness.ts';
import { payMock, register } from './journeys.ts';
import { inTurns, onSchedule } from '../support/schedule.ts';
import { newCallLog, pause, playersOf, type Account } from './players.ts';
import { expectSettled } from './settled.ts';

const DOWN_MS = 10_000;
const PLAYERS = 60;
const RATE = 3;
/** Well inside the server's request timeout (HTTP_REQUEST_TIMEOUT_MS, 30 s). */
const ANSWER_WITHIN_MS = 5_000;
/** How soon after PostgreSQL accepts connections again the API must serve again. */
const BACK_WITHIN_MS = 5_000;

const cluster = () => {
  const version = fs.readdirSync('/etc/postgresql')[0];
  if (!version) throw new Error('no PostgreSQL cluster under /etc/postgresql');
  return (action: 'start' | 'stop') =>
    execFileSync(
      'pg_ctlcluster',
      ['--skip-systemctl-redirect', version, 'main', action, ...(action === 'stop' ? ['-m', 'fast'] : [])],
      {
        stdio: 'inherit',
      },
    );
};

let server: FaultServer | undefined;
let postgresStopped = false;
afterAll(async () => {
  if (postgresStopped) cluster()('start');
  await server?.close();
});

interface Probe {
  what: string;
  status: number | null;
  retryAfter: string | null;
  ms: number;
}

describe.skipIf(!onPostgres)('PostgreSQL restarting mid-rush', () => {
  it('answers 503 with Retry-After while it is down, serves again by itself when it is back, and loses nothing', async () => {
    server = await startFaultServer('fault_postgres');
    const live = server;
    const log = newCallLog();
    const players = playersOf(() => live.url, log, { deadlineMs: 90_000 });
    const accounts = await inTurns(PLAYERS + 1, 4, (i) => players.account(i, 'postgres'));
    const prober = accounts.pop()!;
    const pgctl = cluster();

    const journeys = onSchedule(PLAYERS, RATE, async (i) => {
      const account = accounts[i]!;
      const registration = await register(players, account, i, 'postgres');
      await payMock(players, account, registration);
      return { account, registration };
    });

    await pause(3000);
    pgctl('stop');
    postgresStopped = true;
    const stoppedAt = performance.now();
    const probes: Probe[] = [];
    // The session cache (5 s) may still know the prober: the calls must fail on the database
    // itself, not on a forgotten sign-in.
    await pause(500);
    while (performance.now() - stoppedAt < DOWN_MS) {
      probes.push(...(await Promise.all(probeAll(live.url, prober))));
      await pause(500);
    }
    pgctl('start');
    postgresStopped = false;
    const startedAt = performance.now();

    const api = probes.filter((p) => p.what.startsWith('api'));
    expect(
      api.filter((p) => p.status !== 503),
      JSON.stringify(api),
    ).toEqual([]);
    expect(api.filter((p) => p.retryAfter === null)).toEqual([]);
    expect(Math.max(...probes.map((p) => p.ms))).toBeLessThan(ANSWER_WITHIN_MS);
    checked(
      `${api.length} API calls (a read, a registration, a payment) while PostgreSQL was down: all 503 with Retry-After, ` +
        `the slowest answered in ${Math.max(...api.map((p) => p.ms)).toFixed(0)} ms`,
    );
    expect(probes.filter((p) => p.what === 'readyz').every((p) => p.status === 503)).toBe(true);
    expect(probes.filter((p) => p.what === 'healthz').every((p) => p.status === 200)).toBe(true);
    checked('meanwhile /readyz said 503 (not ready) and /healthz 200 (the process is alive)');

    // Back by itself: no restart of the server.
    let back: number | null = null;
    while (performance.now() - startedAt < 30_000) {
      if ((await probeOf(live.url, prober)('api read', '/api/participants')).status === 200) {
        back = performance.now() - startedAt;
        break;
      }
      await pause(100);
    }
    expect(back).not.toBeNull();
    expect(back!).toBeLessThan(BACK_WITHIN_MS);
    checked(
      `the API served again ${(back! / 1000).toFixed(1)} s after PostgreSQL was started, the server untouched`,
    );

    const paid = await journeys;
    await expectSettled(live, log, paid);
    await expectOutboxDrained(live);
  });
});

/** A read, a write that would register and one that would pay, /readyz and /healthz, at once. */
function probeAll(url: string, account: Account): Promise<Probe>[] {
  const probe = probeOf(url, account);
  return [
    probe('api read', '/api/participants'),
    probe('api register', '/api/participants', {
      name: 'Probe Player',
      phone: '9876543210',
      email: 'probe@example.in',
      state: 'Maharashtra',
      city: 'Pune',
      dateOfBirth: '2000-04-15',
      selectedGame: 'BGMI',
      playFormat: 'solo',
      riskCategory: 'hr',
      priceCategory: '1500',
      paymentMethod: 'upi',
      idempotencyKey: 'postgres-probe',
    }),
    probe('api pay', '/api/payments/initiate', {
      orderId: '00000000-0000-4000-8000-000000000000',
      method: 'upi',
    }),
    probe('readyz', '/readyz'),
    probe('healthz', '/healthz'),
  ];
}

/** A call as `account`, timed, with its status (null: no answer) and Retry-After. */
function probeOf(url: string, account: Account) {
  const headers = {
    origin: url,
    authorization: `Bearer ${account.token}`,
    'x-forwarded-for': account.ip,
    'content-type': 'application/json',
  };
  return async (what: string, path: string, body?: unknown): Promise<Probe> => {
    const started = performance.now();
    const res = await fetch(url + path, {
      method: body ? 'POST' : 'GET',
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(35_000),
    }).catch(() => null);
    await res?.text();
    return {
      what,
      status: res?.status ?? null,
      retryAfter: res?.headers.get('retry-after') ?? null,
      ms: performance.now() - started,
    };
  };
}

/** The notification sender came back too: every event told, every e-mail due sent. */
async function expectOutboxDrained(server: FaultServer): Promise<void> {
  const deadline = Date.now() + 60_000;
  let left = { events: -1, due: -1 };
  while (Date.now() < deadline) {
    const [row] = await server.sql<{ events: number; due: number }>(
      `select (select count(*)::int from notification_outbox where expanded_at is null) as events,
         (select count(*)::int from notification_delivery where status = 'queued' and not_before <= now()) as due`,
    );
    left = row!;
    if (!left.events && !left.due) break;
    await pause(500);
  }
  expect(left).toEqual({ events: 0, due: 0 });
  checked('the notification sender recovered too: every event expanded, every message due sent');
}
