import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { LRUCache } from 'lru-cache';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff.ts';

// What every PDF we make shares (the tax statement, the GST invoice): pdfkit with our own fonts
// embedded (subset) from the npm font packages, never fetched: Noto Sans for Latin text, its
// Latin-extended part for ₹, and Noto Sans Devanagari for names and labels in Hindi. pdfkit writes
// each run in one font, so a line is split into runs by the script of its letters.

const require = createRequire(import.meta.url);

/**
 * A font of the npm font packages, unpacked from WOFF (see woff.ts) and parsed by fontkit once per
 * process: pdfkit takes the parsed font as it is, where a file would be parsed again for every
 * document (most of an invoice's time, decision 29). Each document still makes its own subset.
 */
function fontFile(path: string): fontkit.Font {
  const font = fontkit.create(woffToSfnt(readFileSync(require.resolve(path))));
  if (!('layout' in font)) throw new Error(`${path} is a font collection, not a font`);
  return withKeptLayouts(font);
}

/** Shaped runs kept per font, across documents: every invoice shapes the same labels and words. */
const KEPT_LAYOUTS = 5_000;

/**
 * The font, its shaping kept (decision 29): pdfkit shapes every word of every document afresh
 * through fontkit's `layout`, most of an invoice's time once the fonts are parsed once. A run
 * shaped before is answered again: its glyphs shared (pdfkit only reads them), its positions
 * copied, since pdfkit scales them in place for the document's size.
 */
function withKeptLayouts(font: fontkit.Font): fontkit.Font {
  const shape = font.layout.bind(font) as (...args: unknown[]) => fontkit.GlyphRun;
  const kept = new LRUCache<string, fontkit.GlyphRun>({ max: KEPT_LAYOUTS });
  const layout = (text: string, features?: unknown, ...rest: unknown[]): fontkit.GlyphRun => {
    // A script, a language or a direction named: shaped afresh (pdfkit names none).
    if (rest.length > 0 || typeof features === 'string') return shape(text, features, ...rest);
    const key = `${JSON.stringify(features ?? null)}\u0000${text}`;
    let run = kept.get(key);
    if (!run) {
      run = shape(text, features);
      kept.set(key, run);
    }
    return copyOfRun(run);
  };
  return Object.assign(font, { layout });
}

/**
 * A run whose positions may be changed without changing the kept one (its getters sum them):
 * pdfkit multiplies them in place by 1000 / the font's units per em (1 for our fonts today).
 */
function copyOfRun(run: fontkit.GlyphRun): fontkit.GlyphRun {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(run) as object) as fontkit.GlyphRun, run);
  copy.positions = run.positions.map((position) =>
    Object.assign(Object.create(Object.getPrototypeOf(position) as object) as object, position),
  );
  return copy;
}

type FontName = 'latin' | 'latinExt' | 'devanagari';

let fonts: Record<FontName, fontkit.Font> | null = null;
function loadFonts(): Record<FontName, fontkit.Font> {
  fonts ??= {
    latin: fontFile('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
    latinExt: fontFile('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'),
    devanagari: fontFile(
      '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
    ),
  };
  return fonts;
}

/** Devanagari, its extensions and the joiners and dotted circle its shaping uses. */
const DEVANAGARI_RANGES = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
] as const;
const isDevanagari = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return DEVANAGARI_RANGES.some(([from, to]) => code >= from && code <= to);
};
/** Spaces take the font of the run they are in, so a Hindi name shapes whole. */
const NEUTRAL = /\s/;
/** What the Latin file holds besides Latin-1: general punctuation (• – ’ …), €, ™ and −. */
const LATIN_EXTRA = /[\u2000-\u206F\u20AC\u2122\u2212]/;

function fontOf(char: string): FontName {
  if (isDevanagari(char)) return 'devanagari';
  return (char.codePointAt(0) ?? 0) < 0x100 || LATIN_EXTRA.test(char) ? 'latin' : 'latinExt';
}

