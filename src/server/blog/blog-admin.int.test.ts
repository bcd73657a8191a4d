import { describe, expect, it } from 'vitest';
import { AuditLog } from '../audit/entities.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';

const { t, admin } = adminTestAppOfFile();

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('admin blog writes', () => {
  it('creates a draft with a slug made from the title, hidden from the public', async () => {
    const res = await call('POST', '/admin/blog', {
      title: 'Top 10 BGMI Tips (2026)!',
      excerpt: 'Tips',
      content: `<p>${words(450)}</p>`,
    });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      slug: 'top-10-bgmi-tips-2026',
      published: false,
      featured: false,
      thumbnail: null,
      readTimeMinutes: 3,
      publishedAt: null,
    });
    expect((await t.app.inject(`/api/blog/${post.slug}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/blog/${post.id}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/blog')).json()).toEqual([]);

    const listed = (await call('GET', '/admin/blog?search=bgmi')).json<{ id: string }[]>();
    expect(listed.map((p) => p.id)).toEqual([post.id]);
    expect((await call('GET', '/admin/blog?search=100%25')).json()).toEqual([]);
  });

  it('publishes, and the next public read shows it (the cache is invalidated)', async () => {
    const created = (await call('POST', '/admin/blog', { title: 'Publish Me', slug: 'publish-me' })).json();
    const before = await t.app.inject('/api/blog');
    const etag = before.headers.etag as string;
    expect(before.json<{ slug: string }[]>().map((p) => p.slug)).not.toContain('publish-me');

    const published = await call('PATCH', `/admin/blog/${created.id}/publish`, { published: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().publishedAt).not.toBeNull();

    const after = await t.app.inject({ url: '/api/blog', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json<{ slug: string }[]>().map((p) => p.slug)).toContain('publish-me');
    expect((await t.app.inject('/api/blog/publish-me')).statusCode).toBe(200);

    const edited = await call('PUT', `/admin/blog/${created.id}`, {
      title: 'Published And Edited',
      featured: true,
    });
    expect(edited.json()).toMatchObject({
      title: 'Published And Edited',
      featured: true,
      slug: 'publish-me',
    });
    expect((await t.app.inject('/api/blog/publish-me')).json().title).toBe('Published And Edited');
    expect(
      (await t.app.inject('/api/blog/featured')).json<{ slug: string }[]>().map((p) => p.slug),
    ).toContain('publish-me');

    await call('PATCH', `/admin/blog/${created.id}/publish`, { published: false });
    expect((await t.app.inject('/api/blog/publish-me')).statusCode).toBe(404);
  });

  it('rejects a duplicate slug with 409, on create and on rename', async () => {
    await call('POST', '/admin/blog', { title: 'Original', slug: 'taken-slug' });
    const duplicate = await call('POST', '/admin/blog', { title: 'Copy', slug: 'taken-slug' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      error: 'A post with this slug already exists.',
      code: 'CONFLICT',
    });

    const other = (await call('POST', '/admin/blog', { title: 'Other' })).json();
    const rename = await call('PUT', `/admin/blog/${other.id}`, { slug: 'taken-slug' });
    expect(rename.statusCode).toBe(409);
  });

  it('rejects slugs that are not URL-safe, and the reserved one', async () => {
    for (const slug of ['Has Spaces', 'under_score', 'double--hyphen', 'ünï', 'featured']) {
      const res = await call('POST', '/admin/blog', { title: 'Bad slug', slug });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().fieldErrors.slug, slug).toBeTruthy();
    }
    const noTitle = await call('POST', '/admin/blog', { title: ' ' });
    expect(noTitle.json()).toMatchObject({ error: 'Title is required.', code: 'BAD_REQUEST' });
  });

  it('sanitises content: no script, event handler or javascript: URL reaches a reader', async () => {
    const content = `<p onclick="steal()">Hello <a href="javascript:alert(1)">x</a> <a href=" JaVaScRiPt:alert(2)">y</a></p>
<script>alert(3)</script><img src="x" onerror="alert(4)"><img src="javascript:alert(5)">
<iframe src="https://evil.example"></iframe><a href="https://ok.example" target="_blank">ok</a><style>p{}</style><svg onload="alert(6)"></svg>`;
    const created = (
      await call('POST', '/admin/blog', { title: 'XSS', slug: 'xss', content, published: true })
    ).json();
    const stored = (await t.app.inject('/api/blog/xss')).json().content as string;
    expect(created.content).toBe(stored);
    expect(stored).not.toMatch(/script|onclick|onerror|onload|javascript:|iframe|<style|<svg/i);
    expect(stored).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(stored).toContain('<p>Hello <a>x</a> <a>y</a></p>');
  });

  it('deletes a post, 404 afterwards', async () => {
    const created = (await call('POST', '/admin/blog', { title: 'Delete Me', published: true })).json();
    expect((await t.app.inject('/api/blog/delete-me')).statusCode).toBe(200);
    const res = await call('DELETE', `/admin/blog/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: created.id });
    expect((await t.app.inject('/api/blog/delete-me')).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/blog/${created.id}`)).statusCode).toBe(404);
    expect((await call('PUT', '/admin/blog/not-a-uuid', { title: 'x' })).json().error).toBe(
      'Blog post not found',
    );
  });

  it('records every write in the audit log with who, what and before/after', async () => {
    const created = (await call('POST', '/admin/blog', { title: 'Audited', excerpt: 'v1' })).json();
    await call('PUT', `/admin/blog/${created.id}`, { excerpt: 'v2' });
    await call('PATCH', `/admin/blog/${created.id}/publish`, { published: true });
    await call('DELETE', `/admin/blog/${created.id}`);
    const rows = await t.db.orm.em
      .fork()
      .find(AuditLog, { entityId: created.id }, { orderBy: { createdAt: 'asc' } });
    expect(rows.map((r) => r.action)).toEqual(['blog.create', 'blog.update', 'blog.publish', 'blog.delete']);
    expect(rows.every((r) => r.actorId === admin.userId && r.entity === 'BlogPost')).toBe(true);
    expect(rows[0]).toMatchObject({ before: null, after: { excerpt: 'v1' } });
    expect(rows[1]).toMatchObject({ before: { excerpt: 'v1' }, after: { excerpt: 'v2' } });
    expect(rows[3]).toMatchObject({ before: { published: true }, after: null });
  });

  it('writes nothing, audit included, when a write fails', async () => {
    const count = await t.db.orm.em.fork().count(AuditLog);
    await call('POST', '/admin/blog', { title: 'Dup', slug: 'taken-slug' });
    expect(await t.db.orm.em.fork().count(AuditLog)).toBe(count);
  });
});
