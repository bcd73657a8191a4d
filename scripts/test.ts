// `npm test`: the unit and integration tiers (Vitest), then the end-to-end tier (Playwright).
// Without a Chromium the e2e tier is skipped with one line, except in CI (CI=true), where a missing
// browser fails the run. E2E=0 skips the e2e tier (CI runs it once, on PostgreSQL only).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findChromium } from './browser.ts';
import { ensureClientBuilt } from './client-build.ts';

const run = (bin: string, args: string[]) =>
  spawnSync(path.resolve('node_modules/.bin', bin), args, { stdio: 'inherit' }).status ?? 1;

const vitest = run('vitest', [
  'run',
  '--project',
  'unit',
  '--project',
  'integration',
  ...process.argv.slice(2),
]);
if (vitest !== 0) process.exit(vitest);

const chromium = findChromium();
if (process.env.E2E === '0') {
  console.log('e2e: skipped (E2E=0)');
} else if (chromium) {
  console.log(`e2e: Chromium at ${chromium}`);
  // Built here, outside the test runner, whose environment would give React's development build.
  ensureClientBuilt();
  process.exit(run('playwright', ['test']));
} else if (process.env.CI === 'true') {
  console.error(
    'e2e: no Chromium found at /usr/bin/chromium (or CHROMIUM_PATH); CI needs it: apt-get install chromium',
  );
  process.exit(1);
} else {
  console.log(
    "e2e: skipped, no Chromium found at /usr/bin/chromium (install Debian's chromium or set CHROMIUM_PATH)",
  );
}
