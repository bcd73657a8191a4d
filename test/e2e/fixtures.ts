import {
  test as base,
  expect,
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import type { CreateParticipant } from '../../src/shared/registration.ts';
import { signUpWithCode, type NewAccount } from '../support/e2e-account.ts';
import { soloPayload } from '../support/registration.ts';
import { randomMobile, unique } from '../support/unique.ts';
import { ADMIN_CREDENTIALS, baseURL } from './support/environment.ts';

// The browser tier's `test`: Playwright's, on the server global-setup.ts started, with a player's
// address per context, pages that fail the test on an uncaught error, a fresh account, a signed-in
// player and the signed-in admin. A test opens the app's pages with `gotoReady` and `reloadReady`,
// which wait until the app has taken the page over.

export { expect };
export { ADMIN_CREDENTIALS, baseURL, serverDataDir } from './support/environment.ts';

export { randomMobile, unique };

/**
 * Registers `registration` (the registration form's payload) as the player signed in on
 * `request`, and pays for it with the mock gateway, all over HTTP (on the suite's server, or the
 * spec's own at `site`); the registration's id.
 */
export async function buyPassByApi(
  request: APIRequestContext,
  registration: object,
  site = baseURL(),
): Promise<string> {
  const headers = { origin: site };
  const created = await request.post('/api/participants', { data: registration, headers });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const initiated = await request.post('/api/payments/initiate', { data: { orderId: id }, headers });
  expect(initiated.status(), await initiated.text()).toBe(200);
  const { paymentId } = (await initiated.json()) as { paymentId: string };
  const confirmed = await request.post('/api/payments/confirm', {
    data: { paymentId, status: 'success' },
    headers,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return id;
}

/** A player with a paid solo pass: their name, e-mail address and the registration's id. */
export interface PaidPlayer {
  name: string;
  email: string;
  participantId: string;
}

/**
 * A new player with a paid solo pass for `pass` (the registration form's fields a spec is about:
 * the game, and the risk and price): `name` signs up on `http` with the e-mailed code, which stays
 * signed in as them (a browser context's `request`, or `playerHttp()`), and pays with the mock
 * gateway, all over HTTP.
 */
export async function paidPlayer(
  http: APIRequestContext,
  pass: Partial<CreateParticipant>,
  name = `Player ${unique()}`,
): Promise<PaidPlayer> {
  const account = newAccount(name);
  await signUpWithCode(http, account, { origin: baseURL() });
  const participantId = await buyPassByApi(
    http,
    soloPayload({ name, email: account.email, phone: randomMobile(), ...pass }),
  );
  return { name, email: account.email, participantId };
}

let players = 0;
/** A benchmark-range address per browser context (the e2e server trusts 127.0.0.1 as its proxy). */
export function nextPlayerAddress(): string {
  players += 1;
  return `198.18.${(process.pid + players) % 250}.${players % 250}`;
}

/**
 * A desktop browser, for another player's context made in a test with `browser.newContext`
 * (which otherwise takes the config's phone).
 */
export const DESKTOP = { viewport: { width: 1280, height: 720 }, isMobile: false, hasTouch: false };

/** A new local account's details: `name`, an e-mail address of this run only and a password. */
export const newAccount = (
  name: string,
  email = `${name.toLowerCase().replace(/\W+/g, '.')}.${unique()}@example.in`,
): NewAccount => ({ name, email, password: `Secret-${unique()}` });

/**
 * Signs `account` up through the API with the e-mailed code, over an HTTP client of its own with
 * an address of its own (sign-ups are limited per address). The client stays signed in as the
 * account; dispose of it when done. For a player a spec sets up before its tests (the `account`
 * fixture is one test's).
 */
export async function signedUp(account: NewAccount, server = baseURL()): Promise<APIRequestContext> {
  const http = await playerHttp(server);
  await signUpWithCode(http, account);
  return http;
}

/** An HTTP client of a player's own, on an address of its own; dispose of it when done. */
export function playerHttp(server = baseURL()): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: server,
    extraHTTPHeaders: { origin: server, 'x-forwarded-for': nextPlayerAddress() },
  });
}

