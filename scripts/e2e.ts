// `npm run test:e2e [-- spec or Playwright options]`: only the browser tier (playwright.config.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findChromium } from './browser.ts';
import { ensureClientBuilt } from './client-build.ts';

if (!findChromium()) {
  console.error(
    "e2e: no Chromium found at /usr/bin/chromium (install Debian's chromium or set CHROMIUM_PATH)",
  );
  process.exit(1);
}
ensureClientBuilt();
const result = spawnSync(path.resolve('node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
