import net from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase, TEST_KEYRING } from '../../../test/support/test-app.ts';

// Slow clients against the real app over real sockets (issue 24, item 2): a body that never
// arrives must not hold one of the API's few slots, and a crowd past the queue is turned away.
// Short limits so the test runs in seconds: 4 slots, 2 places in the queue, 1.5 s per request,
// 2 s of silence.
let app: App;
let db: Database;
let port: number;
/** Calls to the test's own route wait for this to be resolved. */
let releaseHeld: () => void = () => {};
let held = new Promise<void>((resolve) => (releaseHeld = resolve));

beforeAll(async () => {
  db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: os.tmpdir(),
    API_CONCURRENCY: '4',
    API_QUEUE_LIMIT: '2',
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_REQUEST_TIMEOUT_MS: '1500',
    HTTP_IDLE_TIMEOUT_MS: '2000',
  });
  app = await buildApp({ config, db, keyring: TEST_KEYRING, clientDir: null, logger: false });
  // An API call that takes as long as the test wants: it holds its slot until then.
  app.get('/api/test/held', async () => {
    await held;
    return { done: true };
  });
  port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
  // Warm: a first call's one-off start-up work is not what the tests time.
  await fetch(`http://127.0.0.1:${port}/api/auth/get-session`);
  await fetch(`http://127.0.0.1:${port}/trpc/games.list`);
});
afterAll(async () => {
  releaseHeld();
  await app.close();
  await db.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw connection that sends `head` (and then whatever the test writes); resolves with all it was answered. */
function rawRequest(head: string): { socket: net.Socket; answer: Promise<string> } {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(head);
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve(text));
  });
  return { socket, answer };
}

const slowSignIn = (contentLength: number) =>
  `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${contentLength}\r\n\r\n{`;

const call = (path: string) =>
  fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(1_000) });

describe('slow requests', () => {
  it('100 uploads that never finish leave the API answering, and each gets 408 at the request timeout', async () => {
    const uploads = Array.from({ length: 100 }, () => rawRequest(slowSignIn(100_000)));
    await sleep(200);
    const started = Date.now();
    const session = await call('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(await call('/trpc/games.list').then((r) => r.status)).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);

    const answers = await Promise.all(uploads.map((upload) => upload.answer));
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        error: 'The request took too long to arrive. Please try again.',
        code: 'REQUEST_TIMEOUT',
        requestId: expect.any(String),
      });
    }
  });

  it('cuts off a body that trickles in with 408', async () => {
    const started = Date.now();
    const upload = rawRequest(slowSignIn(100));
    const trickle = setInterval(() => upload.socket.write(' '), 100);
    const answer = await upload.answer;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // The request timeout (1.5 s) checked every 375 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('turns a crowd past the queue away with 503 and Retry-After, and /readyz says so until it clears', async () => {
    expect((await call('/readyz')).status).toBe(200);
    // 4 calls take the slots and 2 wait: the 7th is turned away.
    const working = Array.from({ length: 6 }, () => fetch(`http://127.0.0.1:${port}/api/test/held`));
    await sleep(200);
    const turnedAway = await call('/api/auth/get-session');
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.headers.get('retry-after')).toBe('5');
    expect(await turnedAway.json()).toEqual({
      error: 'The server is busy. Please try again in a few seconds.',
      code: 'SERVICE_UNAVAILABLE',
      requestId: expect.any(String),
    });
    // Health is about the process; readiness about whether it can serve the API.
    expect((await call('/healthz')).status).toBe(200);
    const ready = await call('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      error: 'API calls are being turned away: the queue is full.',
      code: 'SERVICE_UNAVAILABLE',
    });

    releaseHeld();
    expect((await Promise.all(working)).map((r) => r.status)).toEqual(Array(6).fill(200));
    held = new Promise<void>((resolve) => (releaseHeld = resolve));
    expect((await call('/readyz')).status).toBe(200);
    expect((await call('/api/auth/get-session')).status).toBe(200);
  });

  it('closes a connection silent past the idle timeout, which gives its slot back', async () => {
    const hung = Array.from({ length: 4 }, () =>
      fetch(`http://127.0.0.1:${port}/api/test/held`).then(
        () => 'answered',
        () => 'closed',
      ),
    );
    await sleep(200);
    expect((await call('/api/auth/get-session').catch(() => null))?.status).not.toBe(200);
    expect(await Promise.all(hung)).toEqual(Array(4).fill('closed'));
    expect((await call('/api/auth/get-session')).status).toBe(200);
  });
});
