import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/browser.ts';
import { E2E_ENV } from './test/e2e/support/environment.ts';

// The end-to-end tier: Debian's Chromium (never a downloaded one) against the real built server,
// which test/e2e/support/global-setup.ts starts on a fresh database. `npm run test:e2e`.
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '*.spec.ts',
  globalSetup: './test/e2e/support/global-setup.ts',
  // One browser at a time: the server and Chromium share a two-core machine.
  workers: 1,
  fullyParallel: false,
  // A flaky test is a defect to fix, not to retry (CI included).
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e',
  // A failure's summary names its screenshot and trace (and how to open it).
  reporter: 'list',
  use: {
    // Set by the global setup before the workers, which read this file again, start.
    baseURL: process.env[E2E_ENV.baseURL],
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A phone: the site is used mostly on one.
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
    // The site's service worker would answer requests a test watches or routes
    // (test/e2e/installable.spec.ts allows it).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
