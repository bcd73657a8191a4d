import type { Page } from '@playwright/test';
import { adminApi, type AdminApi } from './content-admin.ts';
import { baseURL, expect, test, unique, gotoReady } from './fixtures.ts';

let admin: AdminApi;

test.beforeAll(async () => {
  admin = await adminApi();
});
// Leave the site as other specs expect it: variant A.
test.afterAll(async () => {
  await admin('PUT', '/admin/env/FOOTER_VARIANT', { value: 'A' });
});

const footer = (p: Page) => p.getByRole('contentinfo');

test.describe('footer', () => {
  test('variant A: latest blogs, quick links, about, social icons and the year', async ({ page }) => {
    await admin('PUT', '/admin/env/FOOTER_VARIANT', { value: 'A' });
    await gotoReady(page, '/privacy-policy');
    for (const title of ['Latest Blogs', 'Quick Links', 'About', 'Follow Us']) {
      await footer(page).getByRole('heading', { name: title }).waitFor();
    }
    await footer(page).getByRole('link', { name: 'View All Blogs' }).waitFor();
    for (const name of [
      'Privacy Policy',
      'Refund Policy',
      'Game Policy',
      'Terms & Conditions',
      'About Us',
      'Contact Us',
    ]) {
      await expect(footer(page).getByRole('link', { name, exact: true }), name).toHaveCount(1);
    }
    const instagram = footer(page).getByRole('link', { name: 'Instagram' });
    await expect(instagram).toHaveAttribute('target', '_blank');
    await footer(page)
      .getByText(`© ${new Date().getFullYear()} Arena Championships. All rights reserved.`)
      .waitFor();

    await footer(page).getByRole('link', { name: 'Refund Policy' }).click();
    await page.waitForURL(`${baseURL()}/refund-policy`);
  });

  test('variant B: server sections, a content dialog, external and fixed links', async ({ page }) => {
    await admin('PUT', '/admin/env/FOOTER_VARIANT', { value: 'B' });
    await gotoReady(page, '/');
    await footer(page).getByRole('heading', { name: 'Quick Links' }).waitFor();
    await footer(page).getByRole('button', { name: 'About Arena' }).click();
    const dialog = page.getByRole('dialog', { name: 'About Arena' });
    await dialog.getByText(/runs monthly online esports championships/).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    const external = footer(page).getByRole('link', { name: 'BGMI Official Site' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer(page).getByRole('link', { name: 'Hidden Draft Link' })).toHaveCount(0);
    await expect(footer(page).getByRole('link', { name: 'Legal' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer(page).getByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    await footer(page).getByRole('button', { name: 'Change Privacy Settings' }).click();
    await page.getByRole('dialog', { name: 'Privacy Settings' }).waitFor();
    await page.keyboard.press('Escape');

    await footer(page).getByRole('link', { name: 'Terms & Conditions' }).click();
    await page.waitForURL(`${baseURL()}/terms-conditions`);
  });

  test('picks up an admin change on its next refresh, without a reload', async ({ page }) => {
    await admin('PUT', '/admin/env/FOOTER_VARIANT', { value: 'B' });
    await gotoReady(page, '/contact-us');
    await footer(page).getByRole('heading', { name: 'Quick Links' }).waitFor();
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));

    const label = `Season pass ${unique()}`;
    const link = await admin<{ id: string }>('POST', '/admin/footer', {
      section: 'quick-links',
      label,
      type: 'internal',
      url: '/blog',
      position: 9,
    });
    await footer(page).getByRole('link', { name: label }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    await admin('DELETE', `/admin/footer/${link.id}`);
    await footer(page).getByRole('link', { name: label }).waitFor({ state: 'detached', timeout: 20_000 });
  });
});

/** Answers the named tRPC queries of every batch with canned data (or fails them), in the browser. */
async function stubTrpc(page: Page, answers: Record<string, unknown>, fail = false) {
  await page.route('**/trpc/**', async (route) => {
    const procedures = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
    if (!procedures.some((name) => name in answers)) return route.fallback();
    if (fail) return route.abort('connectionrefused');
    const body = procedures.map((name) => ({ result: { data: { json: answers[name] ?? null } } }));
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

test.describe('footer fallbacks', () => {
  test('variant A falls back to default blog and social links when the server has none', async ({ page }) => {
    await stubTrpc(page, { 'footer.view': { variant: 'A', links: [] }, 'blog.list': [] });
    // A page the app draws in the browser (the server renders the others from its own footer).
    await gotoReady(page, '/sign-in');
    await footer(page).getByRole('link', { name: 'Top Strategies for BGMI Qualifiers' }).waitFor();
    await expect(
      footer(page).getByRole('link', { name: 'Getting Started with Online Esports Championships' }),
    ).toHaveAttribute('href', '/blog');
    for (const name of ['Facebook', 'Twitter', 'Instagram', 'YouTube']) {
      await expect(footer(page).getByRole('link', { name }), name).toHaveCount(1);
    }
  });

  test("shows 'Failed to load footer' when the footer cannot be loaded", async ({ page }) => {
    await stubTrpc(page, { 'footer.view': null }, true);
    // A page the app draws in the browser (the server renders the others from its own footer).
    await gotoReady(page, '/sign-in');
    // Three retries with back-off (1 s, 2 s, 4 s) come first.
    await footer(page).getByText('Failed to load footer').waitFor({ timeout: 20_000 });
  });
});

test.describe('static pages', () => {
  test('shows an admin edit of a page without a deploy', async ({ page }) => {
    const original = await admin<{ title: string; content: string }>('GET', '/admin/pages/game-policy');
    const title = `Game Policy ${unique()}`;
    await admin('PUT', '/admin/pages/game-policy', {
      title,
      content: '<p>Updated rules for this season.</p>',
    });
    try {
      await gotoReady(page, '/game-policy');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('Updated rules for this season.').waitFor();
    } finally {
      await admin('PUT', '/admin/pages/game-policy', { title: original.title, content: original.content });
    }
  });
});
