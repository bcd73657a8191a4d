import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase, TEST_KEYRING } from '../../../test/support/test-app.ts';

// What makes the site installable, as the server sends it (docs/decisions/0018-installable.md):
// the manifest, the service worker, the offline page and the icons from a client bundle made of
// the real public files and a stand-in worker.
let app: App;
let db: Database;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-installable-'));
  fs.cpSync('public', clientDir, { recursive: true });
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<html><head></head><body>arena-app</body></html>');
  fs.writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'main-B3x9a1.js'), 'export {};');
  db = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir() });
  app = await buildApp({ config, db, keyring: TEST_KEYRING, clientDir, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('installable', () => {
  it('serves the manifest as a manifest, revalidated on every use', async () => {
    const res = await app.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
  });

  it('serves the service worker as a script that is never used unchecked (a release is seen at once)', async () => {
    const res = await app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the offline page and the icons, and hashed assets for a year', async () => {
    const offline = await app.inject('/offline.html');
    expect(offline.statusCode).toBe(200);
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect(offline.body).toContain('You are offline');
    for (const icon of ['icon-192', 'icon-512', 'maskable-192', 'maskable-512']) {
      const res = await app.inject(`/icons/${icon}.png`);
      expect(res.statusCode, icon).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
    const asset = await app.inject('/assets/main-B3x9a1.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets the page register its worker and read its manifest (CSP)', async () => {
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('marks every answer that sets a cookie no-store, so no cache keeps it', async () => {
    const account = { name: 'Cookie Player', email: 'cookie.player@example.in', password: 'Secret-cookie-1' };
    const signUp = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: account });
    expect(signUp.statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: account });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
