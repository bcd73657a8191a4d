import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from '../support/browser.ts';

const { page } = useBrowser();

describe('site shell', () => {
  it('serves the app at /', async () => {
    const response = await page().goto('/');
    expect(response?.status()).toBe(200);
    await page().locator('h1').first().waitFor();
    expect(await page().title()).toContain('Arena');
  });

  it('shows a seeded policy page', async () => {
    await page().goto('/privacy-policy');
    await page().getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page().getByText('Digital Personal Data Protection Act, 2023').waitFor();
  });

  it("shows the contact page's fields", async () => {
    await page().goto('/contact-us');
    await page().getByText('Arena Championships Pvt. Ltd.').waitFor();
    for (const text of [
      'support@arena-championships.in',
      '+91 80 4567 8900',
      '3rd Floor, 27 MG Road, Bengaluru, Karnataka 560001',
    ]) {
      expect(await page().getByText(text).count(), text).toBeGreaterThan(0);
    }
    expect(await page().locator('a[href="mailto:support@arena-championships.in"]').count()).toBe(1);
  });

  it.each(['/no-such-page', '/admin', '/blog/a/b/c'])('shows the 404 page at %s', async (path) => {
    await page().goto(path);
    await page().getByText('Page Not Found').waitFor();
    await page().getByRole('button', { name: 'Go Back' }).waitFor();
    await page().getByRole('button', { name: 'Go to Homepage' }).click();
    await page().waitForURL(`${baseURL()}/`);
  });

  it.each([
    ['/no-such-page', 404],
    ['/blog/a/b/c', 404],
    ['/auth', 200],
    ['/sign-in', 200],
  ])('answers %s with status %i', async (path, status) => {
    const response = await page().goto(path);
    expect(response?.status()).toBe(status);
    expect(response?.headers()['content-type']).toContain('text/html');
    if (status === 404) await page().getByText('Page Not Found').waitFor();
    else expect(await page().getByText('No route for').count()).toBe(0);
  });

  it('goes back from the 404 page', async () => {
    await page().goto('/about-us');
    await page().getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await page().goto('/no-such-page');
    await page().getByRole('button', { name: 'Go Back' }).click();
    await page().waitForURL(`${baseURL()}/about-us`);
  });

  it('caches hashed assets for a year and the page not at all', async () => {
    const response = await page().goto('/');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    const script = await page().locator('script[type="module"]').first().getAttribute('src');
    expect(script).toMatch(/^\/assets\//);
    const asset = await page().request.get(script!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
