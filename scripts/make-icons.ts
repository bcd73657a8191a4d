// `npm run icons`: draws the install icons (public/icons/*.png) from the brand's mark, the one of
// public/favicon.svg, with Debian's Chromium. Run it again when the mark changes; the PNGs are
// committed, so a build needs no browser.
//  - icon-*.png ("any"): the favicon as it is, its rounded square on a transparent ground;
//  - maskable-*.png: a full square of the brand's ground with the mark inside the central circle
//    of 40 % radius that every launcher's mask keeps (the maskable icon safe zone).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from './browser.ts';

const GROUND = '#0d0b1a';
const MARK = '#b79cff';
/** The "A" of public/favicon.svg, drawn in a 64 x 64 box (x 10..54, y 8..56). */
const A = 'M32 8 54 56H43.5l-4.2-9.6H24.7L20.5 56H10L32 8Zm0 19.5-4.3 10.3h8.6L32 27.5Z';
// The A's bounding box reaches 32.6 units from the centre; at 0.62 it reaches 20.2, inside the
// safe circle's 25.6 (40 % of 64) with room to spare.
const MASKABLE_SCALE = 0.62;

const svgFor = (maskable: boolean) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GROUND}"/>` +
      `<path transform="translate(32 32) scale(${MASKABLE_SCALE}) translate(-32 -32)" d="${A}" fill="${MARK}"/></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${GROUND}"/>` +
      `<path d="${A}" fill="${MARK}"/></svg>`;

const executablePath = findChromium();
if (!executablePath) throw new Error("No Chromium (install Debian's chromium or set CHROMIUM_PATH)");
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--headless'] });
try {
  const outDir = path.resolve('public/icons');
  fs.mkdirSync(outDir, { recursive: true });
  for (const maskable of [false, true]) {
    for (const size of [192, 512]) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const svg = svgFor(maskable).replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
      const file = path.join(outDir, `${maskable ? 'maskable' : 'icon'}-${size}.png`);
      await page.screenshot({ path: file, omitBackground: true });
      await page.close();
      console.log(`${path.relative(process.cwd(), file)} (${fs.statSync(file).size} bytes)`);
    }
  }
} finally {
  await browser.close();
}
