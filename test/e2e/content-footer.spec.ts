import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from '../support/browser.ts';
import { adminApi, unique, type AdminApi } from './content-admin.ts';

const { page } = useBrowser();
let admin: AdminApi;

beforeAll(async () => {
  admin = await adminApi();
});
// Leave the site as other specs expect it: variant A.
afterAll(async () => {
  await admin('PUT', '/admin/env/FOOTER_VARIANT', { value: 'A' });
});

const footer = () => page().getByRole('contentinfo');

describe('footer', () => {
  it('variant A: latest blogs, quick links, about, social icons and the year', async () => {
    await admin('PUT', '/admin/env/FOOTER_VARIANT', { value: 'A' });
    await page().goto('/privacy-policy');
    for (const title of ['Latest Blogs', 'Quick Links', 'About', 'Follow Us']) {
      await footer().getByRole('heading', { name: title }).waitFor();
    }
    await footer().getByRole('link', { name: 'View All Blogs' }).waitFor();
    for (const name of [
      'Privacy Policy',
      'Refund Policy',
      'Game Policy',
      'Terms & Conditions',
      'About Us',
      'Contact Us',
    ]) {
      expect(await footer().getByRole('link', { name, exact: true }).count(), name).toBe(1);
    }
    const instagram = footer().getByRole('link', { name: 'Instagram' });
    expect(await instagram.getAttribute('target')).toBe('_blank');
    await footer()
      .getByText(`© ${new Date().getFullYear()} Arena Championships. All rights reserved.`)
      .waitFor();

    await footer().getByRole('link', { name: 'Refund Policy' }).click();
    await page().waitForURL(`${baseURL()}/refund-policy`);
  });

  it('variant B: server sections, a content dialog, external and fixed links', async () => {
    await admin('PUT', '/admin/env/FOOTER_VARIANT', { value: 'B' });
    await page().goto('/');
    await footer().getByRole('heading', { name: 'Quick Links' }).waitFor();
    await footer().getByRole('button', { name: 'About Arena' }).click();
    const dialog = page().getByRole('dialog', { name: 'About Arena' });
    await dialog.getByText(/runs monthly online esports championships/).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    const external = footer().getByRole('link', { name: 'BGMI Official Site' });
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await footer().getByRole('link', { name: 'Hidden Draft Link' }).count()).toBe(0);
    expect(await footer().getByRole('link', { name: 'Legal' }).getAttribute('href')).toBe('/privacy-policy');
    expect(await footer().getByRole('link', { name: 'Imprint' }).getAttribute('href')).toBe(
      '/terms-conditions',
    );
    await footer().getByRole('button', { name: 'Change Privacy Settings' }).click();
    await page().getByRole('dialog', { name: 'Privacy Settings' }).waitFor();
    await page().keyboard.press('Escape');

    await footer().getByRole('link', { name: 'Terms & Conditions' }).click();
    await page().waitForURL(`${baseURL()}/terms-conditions`);
  });

  it('picks up an admin change on its next refresh, without a reload', async () => {
    await admin('PUT', '/admin/env/FOOTER_VARIANT', { value: 'B' });
    await page().goto('/contact-us');
    await footer().getByRole('heading', { name: 'Quick Links' }).waitFor();
    await page().evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));

    const label = `Season pass ${unique()}`;
    const link = await admin<{ id: string }>('POST', '/admin/footer', {
      section: 'quick-links',
      label,
      type: 'internal',
      url: '/blog',
      position: 9,
    });
    await footer().getByRole('link', { name: label }).waitFor({ timeout: 20_000 });
    expect(await page().evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    await admin('DELETE', `/admin/footer/${link.id}`);
    await footer().getByRole('link', { name: label }).waitFor({ state: 'detached', timeout: 20_000 });
  });
});

/** Answers the named tRPC queries of every batch with canned data (or fails them), in the browser. */
async function stubTrpc(answers: Record<string, unknown>, fail = false) {
  await page().route('**/trpc/**', async (route) => {
    const procedures = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
    if (!procedures.some((name) => name in answers)) return route.fallback();
    if (fail) return route.abort('connectionrefused');
    const body = procedures.map((name) => ({ result: { data: { json: answers[name] ?? null } } }));
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

describe('footer fallbacks', () => {
  it('variant A falls back to default blog and social links when the server has none', async () => {
    await stubTrpc({ 'footer.view': { variant: 'A', links: [] }, 'blog.list': [] });
    // A page the app draws in the browser (the server renders the others from its own footer).
    await page().goto('/sign-in');
    await footer().getByRole('link', { name: 'Top Strategies for BGMI Qualifiers' }).waitFor();
    expect(
      await footer()
        .getByRole('link', { name: 'Getting Started with Online Esports Championships' })
        .getAttribute('href'),
    ).toBe('/blog');
    for (const name of ['Facebook', 'Twitter', 'Instagram', 'YouTube']) {
      expect(await footer().getByRole('link', { name }).count(), name).toBe(1);
    }
  });

  it("shows 'Failed to load footer' when the footer cannot be loaded", async () => {
    await stubTrpc({ 'footer.view': null }, true);
    // A page the app draws in the browser (the server renders the others from its own footer).
    await page().goto('/sign-in');
    // Three retries with back-off (1 s, 2 s, 4 s) come first.
    await footer().getByText('Failed to load footer').waitFor({ timeout: 20_000 });
  });
});

describe('static pages', () => {
  it('shows an admin edit of a page without a deploy', async () => {
    const original = await admin<{ title: string; content: string }>('GET', '/admin/pages/game-policy');
    const title = `Game Policy ${unique()}`;
    await admin('PUT', '/admin/pages/game-policy', {
      title,
      content: '<p>Updated rules for this season.</p>',
    });
    try {
      await page().goto('/game-policy');
      await page().getByRole('heading', { level: 1, name: title }).waitFor();
      await page().getByText('Updated rules for this season.').waitFor();
    } finally {
      await admin('PUT', '/admin/pages/game-policy', { title: original.title, content: original.content });
    }
  });
});
