import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog } from '../audit/entities.ts';
import { createAdminTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { TestUser } from '../../../test/support/auth.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp('demo'));
});
afterAll(() => t.close());

const put = (slug: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/admin/pages/${slug}`, headers: admin.headers, payload });

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
    expect(page).toMatchObject({ title: 'Refund Policy', hindi: null });
  });

  it('refuses a language it does not speak', async () => {
    const res = await t.app.inject('/static-pages/about-us?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'lang must be en or hi.', code: 'BAD_REQUEST' });
  });
});
