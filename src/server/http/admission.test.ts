import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerAdmission } from './admission.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function appWithLimit(limit: number, holdMs = 20) {
  const app = Fastify();
  registerAdmission(app, { limit, applies: (url) => url.startsWith('/api/') });
  const seen = { active: 0, most: 0, order: [] as number[] };
  app.get('/api/slow/:n', async (req) => {
    seen.active++;
    seen.most = Math.max(seen.most, seen.active);
    seen.order.push(Number((req.params as { n: string }).n));
    await sleep(holdMs);
    seen.active--;
    return { ok: true };
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  return { app, seen };
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
