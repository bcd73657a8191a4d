import fs from 'node:fs';

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = env.CHROMIUM_PATH
    ? [env.CHROMIUM_PATH]
    : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}
