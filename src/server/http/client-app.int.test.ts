import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientTestApp, type TestApp } from '../../../test/support/test-app.ts';

// The real app with a stand-in client bundle: which paths get the page, with which status.
let t: TestApp;
beforeAll(async () => {
  t = await createClientTestApp({
    'index.html': '<html lang="en-IN"><head></head><body>arena-app</body></html>',
  });
});
afterAll(() => t.close());

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the client app', () => {
  it.each(['/no-such-page', '/blog/a/b/c', '/dashboard/nothing', '/about-us/more'])(
    'answers %s with the app and status 404',
    async (url) => {
      for (const headers of [html, {}]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('arena-app');
      }
    },
  );

  it.each([
    '/',
    '/sign-in',
    '/sign-up',
    '/dashboard',
    '/profile',
    '/blog',
    '/blog/some-post',
    '/about-us',
    '/privacy-policy?x=1',
  ])('answers the client route %s with the app and status 200', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('arena-app');
  });

  it.each(['/auth', '/admin'])('gives a browser the page at %s, an API client the JSON 404', async (url) => {
    const page = await t.app.inject({ method: 'GET', url, headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('arena-app');
    const api = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: `No route for GET ${url}`, code: 'NOT_FOUND' });
  });

  it.each(['/api/unknown', '/auth/unknown', '/admin/unknown'])(
    'answers %s with the JSON 404',
    async (url) => {
      for (const headers of [html, {}]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: `No route for GET ${url}` });
      }
    },
  );

  it("serves every page in the visitor's language: the lang cookie, else Accept-Language", async () => {
    const langOf = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { ...html, ...headers } });
      expect(res.headers.vary).toBe('Cookie, Accept-Language');
      return /<html lang="([^"]+)"/.exec(res.body)?.[1];
    };
    expect(await langOf({})).toBe('en-IN');
    expect(await langOf({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi-IN');
    expect(await langOf({ 'accept-language': 'hi', cookie: 'lang=en' })).toBe('en-IN');
    expect(await langOf({ cookie: 'lang=hi' })).toBe('hi-IN');
    expect(await langOf({ cookie: 'lang=xx', 'accept-language': 'ta' })).toBe('en-IN');
  });

  it('answers an unknown POST with the JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/no-such-page', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'No route for POST /no-such-page' });
  });
});
