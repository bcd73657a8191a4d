import { defineConfig } from 'vitest/config';

// Two tiers: `unit` (pure rules) and `integration` (the real app on a real database). The third,
// end to end, runs on Playwright (playwright.config.ts); `npm test` runs all three (scripts/test.ts).
// The fault suite (`faults`) runs on its own: `npm run test:faults`.
export default defineConfig({
  test: {
    // Any console.error during a test fails it (test/support/fail-on-console-error.ts).
    setupFiles: ['test/support/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.ts'],
          exclude: ['**/*.int.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts', 'test/integration/**/*.test.ts'],
          globalSetup: ['test/support/integration-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // `npm run test:faults` (scripts/test-faults.ts): the real server broken on purpose, one
          // scenario at a time.
          name: 'faults',
          include: ['test/faults/**/*.fault.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
