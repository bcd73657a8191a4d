import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { soloPayload } from '../support/registration.ts';
import type { NewAccount } from '../support/e2e-account.ts';
import { baseURL, expect, test, useLanguage, gotoReady, buyPassByApi, randomMobile } from './fixtures.ts';

// axe-core on every page, the dashboard, the profile, the wizard and the organiser console, in
// both languages: no serious or critical violation of WCAG 2.1 A and AA.

const LANGUAGES = ['en', 'hi'] as const;
const SECTIONS = [
  'overview',
  'users',
  'registrations',
  'games',
  'payments',
  'invoices',
  'coupons',
  'content',
  'matches',
  'disputes',
  'grievances',
  'seasons',
  'audit',
];

/** The serious and critical violations on the page as it is now, one line each. */
async function violations(p: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: p })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
      ),
    );
}

async function expectAccessible(p: Page, what: string) {
  // The app has taken over (the page settled): a press loads it on pages that wait for intent.
  await p.mouse.move(1, 1);
  await p.waitForLoadState('networkidle');
  expect(await violations(p), what).toEqual([]);
}

/** A paid registration for the signed-in player of `request`. */
async function buyPass(request: APIRequestContext, account: NewAccount) {
  await buyPassByApi(
    request,
    soloPayload({ name: account.name, email: account.email, phone: randomMobile() }),
  );
}

async function firstArticle(): Promise<string> {
  const res = await fetch(`${baseURL()}/api/blog`);
  const posts = (await res.json()) as { slug: string }[] | { data?: { slug: string }[] };
  const list = Array.isArray(posts) ? posts : (posts.data ?? []);
  if (!list[0]) throw new Error('no published post to check');
  return `/blog/${list[0].slug}`;
}

for (const language of LANGUAGES)
  test.describe(`accessibility (${language})`, () => {
    test.use({ accountName: 'Asha Verma' });
    // axe-core on every page or section in turn: about a minute on a loaded two-core machine.
    test.slow();

    test('public pages have no serious or critical violations', async ({ page: p, context }) => {
      await useLanguage(context, language);
      for (const path of [
        '/',
        '/blog',
        await firstArticle(),
        '/about-us',
        '/contact-us',
        '/privacy-policy',
        '/grievance',
        '/no-such-page',
        '/sign-in',
        '/sign-up',
      ]) {
        await gotoReady(p, path);
        await expectAccessible(p, `${path} in ${language}`);
      }
    });

    test('the dashboard, the profile and the wizard have none', async ({
      playerPage: p,
      context,
      account,
    }) => {
      await useLanguage(context, language);
      await buyPass(p.request, account);
      for (const path of ['/dashboard', '/profile', '/profile/my-data']) {
        await gotoReady(p, path);
        await p.locator('main h1, main h2').first().waitFor();
        await expectAccessible(p, `${path} in ${language}`);
      }
      // The dashboard's Profile tab: its form, with the address and PIN code.
      await gotoReady(p, '/dashboard?tab=profile');
      await p.locator('form input[autocomplete="postal-code"]').waitFor();
      await expectAccessible(p, `the Profile tab in ${language}`);
      await gotoReady(p, '/?register=1');
      await p.getByRole('dialog').waitFor();
      await expectAccessible(p, `the wizard in ${language}`);
    });

    test("the organiser console's sections have none", async ({ adminPage: p, context }) => {
      await useLanguage(context, language);
      for (const section of SECTIONS) {
        await gotoReady(p, `/admin?section=${section}`);
        await p.getByRole('heading', { level: 1 }).waitFor();
        await expectAccessible(p, `console ${section} in ${language}`);
      }
    });
  });

test.describe('dialogs and motion', () => {
  test('a dialog keeps the focus inside while open and gives it back when closed', async ({ page: p }) => {
    await gotoReady(p, '/');
    const opener = p.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await p.keyboard.press('Enter');
    const menu = p.locator('[role="dialog"][data-state="open"]');
    await menu.waitFor();
    for (let i = 0; i < 15; i++) {
      await p.keyboard.press('Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await p.keyboard.press('Shift+Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await p.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  test('moves nothing for a player who asks for reduced motion', async ({ page: p }) => {
    const durationOfMenu = async () => {
      await gotoReady(p, '/');
      await p.getByRole('button', { name: 'Open menu' }).click();
      const menu = p.locator('[role="dialog"][data-state="open"]');
      await menu.waitFor();
      return menu.evaluate((dialog) => parseFloat(getComputedStyle(dialog).animationDuration));
    };
    await p.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await durationOfMenu()).toBeGreaterThan(0.05);
    await p.emulateMedia({ reducedMotion: 'reduce' });
    expect(await durationOfMenu()).toBeLessThan(0.001);
  });
});
