import net from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAdmission } from './admission.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function appWithLimit(limit: number, holdMs = 20, queueLimit = 100) {
  const app = Fastify();
  const admission = registerAdmission(app, { limit, queueLimit, applies: (url) => url.startsWith('/api/') });
  const seen = { active: 0, most: 0, order: [] as number[] };
  app.get('/api/slow/:n', async (req) => {
    seen.active++;
    seen.most = Math.max(seen.most, seen.active);
    seen.order.push(Number((req.params as { n: string }).n));
    await sleep(holdMs);
    seen.active--;
    return { ok: true };
  });
  app.post('/api/echo', async (req) => req.body);
  app.get('/healthz', async () => ({ status: 'ok' }));
  return { app, seen, admission };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('admission control', () => {
  it('works on at most `limit` API calls at once, the others in arrival order, and loses no slot', async () => {
    const { app, seen } = appWithLimit(2);
    close = () => app.close();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => app.inject({ url: `/api/slow/${n}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(seen.most).toBe(2);
    expect(seen.order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Every slot came back: ten more go through as well.
    const again = await Promise.all(
      Array.from({ length: 10 }, (_, n) => app.inject({ url: `/api/slow/${n}` })),
    );
    expect(again.every((a) => a.statusCode === 200)).toBe(true);
  });

  it('lets other paths through at once, and skips a caller who hung up while waiting', async () => {
    const { app, seen } = appWithLimit(1, 200);
    close = () => app.close();
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const first = fetch(`${base}/api/slow/1`);
    await sleep(20);
    const gaveUp = new AbortController();
    const second = fetch(`${base}/api/slow/2`, { signal: gaveUp.signal }).catch(() => 'aborted');
    const third = fetch(`${base}/api/slow/3`);
    await sleep(20);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(seen.order).toEqual([1]);
    gaveUp.abort();
    expect(await second).toBe('aborted');
    expect((await first).status).toBe(200);
    expect((await third).status).toBe(200);
    expect(seen.order).toEqual([1, 3]);
    expect((await fetch(`${base}/api/slow/4`)).status).toBe(200);
  });
});

describe('admission control under a crowd', () => {
  it('turns away calls past the queue with 503 and Retry-After, and says it is not ready', async () => {
    const { app, seen, admission } = appWithLimit(1, 300, 2);
    close = () => app.close();
    const calls = Array.from({ length: 4 }, (_, n) => app.inject({ url: `/api/slow/${n}` }));
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 503]);
    expect(answers[3]!.headers['retry-after']).toBe('5');
    expect(answers[3]!.json()).toEqual({
      error: 'The server is busy. Please try again in a few seconds.',
      code: 'SERVICE_UNAVAILABLE',
      requestId: expect.any(String),
    });
    expect(seen.order).toEqual([0, 1, 2]);
    // Every slot is free again: ready, although a call was turned away a moment ago.
    expect(admission.notReady()).toBeNull();
    const holding = app.inject({ url: '/api/slow/9' });
    await sleep(20);
    expect(admission.notReady()).toBe('API calls are being turned away: the queue is full.');
    await holding;
  });

  it('takes a slot only once the body is in: a slow upload never holds one', async () => {
    const { app } = appWithLimit(1);
    close = () => app.close();
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(base);
    const slow = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.write(
      'POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    await sleep(50);
    const answer = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"ok":true}',
      signal: AbortSignal.timeout(1_000),
    });
    expect(await answer.json()).toEqual({ ok: true });
    slow.destroy();
  });

  it('lets a caller who hung up while waiting leave the queue', async () => {
    const { app, seen } = appWithLimit(1, 200, 1);
    close = () => app.close();
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const first = fetch(`${base}/api/slow/1`);
    await sleep(20);
    const gaveUp = new AbortController();
    const second = fetch(`${base}/api/slow/2`, { signal: gaveUp.signal }).catch(() => 'aborted');
    await sleep(20);
    gaveUp.abort();
    expect(await second).toBe('aborted');
    await sleep(20);
    // The place it held is free: this one waits instead of being turned away.
    const third = fetch(`${base}/api/slow/3`);
    expect((await first).status).toBe(200);
    expect((await third).status).toBe(200);
    expect(seen.order).toEqual([1, 3]);
  });

  it('says it is not ready while the oldest waiting call has waited more than 10 seconds', async () => {
    const { app, admission } = appWithLimit(1, 300);
    close = () => app.close();
    const calls = [app.inject({ url: '/api/slow/1' }), app.inject({ url: '/api/slow/2' })];
    await sleep(50);
    expect(admission.notReady()).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11_000 });
    try {
      expect(admission.notReady()).toBe('An API call has waited 11 seconds for its turn.');
    } finally {
      vi.useRealTimers();
    }
    await Promise.all(calls);
    expect(admission.notReady()).toBeNull();
  });
});

describe('admission control and callers gone before their turn', () => {
  it('takes no slot for a caller who hung up before it reached admission', async () => {
    const app = Fastify();
    // Work before admission (a body parser, a session check) that outlasts the caller.
    app.addHook('preValidation', async () => sleep(100));
    registerAdmission(app, { limit: 1, queueLimit: 10, applies: (url) => url.startsWith('/api/') });
    app.get('/api/ok', async () => ({ ok: true }));
    close = () => app.close();
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const gaveUp = new AbortController();
    const gone = fetch(`${base}/api/ok`, { signal: gaveUp.signal }).catch(() => 'aborted');
    await sleep(20);
    gaveUp.abort();
    expect(await gone).toBe('aborted');
    await sleep(150);
    // The one slot is still free.
    const answer = await fetch(`${base}/api/ok`, { signal: AbortSignal.timeout(1_000) });
    expect(await answer.json()).toEqual({ ok: true });
  });
});
