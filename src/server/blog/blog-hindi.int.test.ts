import { describe, expect, it } from 'vitest';
import { AuditLog } from '../audit/entities.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';

const { t, admin } = adminTestAppOfFile();

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
}

const hindiWords = (n: number) => Array.from({ length: n }, () => 'खेल').join(' ');

async function publishedPost(slug: string, extra: object = {}) {
  const res = await call('POST', '/admin/blog', {
    title: `English ${slug}`,
    slug,
    excerpt: 'English excerpt',
    content: '<p>English words</p>',
    published: true,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>();
}

describe('a post’s Hindi version', () => {
  it('is written sanitised and audited, and read back by the console', async () => {
    const post = await publishedPost('hindi-written');
    const res = await call('PUT', `/admin/blog/${post.id}`, {
      hindi: {
        title: ' हिंदी शीर्षक ',
        excerpt: 'हिंदी सार',
        content: `<p>${hindiWords(450)}</p><script>alert(1)</script><img src="x" onerror="alert(1)">`,
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.hindi).toEqual({
      title: 'हिंदी शीर्षक',
      excerpt: 'हिंदी सार',
      content: `<p>${hindiWords(450)}</p><img src="x" />`,
      readTimeMinutes: 3,
    });
    expect(saved).toMatchObject({ title: 'English hindi-written', readTimeMinutes: 1 });
    expect((await call('GET', `/admin/blog/${post.id}`)).json().hindi.title).toBe('हिंदी शीर्षक');
    const listed = (await call('GET', '/admin/blog')).json<{ id: string; hindi: unknown }[]>();
    expect(listed.find((p) => p.id === post.id)?.hindi).toMatchObject({ title: 'हिंदी शीर्षक' });

    const audit = await t.db.orm.em
      .fork()
      .findOneOrFail(AuditLog, { action: 'blog.update', entityId: post.id });
    expect(audit).toMatchObject({ before: { hindi: null }, after: { hindi: { title: 'हिंदी शीर्षक' } } });

    const removed = await call('PUT', `/admin/blog/${post.id}`, { hindi: null });
    expect(removed.json().hindi).toBeNull();
    expect((await t.app.inject('/api/blog/hindi-written?lang=hi')).json().language).toBe('en');
  });

  it('refuses a bad Hindi field with the English field’s message, changing nothing', async () => {
    const post = await publishedPost('hindi-refused', {
      hindi: { title: 'पहला', excerpt: '', content: '<p>पहला</p>' },
    });
    const cases: [object, string, string][] = [
      [{ title: ' ', excerpt: '', content: '' }, 'hindi.title', 'Title is required.'],
      [{ title: 'x'.repeat(201) }, 'hindi.title', 'Keep the title to 200 characters or fewer.'],
      [
        { title: 'ठीक', excerpt: 'x'.repeat(501) },
        'hindi.excerpt',
        'Keep the excerpt to 500 characters or fewer.',
      ],
      [
        { title: 'ठीक', content: 'x'.repeat(200_001) },
        'hindi.content',
        'The content is too long (200,000 characters at most).',
      ],
    ];
    for (const [hindi, field, message] of cases) {
      const res = await call('PUT', `/admin/blog/${post.id}`, { title: 'Changed', hindi });
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ error: message, code: 'BAD_REQUEST' });
      expect(res.json().fieldErrors[field], field).toBe(message);
    }
    const after = (await call('GET', `/admin/blog/${post.id}`)).json();
    expect(after).toMatchObject({ title: 'English hindi-refused', hindi: { title: 'पहला' } });
  });
});

describe('public reads in Hindi', () => {
  it('answer the Hindi version with lang=hi, the English without one or with lang=en', async () => {
    await publishedPost('bilingual-post', {
      featured: true,
      hindi: { title: 'द्विभाषी लेख', excerpt: 'हिंदी सार', content: `<p>${hindiWords(250)}</p>` },
    });
    await publishedPost('english-only-post');

    const hi = await t.app.inject('/api/blog/bilingual-post?lang=hi');
    expect(hi.statusCode).toBe(200);
    expect(hi.json()).toMatchObject({
      slug: 'bilingual-post',
      title: 'द्विभाषी लेख',
      excerpt: 'हिंदी सार',
      content: `<p>${hindiWords(250)}</p>`,
      readTimeMinutes: 2,
      language: 'hi',
    });
    const fallback = await t.app.inject('/api/blog/english-only-post?lang=hi');
    expect(fallback.json()).toMatchObject({ title: 'English english-only-post', language: 'en' });

    for (const url of ['/api/blog/bilingual-post', '/api/blog/bilingual-post?lang=en']) {
      expect((await t.app.inject(url)).json(), url).toMatchObject({
        title: 'English bilingual-post',
        content: '<p>English words</p>',
        readTimeMinutes: 1,
        language: 'en',
      });
    }

    const list = (await t.app.inject('/api/blog?lang=hi')).json<
      { slug: string; title: string; language: string }[]
    >();
    expect(list.find((p) => p.slug === 'bilingual-post')).toMatchObject({
      title: 'द्विभाषी लेख',
      language: 'hi',
    });
    expect(list.find((p) => p.slug === 'english-only-post')).toMatchObject({ language: 'en' });
    const featured = (await t.app.inject('/api/blog/featured?lang=hi')).json<
      { slug: string; title: string }[]
    >();
    expect(featured.find((p) => p.slug === 'bilingual-post')?.title).toBe('द्विभाषी लेख');

    // Search matches the served language's words, and the English ones.
    const found = (q: string, lang: string) =>
      t.app
        .inject(`/api/blog?lang=${lang}&search=${encodeURIComponent(q)}`)
        .then((res) => res.json<{ slug: string }[]>().map((p) => p.slug));
    expect(await found('द्विभाषी', 'hi')).toEqual(['bilingual-post']);
    expect(await found('द्विभाषी', 'en')).toEqual([]);
    expect(await found('English bilingual', 'hi')).toEqual(['bilingual-post']);
  });

  it('refuses a language it does not speak', async () => {
    for (const url of ['/api/blog?lang=fr', '/api/blog/featured?lang=HI', '/api/blog/bilingual-post?lang=']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ error: 'lang must be en or hi.', code: 'BAD_REQUEST' });
    }
  });

  it('never serves one language’s answer for the other (read cache and ETags)', async () => {
    const post = await publishedPost('cached-both', {
      hindi: { title: 'कैश', excerpt: '', content: '<p>कैश</p>' },
    });
    const titles = async () => {
      const out: string[] = [];
      for (const lang of ['en', 'hi', 'en', 'hi']) {
        out.push((await t.app.inject(`/api/blog/cached-both?lang=${lang}`)).json().title);
        const list = (await t.app.inject(`/api/blog?lang=${lang}`)).json<{ slug: string; title: string }[]>();
        out.push(list.find((p) => p.slug === 'cached-both')!.title);
      }
      return out;
    };
    expect(await titles()).toEqual([
      'English cached-both',
      'English cached-both',
      'कैश',
      'कैश',
      'English cached-both',
      'English cached-both',
      'कैश',
      'कैश',
    ]);

    const en = await t.app.inject('/api/blog/cached-both?lang=en');
    const hi = await t.app.inject({
      url: '/api/blog/cached-both?lang=hi',
      headers: { 'if-none-match': en.headers.etag as string },
    });
    expect(hi.statusCode).toBe(200);

    await call('PUT', `/admin/blog/${post.id}`, { hindi: { title: 'नया', excerpt: '', content: '' } });
    expect((await t.app.inject('/api/blog/cached-both?lang=hi')).json().title).toBe('नया');
    expect((await t.app.inject('/api/blog/cached-both?lang=en')).json().title).toBe('English cached-both');
  });
});
