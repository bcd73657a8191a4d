import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientTestApp, type TestApp } from '../../../test/support/test-app.ts';

// What makes the site installable, as the server sends it (docs/decisions/0018-installable.md):
// the manifest, the service worker, the offline page and the icons from a client bundle made of
// the real public files and a stand-in worker.
let t: TestApp;
beforeAll(async () => {
  t = await createClientTestApp(
    {
      'index.html': '<html><head></head><body>arena-app</body></html>',
      'sw.js': 'self.addEventListener("fetch", () => {});',
      'assets/main-B3x9a1.js': 'export {};',
    },
    { from: 'public' },
  );
});
afterAll(() => t.close());

describe('installable', () => {
  it('serves the manifest as a manifest, revalidated on every use', async () => {
    const res = await t.app.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
  });

  it('serves the service worker as a script that is never used unchecked (a release is seen at once)', async () => {
    const res = await t.app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the offline page and the icons, and hashed assets for a year', async () => {
    const offline = await t.app.inject('/offline.html');
    expect(offline.statusCode).toBe(200);
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect(offline.body).toContain('You are offline');
    for (const icon of ['icon-192', 'icon-512', 'maskable-192', 'maskable-512']) {
      const res = await t.app.inject(`/icons/${icon}.png`);
      expect(res.statusCode, icon).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
    const asset = await t.app.inject('/assets/main-B3x9a1.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets the page register its worker and read its manifest (CSP)', async () => {
    const csp = String((await t.app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('marks every answer that sets a cookie no-store, so no cache keeps it', async () => {
    const account = { name: 'Cookie Player', email: 'cookie.player@example.in', password: 'Secret-cookie-1' };
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: account });
    expect(signUp.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: account });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
