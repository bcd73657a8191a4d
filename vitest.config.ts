import { defineConfig } from 'vitest/config';

// Three tiers, one runner: `unit` (pure rules), `integration` (the real app on a real database),
// `e2e` (Chromium against the real built server). `npm test` runs them all (scripts/test.ts).
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
          name: 'e2e',
          include: ['test/e2e/**/*.spec.ts'],
          globalSetup: ['test/support/e2e-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          retry: process.env.CI ? 1 : 0,
          // One browser at a time on a two-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