/** Another player's browser, on a desktop and an address of its own. */
export function newDesktopPlayer(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    ...DESKTOP,
    baseURL: baseURL(),
    extraHTTPHeaders: { 'x-forwarded-for': nextPlayerAddress() },
  });
}

/** Signs the context in as the seeded admin (the console uses the session cookie). */
export async function signInAsAdmin(context: BrowserContext): Promise<void> {
  const login = await context.request.post('/auth/login', {
    data: ADMIN_CREDENTIALS,
    headers: { origin: baseURL() },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** Waits for a toast (sonner) saying `text`. */
export async function waitForToast(p: Page, text: string): Promise<void> {
  await p.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();
}

/** Signs the page's context in with an account's password (on the suite's server, or `server`). */
export async function signIn(page: Page, account: NewAccount, server = baseURL()): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: server },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Pages of this context in a language, as if the player had chosen it with the header's switch. */
export async function useLanguage(context: BrowserContext, locale: 'en' | 'hi'): Promise<void> {
  await context.addCookies([{ name: 'lang', value: locale, url: baseURL() }]);
}

/**
 * Waits until the app has taken the page over (boot.ts marks <html data-app="ready">), so that a
 * press right after a navigation is not made before it: on a loaded machine boot.ts's hold on
 * early presses gives up. A page rendered for a signed-out visitor loads the app only on intent
 * (docs/decisions/0016): there the press itself starts it, as for a visitor. Pages that are not
 * the app's (JSON, another origin's) are not waited for.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !root || root.dataset.boot === 'intent' || document.documentElement.dataset.app === 'ready';
    },
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * `page.goto(url)`, then, for a page of the app, `untilInteractive`: what a test does next on the
 * page is not lost to an app still loading. Returns the navigation's response.
 */
export async function gotoReady(
  page: Page,
  url: string,
  options?: Parameters<Page['goto']>[1],
): Promise<Response | null> {
  return settled(page, await page.goto(url, options));
}

/** `page.reload()`, then, for a page of the app, `untilInteractive`. */
export async function reloadReady(
  page: Page,
  options?: Parameters<Page['reload']>[0],
): Promise<Response | null> {
  return settled(page, await page.reload(options));
}

async function settled(page: Page, response: Response | null): Promise<Response | null> {
  if (response?.headers()['content-type']?.startsWith('text/html')) await untilInteractive(page);
  return response;
}

interface Fixtures {
  /** The fresh account's display name (`test.use({ accountName })`). */
  accountName: string;
  /** A new local account, signed up through the API with the e-mailed code; the page is not signed in. */
  account: NewAccount;
  /** The test's page, its context signed in with `account`. */
  playerPage: Page;
  /** The test's page, its context signed in as the seeded admin. */
  adminPage: Page;
}

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    // Each context plays a player on an address of its own: the per-IP limits do not throttle the
    // suite.
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': nextPlayerAddress() });
    const errors: string[] = [];
    context.on('page', (page) => page.on('pageerror', (error) => errors.push(error.message)));
    await use(context);
    // An uncaught error in any of its pages fails the test, as console.error does in Node.
    if (errors.length) throw new Error(`Uncaught errors in the page:\n${errors.join('\n')}`);
  },
  accountName: ['Arena Player', { option: true }],
  account: async ({ accountName, baseURL: server }, use) => {
    const account = newAccount(accountName);
    await (await signedUp(account, server)).dispose();
    await use(account);
  },
  playerPage: async ({ page, account, baseURL: server }, use) => {
    await signIn(page, account, server);
    await use(page);
  },
  adminPage: async ({ page, context }, use) => {
    await signInAsAdmin(context);
    await use(page);
  },
});
