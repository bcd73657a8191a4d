// `npm test`: unit, integration and end-to-end tiers in one Vitest run. Without a Chromium the
// e2e tier is skipped with one line, except in CI (CI=true), where a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findChromium } from './browser.ts';
import { ensureClientBuilt } from './client-build.ts';

const projects = ['unit', 'integration'];
const chromium = findChromium();
if (chromium) {
  // Built here, outside the test runner, whose environment would give React's development build.
  ensureClientBuilt();
  projects.push('e2e');
  console.log(`e2e: Chromium at ${chromium}`);
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

const args = ['run', ...projects.flatMap((p) => ['--project', p]), ...process.argv.slice(2)];
const result = spawnSync(path.resolve('node_modules/.bin/vitest'), args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
