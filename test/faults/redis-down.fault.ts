// Scenario 3 of issue 30: Redis goes down under two instances that share it (and one PostgreSQL
// database). Both keep serving; the rate limits still hold, counted in the database by both;
// a sign-out reaches the other instance at the latest when its session cache forgets (public
// content likewise converges within its cache's lifetime); each instance warns once, not per
// request; when Redis is back they use it again. PostgreSQL only (two instances on one database).
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS } from '../../src/server/auth/session-cache.ts';
import { freePort } from '../support/e2e-server.ts';
import { createDatabase, dropDatabase } from '../support/postgres.ts';
import { checked, onPostgres, startFaultServer, type FaultServer } from './harness.ts';
import { newCallLog, pause, playersOf, type Account } from './players.ts';

/** Sign-ups one address may make a minute (auth/local-auth.ts, AUTH_RATE_LIMITS). */
const SIGN_UPS_A_MINUTE = 30;
/** A sign-out reaches the other instance this fast through Redis. */
const THROUGH_REDIS_MS = 1_000;

let redis: ChildProcess | undefined;
let servers: FaultServer[] = [];
let databaseUrl: string | undefined;
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  if (databaseUrl) await dropDatabase(process.env.DATABASE_URL!, databaseUrl);
  redis?.kill('SIGKILL');
});

describe.skipIf(!onPostgres)('Redis down under two instances', () => {
  it('keeps both serving with the limits counted in the database, warns once, and uses Redis again when it is back', async () => {
    const redisPort = await freePort();
    redis = startRedis(redisPort);
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    await untilRedisAnswers(redisUrl);
    databaseUrl = await createDatabase(process.env.DATABASE_URL!, 'fault_redis');
    const env = { REDIS_URL: redisUrl };
    servers = await Promise.all(
      ['fault_redis_a', 'fault_redis_b'].map((name) =>
        startFaultServer(name, env, { databaseUrl: databaseUrl!, readLog: true }),
      ),
    );
    const [a, b] = servers as [FaultServer, FaultServer];
    const log = newCallLog();
    const onA = playersOf(() => a.url, log);
    const onB = playersOf(() => b.url, log);

    let accounts = 0;
    const account = () => onA.account(accounts++, 'redis');
    const before = await signOutReaches(onA, onB, await account());
    expect(before).toBeLessThan(THROUGH_REDIS_MS);
    checked(`with Redis: a sign-out on A was refused on B ${before.toFixed(0)} ms later`);

    redis.kill('SIGKILL');
    await new Promise((resolve) => redis!.once('exit', resolve));
    const downAt = performance.now();
    const reader = await account();

    // Both keep serving, and fast: no call waits on a reconnection to Redis.
    let slowest = 0;
    for (let round = 0; round < 5; round++)
      for (const players of [onA, onB]) {
        const started = performance.now();
        expect((await players.call('GET', '/api/participants', { account: reader }))?.status).toBe(200);
        expect((await players.call('GET', '/'))?.status).toBe(200);
        slowest = Math.max(slowest, performance.now() - started);
      }
    checked(
      `Redis down: both instances served the page and signed-in reads, the slowest pair in ${slowest.toFixed(0)} ms`,
    );

    // The limit still holds, counted in the database by both instances together.
    const ip = '10.77.0.1';
    const signUps: number[] = [];
    for (let i = 0; i <= SIGN_UPS_A_MINUTE; i++) {
      const answer = await (i % 2 ? onB : onA).call('POST', '/api/auth/sign-up/email', {
        account: { ip, token: '', email: '', password: '' },
        body: { email: `fault-redis-limit-${i}@example.in`, password: `Fault-password-${i}`, name: 'Limit' },
        expected: [429],
      });
      signUps.push(answer!.status);
    }
    expect(signUps.slice(0, SIGN_UPS_A_MINUTE).every((s) => s === 200)).toBe(true);
    expect(signUps[SIGN_UPS_A_MINUTE]).toBe(429);
    checked(
      `Redis down: ${SIGN_UPS_A_MINUTE} sign-ups from one address, alternating A and B, were let through and the next refused (429): the limit held, counted in the database`,
    );

    // Without the bus, a sign-out reaches B when B's session cache forgets the token.
    const stale = await signOutReaches(onA, onB, await account());
    expect(stale).toBeLessThan(SESSION_CACHE_MS + 1_500);
    checked(
      `Redis down: a sign-out on A was refused on B ${stale.toFixed(0)} ms later, within the session cache's ${SESSION_CACHE_MS / 1000} s`,
    );

    const warnings = servers.map((s) => s.log.filter((line) => line.includes('Redis')));
    for (const lines of warnings) expect(lines, lines.join('\n')).toHaveLength(1);
    checked(
      `each instance logged one warning in ${((performance.now() - downAt) / 1000).toFixed(0)} s of the outage, not one per request`,
    );

    // Back: both use it again by themselves (the bus carries a sign-out at once, the limits count there).
    redis = startRedis(redisPort);
    await untilRedisAnswers(redisUrl);
    let after = Infinity;
    for (let tries = 0; tries < 10 && after >= THROUGH_REDIS_MS; tries++) {
      await pause(500);
      after = await signOutReaches(onA, onB, await account());
    }
    expect(after).toBeLessThan(THROUGH_REDIS_MS);
    const shared = new Redis(redisUrl);
    const counted = await shared.keys('*rate:*');
    await shared.quit();
    expect(counted.length).toBeGreaterThan(0);
    checked(
      `Redis back: a sign-out on A was refused on B ${after.toFixed(0)} ms later again, and the rate limits are counted in Redis again`,
    );
    expect(log.wrong).toEqual([]);
  });
});

function startRedis(port: number): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
}

async function untilRedisAnswers(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 100 });
  client.on('error', () => {});
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((await client.ping().catch(() => null)) === 'PONG') break;
    await pause(100);
  }
  client.disconnect();
}

/**
 * `account` reads on B (so B has its session cached), signs out on A, then reads on B until B
 * refuses the token; answers how long after the sign-out that was.
 */
async function signOutReaches(
  onA: ReturnType<typeof playersOf>,
  onB: ReturnType<typeof playersOf>,
  account: Account,
): Promise<number> {
  expect((await onB.call('GET', '/api/participants', { account }))?.status).toBe(200);
  expect((await onA.call('POST', '/api/auth/sign-out', { account, body: {} }))?.status).toBe(200);
  const signedOut = performance.now();
  while (performance.now() - signedOut < 30_000) {
    const answer = await onB.call('GET', '/api/participants', { account, expected: [401] });
    if (answer?.status === 401) return performance.now() - signedOut;
    await pause(25);
  }
  return Infinity;
}
