import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase, TEST_KEYRING } from '../../../test/support/test-app.ts';

// A hot read is kept under the parameters its procedure reads (issue 24): junk in the query string
// neither makes a new entry nor costs a background fill. Fills go through `app.inject`, whose
// requests are counted here by their user agent.
let app: App;
let db: Database;
let base: string;
const fills: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir() });
  app = await buildApp({ config, db, keyring: TEST_KEYRING, clientDir: null, logger: false });
  app.addHook('onRequest', async (req) => {
    if (req.headers['user-agent'] === 'lightMyRequest') fills.push(req.url);
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const get = (url: string) => fetch(base + url);
const isHot = (res: Response) => !res.headers.has('x-request-id');
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

async function filledFor(urls: string[]): Promise<string[]> {
  fills.length = 0;
  for (const url of urls) expect((await get(url)).status).toBe(200);
  await settle();
  return [...fills];
}

describe('hot read keys', () => {
  it('ignore query parameters the read does not take: one entry, one fill', async () => {
    const junk = Array.from({ length: 20 }, (_, i) => `/api/blog?x=${i}`);
    expect(await filledFor(junk)).toEqual(['/api/blog']);
    expect(isHot(await get('/api/blog?y=1&x=2'))).toBe(true);
    expect(await filledFor(['/api/footer?a=1', '/api/footer?b=2', '/api/footer?a=1&b=2'])).toEqual([
      '/api/footer',
    ]);
  });

  it('still tell apart the parameters the read takes, keeping the first of each', async () => {
    expect(await filledFor(['/api/blog?lang=hi&x=1', '/api/blog?x=2&lang=hi'])).toEqual([
      '/api/blog?lang=hi',
    ]);
    expect(isHot(await get('/api/blog?lang=hi&z=9'))).toBe(true);
    // A repeated parameter: the first counts.
    expect(isHot(await get('/api/blog?lang=hi&lang=en'))).toBe(true);
  });

  it('cut tRPC inputs down to the keys each call reads, and fill nothing for an input that is not JSON', async () => {
    const input = (json: object) => encodeURIComponent(JSON.stringify({ 0: { json }, 1: { json: {} } }));
    const urls = [1, 2, 3].map(
      (n) => `/trpc/blog.list,footer.view?batch=1&input=${input({ lang: 'en', junk: n })}&x=${n}`,
    );
    const filled = await filledFor(urls);
    expect(filled).toHaveLength(1);
    expect(decodeURIComponent(filled[0]!)).toBe(
      '/trpc/blog.list,footer.view?batch=1&input={"0":{"json":{"lang":"en"}},"1":{"json":{}}}',
    );
    fills.length = 0;
    expect((await get('/trpc/footer.view?input=not-json')).status).toBe(400);
    await settle();
    expect(fills).toEqual([]);
  });
});
