import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from '../../scripts/browser.ts';
import { baseURL, expect, nextPlayerAddress, test, gotoReady } from './fixtures.ts';

// Installable on Android (docs/decisions/0018-installable.md): the manifest, the service worker,
// the offline page, nothing personal in its caches, and a release taking over.
test.use({ serviceWorkers: 'allow', accountName: 'Installable Player' });

/** Opens `path` and waits until the service worker controls the page. */
async function controlled(p: Page, path = '/'): Promise<void> {
  await gotoReady(p, path);
  await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL in the site's caches, by cache name. */
const cachedUrls = (p: Page) =>
  p.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys())
      all[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    return all;
  });

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

test.describe('installable on Android', () => {
  test('links a manifest Chromium reads whole, with icons that load', async ({ page: p }) => {
    await controlled(p);
    const href = await p.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    await expect(p.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0d0b1a');

    const manifest = await (await p.request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: 'Arena Championships',
      short_name: 'Arena',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en-IN',
      theme_color: '#0d0b1a',
      background_color: '#0d0b1a',
    });
    for (const purpose of ['any', 'maskable'])
      for (const sizes of ['192x192', '512x512'])
        expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes, purpose, type: 'image/png' }));
    for (const icon of manifest.icons) {
      const res = await p.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
      expect(pngSize(await res.body()), icon.src).toBe(icon.sizes);
    }
  });

  test('is installable as Chromium sees it: no manifest errors, nothing that stops the install', async () => {
    // A profile on disk: Chromium never offers to install from an incognito context (a new
    // context of a launched browser is one).
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-installable-'));
    const persistent = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium()!,
      args: ['--no-sandbox', '--headless', '--disable-gpu'],
      baseURL: baseURL(),
      extraHTTPHeaders: { 'x-forwarded-for': nextPlayerAddress() },
    });
    try {
      const p = persistent.pages()[0] ?? (await persistent.newPage());
      await controlled(p);
      const cdp = await persistent.newCDPSession(p);
      const read = await cdp.send('Page.getAppManifest', {});
      expect(read.errors).toEqual([]);
      expect(read.url).toMatch(/\/manifest\.webmanifest$/);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await persistent.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('registers a service worker that controls the page and precaches the shell', async ({ page: p }) => {
    await controlled(p);
    const { scriptURL, scope } = await p.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scriptURL: registration.active!.scriptURL, scope: registration.scope };
    });
    expect(new URL(scriptURL).pathname).toBe('/sw.js');
    expect(new URL(scope).pathname).toBe('/');
    const kept = await cachedUrls(p);
    const names = Object.keys(kept);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^arena-[0-9a-f]{16}$/);
    expect(kept[names[0]!]).toEqual(
      expect.arrayContaining(['/offline.html', '/manifest.webmanifest', '/favicon.svg']),
    );
  });

  test('shows the offline page for a page it has not kept, and a kept page as it was', async ({
    page: p,
    context,
  }) => {
    await controlled(p);
    await gotoReady(p, '/about-us');
    await p.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await p.waitForFunction(async () => {
      const keys = await Promise.all(
        (await caches.keys()).map(async (name) => (await caches.open(name)).keys()),
      );
      return keys.flat().some((request) => new URL(request.url).pathname === '/about-us');
    });

    await context.setOffline(true);
    try {
      for (const path of ['/blog', '/sign-in', '/dashboard', '/?register=1']) {
        await gotoReady(p, path);
        await p.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
        await p.getByText('आप ऑफ़लाइन हैं।', { exact: false }).waitFor();
        await expect(p.getByRole('link', { name: /Try again/ })).toHaveAttribute('href', '');
      }
      await gotoReady(p, '/about-us');
      await p.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
      // With its styles, from the precache.
      expect(await p.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
    } finally {
      await context.setOffline(false);
    }
    await gotoReady(p, '/blog');
    await p.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
  });

  test("never keeps an API answer or a signed-in player's data", async ({ playerPage: p, account }) => {
    await controlled(p);
    await gotoReady(p, '/dashboard');
    await p.getByRole('heading', { level: 1, name: 'Member Dashboard' }).waitFor();
    await p.getByRole('tab', { name: 'Profile', exact: true }).click();
    await p.waitForFunction(
      (email) => [...document.querySelectorAll('input')].some((input) => input.value === email),
      account.email,
    );
    // Reads through the page itself (the worker sees them), REST and tRPC.
    await p.evaluate(async () => {
      for (const url of ['/api/footer', '/api/auth/get-session', '/trpc/footer.view', '/api/participants'])
        await fetch(url).then((res) => res.arrayBuffer());
    });
    await gotoReady(p, '/about-us');
    await p.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();

    const kept = await cachedUrls(p);
    const urls = Object.values(kept).flat();
    expect(urls).toContain('/about-us');
    expect(urls.filter((url) => /^\/(api|trpc|auth|admin|static-pages|pay)(\/|$)/.test(url))).toEqual([]);
    expect(urls).not.toContain('/dashboard');
    const texts = await p.evaluate(async () => {
      const bodies: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          bodies.push(await (await (await caches.open(name)).match(request))!.text());
      return bodies;
    });
    for (const text of texts) {
      expect(text).not.toContain(account.email);
      expect(text).not.toContain(account.name);
    }
  });

  test('after a release, the new worker takes over and the old build’s cache goes with its pages', async ({
    page: p,
    context,
  }) => {
    await controlled(p);
    await gotoReady(p, '/about-us');
    await p.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    const [oldCache] = Object.keys(await cachedUrls(p));
    const oldVersion = oldCache!.replace('arena-', '');

    // A release: the server now serves a worker of another build (the file is read per request).
    const file = path.resolve('dist/client/sw.js');
    const original = fs.readFileSync(file, 'utf8');
    expect(original).toContain(oldVersion);
    const newVersion = `${oldVersion.slice(0, 8)}0release`;
    fs.writeFileSync(file, original.replaceAll(oldVersion, newVersion));
    try {
      const taken = p.evaluate(
        () =>
          new Promise<void>((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', () => resolve()),
          ),
      );
      // What a navigation does by itself; asked for here so the test need not wait.
      await p.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      await taken;
      await p.waitForFunction(async (name) => (await caches.keys()).join() === name, `arena-${newVersion}`);
      // The page of the old build is gone with its assets: offline, the offline page until the
      // new build has drawn it.
      await context.setOffline(true);
      try {
        await gotoReady(p, '/about-us');
        await p.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
      } finally {
        await context.setOffline(false);
      }
      await gotoReady(p, '/about-us');
      await p.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
      await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(Object.values(await cachedUrls(p)).flat()).toContain('/about-us');
    } finally {
      fs.writeFileSync(file, original);
    }
  });
});
