import type { Page } from '@playwright/test';
import { soloPayload } from '../support/registration.ts';
import { matchSoon } from './content-admin.ts';
import { DESKTOP, baseURL, buyPassByApi, expect, test, gotoReady, randomMobile } from './fixtures.ts';

/** The app's own code (everything but the boot script and the styles). */
function watchAppCode(p: Page): string[] {
  const requested: string[] = [];
  p.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !/\/index-/.test(url.pathname))
      requested.push(url.pathname);
  });
  return requested;
}

test.describe('public pages rendered on the server', () => {
  for (const [path, heading] of [
    ['/', 'Play. Compete. Win big.'],
    ['/blog', 'Blog'],
    ['/about-us', 'About Us'],
  ] as const)
    test(`${path} is whole without JavaScript`, async ({ browser }) => {
      const noScript = await browser.newContext({ ...DESKTOP, baseURL: baseURL(), javaScriptEnabled: false });
      try {
        const p = await noScript.newPage();
        const response = await p.goto(path);
        expect(response?.status()).toBe(200);
        await p.getByRole('heading', { level: 1, name: heading }).waitFor();
        await p.getByRole('contentinfo').getByText('Latest Blogs').waitFor();
        await expect(p.getByRole('status')).toHaveCount(0);
        if (path === '/') {
          // The championships (a section of its own) and the server's list of games are in too.
          await p.getByRole('article', { name: 'High Risk' }).getByText('₹1,50,000').waitFor();
          await p
            .getByLabel('Game', { exact: true })
            .locator('option', { hasText: 'Free Fire Max' })
            .waitFor({
              state: 'attached',
            });
        }
      } finally {
        await noScript.close();
      }
    });

  test('loads the app only when the visitor reaches for it, then takes over the page unchanged', async ({
    page: p,
  }) => {
    const appCode = watchAppCode(p);
    for (const [path, heading] of [
      ['/', 'Play. Compete. Win big.'],
      ['/blog', 'Blog'],
    ] as const) {
      await gotoReady(p, path);
      await p.waitForLoadState('networkidle');
      expect(appCode).toEqual([]);
      const before = await p.locator('#root').textContent();
      await p.evaluate(() => Object.assign(window, { drawn: [...document.querySelectorAll('#root *')] }));

      await p.getByRole('heading', { level: 1, name: heading }).hover();
      await p.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      expect(appCode.some((file) => file.includes('/main-'))).toBe(true);
      // Hydrated, not drawn again: the same nodes (the chunks below the fold too), the same words.
      const replaced = await p.evaluate(
        () => (window as unknown as { drawn: Element[] }).drawn.filter((node) => !node.isConnected).length,
      );
      expect(replaced, path).toBe(0);
      expect(await p.locator('#root').textContent()).toBe(before);
      // The toasts' region is the app's last part, loaded after first paint: once it is there its
      // code cannot arrive late and be counted as the next page's (it did on a loaded CI machine).
      await p.locator('section[aria-label^="Notifications"]').waitFor({ state: 'attached' });
      appCode.length = 0;
    }
    // The app now routes: a link no longer reloads the page.
    await p.evaluate(() => Object.assign(window, { samePage: true }));
    await p.getByRole('link', { name: 'Arena Championships' }).click();
    await p.getByRole('heading', { level: 1, name: 'Play. Compete. Win big.' }).waitFor();
    expect(await p.evaluate(() => 'samePage' in window)).toBe(true);
  });

  test('does not lose a press made before the app has loaded', async ({ page: p }) => {
    await gotoReady(p, '/');
    // Tapped at once: the boot script holds the press and repeats it when the app runs.
    await p.getByRole('button', { name: 'Open menu' }).click();
    await p.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Blog' }).waitFor();

    // A tab acts on mousedown, not click: the press is repeated whole.
    await gotoReady(p, '/blog');
    await p.getByRole('tab', { name: /^Featured/ }).click();
    await p.getByRole('tab', { name: /^Featured/, selected: true }).waitFor();
  });

  test('hands what was chosen before the app loaded to the app', async ({ page: p }) => {
    await gotoReady(p, '/');
    await p.getByLabel('Game', { exact: true }).selectOption({ label: 'Valorant' });
    await p.getByLabel('Format').selectOption({ label: 'Squad' });
    await p.getByRole('button', { name: 'Register Now' }).click();
    await p.waitForURL((url) => url.search === '?register=1&game=valorant&format=squad');
  });

  test('draws a page signed out for a cookie that opens no session, and loads the app at once for a page it cannot complete', async ({
    page: p,
    context,
  }) => {
    await context.addCookies([{ name: 'arena.session_token', value: 'x', url: baseURL() }]);
    const appCode = watchAppCode(p);
    await gotoReady(p, '/');
    await expect(p.locator('#root')).toHaveAttribute('data-boot', 'intent');
    // The session turned out not to be one: the header is drawn signed out.
    await p.getByRole('button', { name: 'Open menu' }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Sign In' }).waitFor();
    expect(appCode.some((path) => path.includes('/main-'))).toBe(true);

    await context.clearCookies();
    const missing = await gotoReady(p, '/blog/no-such-article');
    expect(missing?.status()).toBe(200);
    await expect(p.locator('#root')).toHaveAttribute('data-boot', 'now');
    await p.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  });
});

/** A paid solo pass for `game`, bought by the signed-in player with `email`; its registration's id. */
const buySoloPass = (p: Page, email: string, game: string) =>
  buyPassByApi(
    p.request,
    soloPayload({ name: 'Arena Player', email, phone: randomMobile(), selectedGame: game }),
  );

test.describe("the signed-in player's pages rendered on the server", () => {
  test('draws the dashboard with the pass and its credentials before the app loads, then hands it over unchanged', async ({
    playerPage: p,
    account,
  }) => {
    const id = await buySoloPass(p, account.email, 'valorant');
    const { gameUsername } = (await (await p.request.get(`/api/participants/${id}`)).json()) as {
      gameUsername: string;
    };
    const appCode = watchAppCode(p);
    const response = await gotoReady(p, '/dashboard?tab=passes');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(p.locator('#root')).toHaveAttribute('data-boot', 'intent');
    await p.getByText(gameUsername).waitFor();
    await p.waitForLoadState('networkidle');
    expect(appCode).toEqual([]);

    const before = await p.locator('#root').textContent();
    await p.evaluate(() => Object.assign(window, { drawn: [...document.querySelectorAll('#root *')] }));
    await p.getByRole('heading', { level: 1, name: 'Member Dashboard' }).hover();
    await p.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    const replaced = await p.evaluate(
      () => (window as unknown as { drawn: Element[] }).drawn.filter((node) => !node.isConnected).length,
    );
    expect(replaced).toBe(0);
    expect(await p.locator('#root').textContent()).toBe(before);
  });

  test('takes over a countdown drawn by the server seconds earlier without a mismatch, then counts on', async ({
    playerPage: p,
    account,
  }) => {
    const errors: string[] = [];
    p.on('pageerror', (error) => errors.push(error.message));
    p.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const id = await buySoloPass(p, account.email, 'call-of-duty-mobile');
    const soon = await matchSoon(id);
    await gotoReady(p, '/dashboard?tab=upcoming');
    const card = p
      .getByRole('tabpanel')
      .getByRole('article', { name: `Call Of Duty Mobile · Match ${soon.number}` });
    await card.getByRole('button', { name: 'Check in', exact: true }).click();
    await card.getByRole('button', { name: 'Checked in', exact: true }).waitFor();

    // Checked in, the server draws the room's countdown, which moves each second.
    await gotoReady(p, '/dashboard?tab=upcoming');
    await expect(p.locator('#root')).toHaveAttribute('data-boot', 'intent');
    const countdown = card.getByText(/^Room opens in \d\d:\d\d/);
    const drawn = await countdown.textContent();
    // By the time the app takes over, the server's text is seconds old.
    await p.waitForTimeout(2_100);
    await p.evaluate(() => Object.assign(window, { drawn: [...document.querySelectorAll('#root *')] }));
    await p.getByRole('heading', { level: 1, name: 'Member Dashboard' }).hover();
    await p.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await expect(countdown).not.toHaveText(drawn!);
    const replaced = await p.evaluate(
      () => (window as unknown as { drawn: Element[] }).drawn.filter((node) => !node.isConnected).length,
    );
    expect(replaced).toBe(0);
    expect(errors).toEqual([]);
  });

  test('does not lose a press on the dashboard or the profile made before the app has loaded', async ({
    playerPage: p,
  }) => {
    await gotoReady(p, '/dashboard');
    await expect(p.locator('#root')).toHaveAttribute('data-boot', 'intent');
    await p.getByRole('tab', { name: 'Transactions' }).click();
    await p.getByRole('tab', { name: 'Transactions', selected: true }).waitFor();
    await p.waitForURL((url) => url.search === '?tab=transactions');

    const profile = await gotoReady(p, '/profile');
    expect(profile?.headers()['cache-control']).toBe('private, no-store');
    await expect(p.locator('#root')).toHaveAttribute('data-boot', 'intent');
    await p.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  });
});
