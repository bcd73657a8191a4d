import type { Page } from '@playwright/test';
import { baseURL, expect, nextPlayerAddress, test, useLanguage, gotoReady, reloadReady } from './fixtures.ts';

// The site in Hindi: the header's switch (or the mobile menu's pair of buttons) picks the language,
// a cookie remembers it, and a browser set to Hindi gets Hindi before any choice.

const htmlLang = (p: Page) => p.locator('html').getAttribute('lang');

async function expectLandingInHindi(p: Page) {
  await p.getByRole('heading', { level: 1, name: 'खेलो। मुकाबला करो। बड़ा जीतो।' }).waitFor();
  expect(await htmlLang(p)).toBe('hi-IN');
  // Header (on a phone: the switch and the menu button)
  await p.getByRole('banner').getByRole('button', { name: 'मेन्यू खोलें' }).waitFor();
  // Landing
  await p.getByRole('button', { name: 'अभी खेलना शुरू करें' }).waitFor();
  await p.getByRole('heading', { name: 'कैसे काम करता है' }).waitFor();
  await p.getByRole('heading', { name: 'चैंपियनशिप' }).waitFor();
  await p.getByRole('button', { name: 'अभी रजिस्टर करें' }).waitFor();
  await p.getByRole('article', { name: 'लो रिस्क' }).getByText('जीत का मौका 30%').waitFor();
  // Footer
  await p.getByRole('heading', { name: 'क्विक लिंक्स' }).waitFor();
  await p.getByRole('link', { name: 'प्राइवेसी पॉलिसी' }).waitFor();
  await p.getByText('सर्वाधिकार सुरक्षित', { exact: false }).waitFor();
  for (const english of ['How It Works', 'Start Playing Now', 'Register Now', 'Quick Links']) {
    await expect(p.getByText(english, { exact: true }), english).toHaveCount(0);
  }
}

async function expectLandingInEnglish(p: Page) {
  await p.getByRole('heading', { level: 1, name: 'Play. Compete. Win big.' }).waitFor();
  expect(await htmlLang(p)).toBe('en-IN');
  await p.getByRole('button', { name: 'Start Playing Now' }).waitFor();
  await p.getByRole('heading', { name: 'How It Works' }).waitFor();
  await p.getByRole('button', { name: 'Register Now' }).waitFor();
  await p.getByRole('heading', { name: 'Quick Links' }).waitFor();
  await p.getByText('All rights reserved.', { exact: false }).waitFor();
}

test.describe('language', () => {
  test('switches the landing page to Hindi, remembers it, and switches back', async ({
    page: p,
    context,
  }) => {
    await gotoReady(p, '/');
    await expectLandingInEnglish(p);

    // The header's switch names the other language in itself.
    const toHindi = p.getByRole('banner').getByRole('button', { name: 'हिन्दी' });
    expect((await toHindi.innerText()).trim()).toBe('हिन्दी');
    await toHindi.click();
    await expectLandingInHindi(p);
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('hi');

    // Remembered across a reload and on a new page.
    await reloadReady(p);
    await expectLandingInHindi(p);
    const other = await context.newPage();
    await gotoReady(other, '/blog');
    await other.getByRole('heading', { level: 1, name: 'ब्लॉग' }).waitFor();
    expect(await htmlLang(other)).toBe('hi-IN');
    await other.close();

    // The header's switch now offers English; the mobile menu has both, Hindi pressed.
    const toEnglish = p.getByRole('banner').getByRole('button', { name: 'English' });
    expect((await toEnglish.innerText()).trim()).toBe('English');
    await p.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    const languages = p.getByRole('dialog').getByRole('group', { name: 'भाषा' });
    await languages.getByRole('button', { name: 'English' }).waitFor();
    expect(await languages.getByRole('button').allInnerTexts()).toEqual(['English', 'हिन्दी']);
    await expect(languages.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    await languages.getByRole('button', { name: 'English' }).click();
    await expectLandingInEnglish(p);
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    await reloadReady(p);
    await expectLandingInEnglish(p);
  });

  test('gives a browser set to Hindi the site in Hindi before any choice', async ({ context }) => {
    const browser = context.browser();
    if (!browser) throw new Error('no browser');
    const hindi = await browser.newContext({
      baseURL: baseURL(),
      locale: 'hi-IN',
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { 'x-forwarded-for': nextPlayerAddress() },
    });
    const errors: string[] = [];
    try {
      const p = await hindi.newPage();
      p.on('pageerror', (error) => errors.push(error.message));
      await p.goto('/');
      await expectLandingInHindi(p);
      expect((await hindi.cookies()).find((cookie) => cookie.name === 'lang')).toBeUndefined();
      await p.getByRole('banner').getByRole('button', { name: 'English' }).click();
      await expectLandingInEnglish(p);
    } finally {
      await hindi.close();
    }
    expect(errors).toEqual([]);
  });

  test('shows the blog, an article and a missing post in Hindi', async ({ page: p, context }) => {
    await useLanguage(context, 'hi');
    const response = await gotoReady(p, '/blog');
    // Rendered on the server in Hindi, not only after the app loads.
    expect(await response?.text()).toContain('ब्लॉग पोस्ट खोजें');
    await p.getByRole('heading', { level: 1, name: 'ब्लॉग' }).waitFor();
    expect(await p.title()).toBe('ब्लॉग | Arena Championships');
    await p.getByRole('searchbox', { name: 'ब्लॉग पोस्ट खोजें' }).waitFor();
    await p.getByRole('tab', { name: /^सभी पोस्ट \(\d+\)$/ }).waitFor();
    await p
      .getByText(/^पढ़ने में \d+ मिनट$/)
      .first()
      .waitFor();

    await p.getByRole('searchbox').fill('zz-no-post-has-this');
    await p.getByText('कोई ब्लॉग पोस्ट नहीं मिली').first().waitFor();
    await p.getByRole('searchbox').fill('');

    await p.getByRole('article').getByRole('link').first().click();
    await p.getByRole('link', { name: 'ब्लॉग पर वापस जाएँ' }).waitFor();
    await p.getByRole('button', { name: 'शेयर करें' }).waitFor();
    await p.getByRole('button', { name: 'लाइक' }).waitFor();

    await gotoReady(p, '/blog/no-such-post');
    await p.getByRole('heading', { level: 1, name: 'ब्लॉग पोस्ट नहीं मिली' }).waitFor();
  });

  test('shows the 404 page in Hindi', async ({ page: p, context }) => {
    await useLanguage(context, 'hi');
    const response = await gotoReady(p, '/no-such-page');
    expect(response?.status()).toBe(404);
    await p.getByText('पेज नहीं मिला').waitFor();
    expect(await p.title()).toBe('पेज नहीं मिला | Arena Championships');
    await p.getByRole('button', { name: 'वापस जाएँ' }).waitFor();
    await p.getByRole('button', { name: 'होमपेज पर जाएँ' }).click();
    await p.waitForURL(`${baseURL()}/`);
    await p.getByRole('heading', { level: 1, name: 'खेलो। मुकाबला करो। बड़ा जीतो।' }).waitFor();
  });
});
