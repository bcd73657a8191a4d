import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseURL = () => inject('baseURL');

let players = 0;
/** A benchmark-range address per browser context (the e2e server trusts 127.0.0.1 as its proxy). */
export function nextPlayerAddress(): string {
  players += 1;
  return `198.18.${(process.pid + players) % 250}.${players % 250}`;
}

/**
 * One Chromium per spec file, a fresh context (cookies, storage) per test, on the suite's server
 * or the one `options.baseURL` names. An uncaught error in the page fails the test, as
 * console.error does in Node. The site's service worker is blocked (it would answer requests a
 * test watches or routes) unless `serviceWorkers: 'allow'` (test/e2e/installable.spec.ts).
 */
export function useBrowser(options: { baseURL?: () => string; serviceWorkers?: 'allow' | 'block' } = {}): {
  page: () => Page;
  context: () => BrowserContext;
} {
  const base = options.baseURL ?? baseURL;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: inject('chromiumPath'),
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(() => browser?.close());

  beforeEach(async () => {
    context = await browser.newContext({
      baseURL: base(),
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { 'x-forwarded-for': nextPlayerAddress() },
      serviceWorkers: options.serviceWorkers ?? 'block',
    });
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterEach(async () => {
    await context?.close();
    if (pageErrors.length) throw new Error(`Uncaught errors in the page:\n${pageErrors.join('\n')}`);
  });

  return { page: () => page, context: () => context };
}

/** Pages of this context in a language, as if the player had chosen it with the header's switch. */
export async function useLanguage(context: BrowserContext, locale: 'en' | 'hi'): Promise<void> {
  await context.addCookies([{ name: 'lang', value: locale, url: baseURL() }]);
}
