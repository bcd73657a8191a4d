import { describe, expect, it } from 'vitest';
import { AuditLog } from '../audit/entities.ts';
import { PAGE_SLUGS } from '../../shared/pages-rules.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';

const { t, admin } = adminTestAppOfFile('demo');

const put = (slug: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/admin/pages/${slug}`, headers: admin.headers, payload });

describe('admin static pages', () => {
  it('lists and reads every page', async () => {
    const list = await t.app.inject({ url: '/admin/pages', headers: admin.headers });
    expect(list.json<{ slug: string }[]>().map((p) => p.slug)).toEqual([...PAGE_SLUGS]);
    const one = await t.app.inject({ url: '/admin/pages/refund-policy', headers: admin.headers });
    expect(one.json().title).toBe('Refund Policy');
    expect((await t.app.inject({ url: '/admin/pages/nope', headers: admin.headers })).statusCode).toBe(400);
  });

  it('edits a page without a deploy: sanitised, audited, on the next public read', async () => {
    const before = await t.app.inject('/static-pages/game-policy');
    expect(before.headers.etag).toBeTruthy();
    const res = await put('game-policy', {
      title: 'Fair Play Policy',
      content: '<p>Play fair.</p><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Fair Play Policy', content: '<p>Play fair.</p>' });

    const after = await t.app.inject({
      url: '/static-pages/game-policy',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().title).toBe('Fair Play Policy');

    const audit = await t.db.orm.em
      .fork()
      .findOneOrFail(AuditLog, { entity: 'StaticPage', entityId: 'game-policy' });
    expect(audit).toMatchObject({
      action: 'page.update',
      before: { title: 'Game Policy' },
      after: { title: 'Fair Play Policy' },
    });
  });

  it('edits the contact details of the contact page only', async () => {
    const res = await put('contact-us', { phone: '+91 80 1111 2222' });
    expect(res.json().contact.phone).toBe('+91 80 1111 2222');
    expect((await t.app.inject('/static-pages/contact-us')).json().contact.phone).toBe('+91 80 1111 2222');
    const wrong = await put('about-us', { phone: '123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Only the contact page has contact details.');
  });
});

describe('a static page’s Hindi version', () => {
  it('is written sanitised and audited, and served with lang=hi', async () => {
    const english = (await t.app.inject('/static-pages/about-us')).json();
    expect(english.language).toBe('en');
    // Read in both languages first, so the cache has entries to drop.
    expect((await t.app.inject('/static-pages/about-us?lang=hi')).json()).toMatchObject({
      title: english.title,
      language: 'en',
    });

    const res = await put('about-us', {
      hindi: { title: ' हमारे बारे में ', content: '<p>नमस्ते</p><script>alert(1)</script>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().hindi).toEqual({ title: 'हमारे बारे में', content: '<p>नमस्ते</p>' });
    expect(
      (await t.app.inject({ url: '/admin/pages/about-us', headers: admin.headers })).json().hindi,
    ).toEqual({ title: 'हमारे बारे में', content: '<p>नमस्ते</p>' });
    const audit = await t.db.orm.em
      .fork()
      .findOneOrFail(AuditLog, { action: 'page.update', entityId: 'about-us' });
    expect(audit).toMatchObject({ before: { hindi: null }, after: { hindi: { title: 'हमारे बारे में' } } });

    const read = async (lang: string) => (await t.app.inject(`/static-pages/about-us?lang=${lang}`)).json();
    for (const lang of ['en', 'hi', 'en', 'hi']) {
      expect(await read(lang), lang).toMatchObject(
        lang === 'hi'
          ? { title: 'हमारे बारे में', content: '<p>नमस्ते</p>', language: 'hi' }
          : { title: english.title, content: english.content, language: 'en' },
      );
    }

    expect((await put('about-us', { hindi: null })).json().hindi).toBeNull();
    expect(await read('hi')).toMatchObject({ title: english.title, language: 'en' });
  });

  it('refuses a bad Hindi field with the English field’s message, changing nothing', async () => {
    const res = await put('refund-policy', { title: 'Changed', hindi: { title: ' ', content: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Title is required.', code: 'BAD_REQUEST' });
    expect(res.json().fieldErrors['hindi.title']).toBe('Title is required.');
    const page = (await t.app.inject({ url: '/admin/pages/refund-policy', headers: admin.headers })).json();
    // As seeded, in both languages (issue 27).
    expect(page).toMatchObject({ title: 'Refund Policy', hindi: { title: 'रिफ़ंड नीति' } });
  });

  it('refuses a language it does not speak', async () => {
    const res = await t.app.inject('/static-pages/about-us?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'lang must be en or hi.', code: 'BAD_REQUEST' });
  });
});
