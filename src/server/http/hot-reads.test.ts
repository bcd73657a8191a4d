import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HotReads } from './hot-reads.ts';

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Hot reads in front of a fallback that answers 503, so a hot answer is any 200. */
async function start(hot: HotReads): Promise<string> {
  server = http.createServer(
    hot.listener((_req, res) => {
      res.writeHead(503);
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function untilHot(url: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if ((await fetch(url)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} never became hot`);
}

describe('hot reads', () => {
  it('keep at most maxBytes of bodies, forgetting the oldest first', async () => {
    const hot = new HotReads({
      hotUrl: (url) => url,
      fill: async (url) => ({
        statusCode: 200,
        headers: { 'content-type': 'text/plain' },
        body: Buffer.alloc(1000, url),
      }),
      ttlMs: 60_000,
      maxBytes: 2_500,
      log: { warn: () => {} },
    });
    const base = await start(hot);
    for (const path of ['/a', '/b', '/c']) await untilHot(base + path);
    expect((await fetch(`${base}/b`)).status).toBe(200);
    expect((await fetch(`${base}/c`)).status).toBe(200);
    expect((await fetch(`${base}/a`)).status).toBe(503);
  });

  it('keep serving an expired answer while its new fetch still runs, then the new one', async () => {
    let fills = 0;
    let release = () => {};
    const hot = new HotReads({
      hotUrl: (url) => url,
      fill: async () => {
        fills++;
        // The first fetch answers at once; the next one takes until released.
        if (fills > 1) await new Promise<void>((resolve) => (release = resolve));
        return { statusCode: 200, headers: {}, body: Buffer.from(`answer ${fills}`) };
      },
      ttlMs: 300,
      log: { warn: () => {} },
    });
    const base = await start(hot);
    await untilHot(`${base}/slow`);
    // Past its lifetime: served, and fetched again (the fetch hangs).
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await (await fetch(`${base}/slow`)).text()).toBe('answer 1');
    // Past the stale window too, but the fetch still runs: still served, not sent to the app.
    await new Promise((resolve) => setTimeout(resolve, 350));
    const meanwhile = await fetch(`${base}/slow`);
    expect(meanwhile.status).toBe(200);
    expect(await meanwhile.text()).toBe('answer 1');
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await (await fetch(`${base}/slow`)).text()).toBe('answer 2');
    expect(fills).toBe(2);
  });

  it('keep nothing but a 200 without cookies, and nothing a clear came during', async () => {
    let answer = { statusCode: 404, headers: {}, body: Buffer.from('no') };
    let release = () => {};
    const hot = new HotReads({
      hotUrl: (url) => (url === '/private' ? null : url),
      fill: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return answer;
      },
      ttlMs: 60_000,
      log: { warn: () => {} },
    });
    const base = await start(hot);
    const settle = async (path: string) => {
      await fetch(base + path);
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
      return (await fetch(base + path)).status;
    };
    expect(await settle('/missing')).toBe(503);
    answer = { statusCode: 200, headers: { 'set-cookie': 'a=b' }, body: Buffer.from('yes') };
    expect(await settle('/cookie')).toBe(503);
    expect(await settle('/private')).toBe(503);
    answer = { statusCode: 200, headers: {}, body: Buffer.from('yes') };
    await fetch(`${base}/cleared`);
    hot.clear();
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await fetch(`${base}/cleared`)).status).toBe(503);
  });

  it('keep pages for visitors without a session only, and no page with a query string', async () => {
    const filled: string[] = [];
    const hot = new HotReads({
      hotUrl: () => null,
      isPage: (path) => path.startsWith('/page'),
      hasSession: (req) => req.headers.cookie?.includes('session=') ?? false,
      fill: async (url) => {
        filled.push(url);
        return {
          statusCode: 200,
          headers: { 'content-type': 'text/html' },
          body: Buffer.from('<p>page</p>'),
        };
      },
      ttlMs: 60_000,
      log: { warn: () => {} },
    });
    const base = await start(hot);
    const withSession = { headers: { cookie: 'theme=dark; session=abc' } };

    expect((await fetch(`${base}/page`, withSession)).status).toBe(503);
    expect(filled).toEqual([]);
    await untilHot(`${base}/page`);
    expect(await (await fetch(`${base}/page`, { headers: { cookie: 'theme=dark' } })).text()).toBe(
      '<p>page</p>',
    );
    expect((await fetch(`${base}/page`, withSession)).status).toBe(503);

    await fetch(`${base}/page?utm_source=x`);
    await fetch(`${base}/other`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(filled).toEqual(['/page']);
  });

  it('keep a page once per version (language), and serve each visitor theirs', async () => {
    const filled: string[] = [];
    const hot = new HotReads({
      hotUrl: (url) => (url.split('?')[0] === '/api/read' ? url : null),
      isPage: (path) => path === '/page',
      pageVersion: (req) => (req.headers.cookie?.includes('lang=hi') ? 'hi' : 'en'),
      fill: async (url, version) => {
        filled.push(`${version ?? '-'} ${url}`);
        return { statusCode: 200, headers: {}, body: Buffer.from(`${url} in ${version ?? 'any'}`) };
      },
      ttlMs: 60_000,
      log: { warn: () => {} },
    });
    const base = await start(hot);
    const hindi = { headers: { cookie: 'lang=hi' } };

    await untilHot(`${base}/page`);
    expect((await fetch(`${base}/page`, hindi)).status).toBe(503);
    await untilHot(`${base}/page`); // still the English one
    for (let i = 0; i < 50 && (await fetch(`${base}/page`, hindi)).status !== 200; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await (await fetch(`${base}/page`, hindi)).text()).toBe('/page in hi');
    expect(await (await fetch(`${base}/page`)).text()).toBe('/page in en');

    // A read is the same in every language: kept once, whoever asked first.
    await untilHot(`${base}/api/read`);
    expect(await (await fetch(`${base}/api/read`, hindi)).text()).toBe('/api/read in any');
    expect(filled.sort()).toEqual(['- /api/read', 'en /page', 'hi /page']);
  });
});