/** The text cut into runs of one font each. */
export function fontRuns(text: string): { font: FontName; text: string }[] {
  const runs: { font: FontName; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const font = last && NEUTRAL.test(char) ? last.font : fontOf(char);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

export type Doc = InstanceType<typeof PDFDocument>;

export interface At {
  x: number;
  y: number;
  width?: number;
  align?: 'left' | 'right';
  size?: number;
}

/** The document's current font size (pdfkit keeps it, its types do not say). */
const fontSizeOf = (doc: Doc) => (doc as unknown as { _fontSize: number })._fontSize;

/**
 * Widths of one-font runs at a font size of 1, kept across documents: pdfkit shapes each word
 * afresh for every document, and every invoice measures the same labels and words (wrapping a
 * paragraph measures it word by word). A width is linear in the size.
 */
const unitWidths = new LRUCache<string, number>({ max: 20_000 });

function runWidth(doc: Doc, run: { font: FontName; text: string }): number {
  const size = fontSizeOf(doc);
  const key = `${run.font}\u0000${run.text}`;
  let width = unitWidths.get(key);
  if (width === undefined) {
    width = doc.font(run.font).widthOfString(run.text) / size;
    unitWidths.set(key, width);
  }
  return width * size;
}

/** How wide the text is at the document's current font size. */
export const widthOf = (doc: Doc, text: string) =>
  fontRuns(text).reduce((sum, run) => sum + runWidth(doc, run), 0);

/** The text, cut with … where it would run into the next column. */
function fitted(doc: Doc, text: string, width: number): string {
  if (widthOf(doc, text) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && widthOf(doc, `${chars.join('')}…`) > width) chars.pop();
  return `${chars.join('')}…`;
}

/** The current font's ascender, in thousandths of the font size (pdfkit keeps it, its types do not say). */
const ascenderOf = (doc: Doc) => (doc as unknown as { _font: { ascender: number } })._font.ascender;

/** Writes one line of text at a place, in as many fonts as its letters need. */
export function line(doc: Doc, text: string, at: At): void {
  doc.fontSize(at.size ?? 9);
  const runs = fontRuns(at.width ? fitted(doc, text, at.width) : text);
  if (at.align === 'right' && at.width) {
    // pdfkit aligns each run on its own: measure the whole line and start where it ends flush.
    const width = runs.reduce((sum, run) => sum + runWidth(doc, run), 0);
    at = { ...at, x: at.x + at.width - width, width: undefined, align: 'left' };
  }
  // Each font would sit its text under its own ascender; all runs sit on the Latin font's baseline.
  const baseline = -(ascenderOf(doc.font('latin')) / 1000) * (at.size ?? 9);
  runs.forEach((run, i) => {
    doc.font(run.font);
    const options = { lineBreak: false, continued: i < runs.length - 1, baseline };
    if (i === 0) doc.text(run.text, at.x, at.y, options);
    else doc.text(run.text, options);
  });
}

/**
 * The text broken at spaces (and at line breaks it has) into lines no wider than `width` at
 * `size`; a word wider than a line is cut by `line` when written.
 */
export function wrap(doc: Doc, text: string, width: number, size: number): string[] {
  doc.fontSize(size);
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && widthOf(doc, next) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
  }
  return lines;
}

/**
 * A new A4 document with our fonts registered, and the bytes it will make once `doc.end()` is
 * called. `compress: false` leaves the page's drawing readable (tests).
 */
export function newPdf(options: { title: string; author: string; compress?: boolean }): {
  doc: Doc;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: options.compress ?? true,
    // Our own font from the start: no built-in font (Helvetica) is referenced or embedded.
    font: null as unknown as string,
    info: { Title: options.title, Author: options.author },
  });
  // pdfkit's types name files only; its font factory takes a parsed font too (anything with `layout`).
  for (const [name, font] of Object.entries(loadFonts())) doc.registerFont(name, font as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
