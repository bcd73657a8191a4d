import { baseURL, expect, test, gotoReady } from './fixtures.ts';

test.describe('site shell', () => {
  test('serves the app at /', async ({ page }) => {
    const response = await gotoReady(page, '/');
    expect(response?.status()).toBe(200);
    await page.locator('h1').first().waitFor();
    expect(await page.title()).toContain('Arena');
  });

  test('shows a seeded policy page', async ({ page }) => {
    await gotoReady(page, '/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByText('Digital Personal Data Protection Act, 2023').waitFor();
  });

  test("shows the contact page's fields", async ({ page }) => {
    await gotoReady(page, '/contact-us');
    await page.getByText('Arena Championships Pvt. Ltd.').waitFor();
    for (const text of [
      'support@arena-championships.in',
      '+91 80 4567 8900',
      '3rd Floor, 27 MG Road, Bengaluru, Karnataka 560001',
    ]) {
      await expect(page.getByText(text), text).not.toHaveCount(0);
    }
    await expect(page.locator('a[href="mailto:support@arena-championships.in"]')).toHaveCount(1);
  });

  for (const path of ['/no-such-page', '/admin', '/blog/a/b/c'])
    test(`shows the 404 page at ${path}`, async ({ page }) => {
      await gotoReady(page, path);
      await page.getByText('Page Not Found').waitFor();
      await page.getByRole('button', { name: 'Go Back' }).waitFor();
      await page.getByRole('button', { name: 'Go to Homepage' }).click();
      await page.waitForURL(`${baseURL()}/`);
    });

  for (const [path, status] of [
    ['/no-such-page', 404],
    ['/blog/a/b/c', 404],
    ['/auth', 200],
    ['/sign-in', 200],
  ] as const)
    test(`answers ${path} with status ${status}`, async ({ page }) => {
      const response = await gotoReady(page, path);
      expect(response?.status()).toBe(status);
      expect(response?.headers()['content-type']).toContain('text/html');
      if (status === 404) await page.getByText('Page Not Found').waitFor();
      else await expect(page.getByText('No route for')).toHaveCount(0);
    });

  test('goes back from the 404 page', async ({ page }) => {
    await gotoReady(page, '/about-us');
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await gotoReady(page, '/no-such-page');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${baseURL()}/about-us`);
  });

  test('caches hashed assets for a year and the page not at all', async ({ page }) => {
    const response = await gotoReady(page, '/');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    expect(script).toMatch(/^\/assets\//);
    const asset = await page.request.get(script!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
