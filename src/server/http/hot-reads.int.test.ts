import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';

// Hot reads are answered by node:http in front of Fastify, so these tests go over a real socket
// (inject never reaches them). A hot answer is the one without a request id of our own: the app
// gives every request it handles one, the hot path only echoes a caller's.
const { t, admin } = adminTestAppOfFile('demo');
let base: string;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET: no automatic decompression, so the encoding on the wire is what we see. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(base + url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const isHot = (answer: Answer) => answer.headers['x-request-id'] === undefined;

/** Asks until the answer comes from the hot path (the first asks fill it in the background). */
async function hot(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  for (let i = 0; i < 100; i++) {
    const answer = await get(url, headers);
    if (isHot(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} never became hot`);
}

describe('hot public reads', () => {
  it('answer the same status, body and headers as the app, without its per-request work', async () => {
    const cold = await get('/api/footer');
    expect(isHot(cold)).toBe(false);
    const warm = await hot('/api/footer');
    expect(warm.status).toBe(200);
    expect(warm.body.toString()).toBe(cold.body.toString());
    for (const name of [
      'content-type',
      'etag',
      'cache-control',
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
    ])
      expect(warm.headers[name], name).toBe(cold.headers[name]);
    expect(Number(warm.headers['content-length'])).toBe(warm.body.length);
  });

  it('answer a matching If-None-Match with 304 and echo a valid request id only', async () => {
    const warm = await hot('/api/footer');
    const again = await get('/api/footer', {
      'if-none-match': warm.headers.etag as string,
      'x-request-id': 'caller-id-0001',
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(warm.headers.etag);
    expect(again.headers['x-request-id']).toBe('caller-id-0001');
    expect(
      (await get('/api/footer', { 'x-request-id': '<script>' })).headers['x-request-id'],
    ).toBeUndefined();
  });

  it('compress larger bodies as the client accepts, and say they vary by encoding', async () => {
    const plain = await hot('/api/blog');
    expect(plain.body.length).toBeGreaterThan(1024);
    const gzip = await get('/api/blog', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    const br = await get('/api/blog', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('serve tRPC calls of public reads, batched or not', async () => {
    const one = await hot('/trpc/footer.view');
    expect(JSON.parse(one.body.toString())).toMatchObject({ result: { data: { json: { variant: 'A' } } } });
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { limit: 3 } }, 1: { json: undefined } }));
    const batch = await hot(`/trpc/blog.list,footer.view?batch=1&input=${input}`);
    expect(JSON.parse(batch.body.toString())).toHaveLength(2);
  });

  it('show an admin write on the very next read', async () => {
    await hot('/api/footer');
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/footer',
      headers: admin.headers,
      payload: {
        section: 'quick-links',
        label: 'Hot Off The Press',
        type: 'internal',
        url: '/',
        position: 9,
      },
    });
    expect(created.statusCode).toBe(201);
    const next = await get('/api/footer');
    expect(next.body.toString()).toContain('Hot Off The Press');
    expect((await hot('/api/footer')).body.toString()).toContain('Hot Off The Press');
  });

  it('never keep anything else: private calls, errors, other methods', async () => {
    for (let i = 0; i < 5; i++) {
      expect(isHot(await get('/trpc/auth.session'))).toBe(false);
      expect(isHot(await get('/trpc/auth.session,footer.view?batch=1&input=%7B%7D'))).toBe(false);
      const missing = await get('/api/blog/no-such-post');
      expect([missing.status, isHot(missing)]).toEqual([404, false]);
      const page = await get('/static-pages/no-such-page');
      expect([page.status, isHot(page)]).toEqual([404, false]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const session = await get('/trpc/auth.session', admin.headers);
    expect(isHot(session)).toBe(false);
    expect(session.body.toString()).toContain(admin.email);
  });
});
