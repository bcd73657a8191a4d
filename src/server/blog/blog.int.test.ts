import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
const DRAFT = 'national-finals-2027-venue-announcement';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db.orm.em.fork(), { log: () => {} });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/blog', () => {
  it('lists published posts only, newest first, without their content', async () => {
    const res = await get('/api/blog');
    expect(res.statusCode).toBe(200);
    const posts = res.json<{ slug: string; publishedAt: string; content?: string; published: boolean }[]>();
    expect(posts).toHaveLength(5);
    expect(posts.map((p) => p.slug)).not.toContain(DRAFT);
    expect(posts.every((p) => p.published && p.content === undefined)).toBe(true);
    const dates = posts.map((p) => Date.parse(p.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(posts[0]).toMatchObject({
      slug: 'bgmi-rotation-guide-for-qualifiers',
      featured: true,
      readTimeMinutes: 1,
    });
  });

  it('searches title and excerpt, case-insensitively', async () => {
    const byTitle = (await get('/api/blog?search=VALORANT')).json<{ slug: string }[]>();
    expect(byTitle.map((p) => p.slug)).toEqual(['valorant-aim-routine-15-minutes']);
    const byExcerpt = (await get(`/api/blog?search=${encodeURIComponent('vehicle discipline')}`)).json<
      { slug: string }[]
    >();
    expect(byExcerpt.map((p) => p.slug)).toEqual(['bgmi-rotation-guide-for-qualifiers']);
    // Words only in the content do not match, and drafts never do.
    expect((await get('/api/blog?search=refuel')).json()).toEqual([]);
    expect((await get('/api/blog?search=venue')).json()).toEqual([]);
  });

  it('limits the list', async () => {
    const posts = (await get('/api/blog?limit=3')).json();
    expect(posts).toHaveLength(3);
    const bad = await get('/api/blog?limit=zero');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('GET /api/blog/featured', () => {
  it('lists the featured published posts', async () => {
    const res = await get('/api/blog/featured');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ slug: string }[]>().map((p) => p.slug)).toEqual([
      'bgmi-rotation-guide-for-qualifiers',
      'valorant-aim-routine-15-minutes',
    ]);
  });
});

describe('GET /api/blog/{idOrSlug}', () => {
  it('returns a published post by slug and by id, with content and read time', async () => {
    const bySlug = await get('/api/blog/how-arena-qualifiers-work');
    expect(bySlug.statusCode).toBe(200);
    const post = bySlug.json();
    expect(post.content).toContain('<h2>Solo or squad</h2>');
    expect(post.readTimeMinutes).toBe(1);
    const byId = await get(`/api/blog/${post.id}`);
    expect(byId.json()).toEqual(post);
    expect((await get('/api/blog/HOW-ARENA-QUALIFIERS-WORK')).json().id).toBe(post.id);
  });

  it('hides an unpublished post by slug and by id', async () => {
    const bySlug = await get(`/api/blog/${DRAFT}`, { 'x-request-id': 'blog-draft-0001' });
    expect(bySlug.statusCode).toBe(404);
    expect(bySlug.json()).toEqual({
      error: 'Blog post not found',
      code: 'NOT_FOUND',
      reason: 'blog.not_found',
      requestId: 'blog-draft-0001',
    });
    const draft = await t.db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(`select id from blog_post where slug = '${DRAFT}'`);
    const byId = await get(`/api/blog/${draft[0]!.id}`);
    expect(byId.statusCode).toBe(404);
    expect(byId.json().error).toBe('Blog post not found');
  });

  it('answers unknown and malformed keys with 404', async () => {
    for (const key of ['no-such-post', 'Not%20A%20Slug', '00000000-0000-4000-8000-000000000000']) {
      const res = await get(`/api/blog/${key}`);
      expect(res.statusCode, key).toBe(404);
      expect(res.json().error).toBe('Blog post not found');
    }
  });
});

describe('HTTP caching of public reads', () => {
  it('sends a strong ETag and answers 304 when it still matches', async () => {
    for (const url of ['/api/blog', '/api/blog/featured', '/api/blog/how-arena-qualifiers-work']) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const second = await get(url, { 'if-none-match': etag });
      expect(second.statusCode, url).toBe(304);
      expect(second.body).toBe('');
      expect(second.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    }
  });

  it('gives different answers different ETags', async () => {
    const all = await get('/api/blog');
    const some = await get('/api/blog?search=bgmi');
    expect(all.headers.etag).not.toBe(some.headers.etag);
  });
});

describe('tRPC blog.list', () => {
  it('answers over HTTP with dates', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { limit: 3 } }));
    const res = await get(`/trpc/blog.list?input=${input}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json).toHaveLength(3);
    expect(res.json().result.data.meta.values['0.createdAt']).toEqual(['Date']);
  });
});
