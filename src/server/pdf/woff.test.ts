import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff.ts';

// The PDFs' fonts come as WOFF files; unpacked, they must be the same font to pdfkit: the same
// glyph widths and shaping, for Latin and Devanagari text, and still embeddable.

const require = createRequire(import.meta.url);
const file = (path: string) => readFileSync(require.resolve(path));

describe('woffToSfnt', () => {
  for (const [name, path, texts] of [
    [
      'Noto Sans',
      '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
      ['Invoice INV-2026-0042', 'Aditi Verma, Pune 411001', 'Total payable: 1,999.00'],
    ],
    [
      'Noto Sans Devanagari',
      '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
      ['कर बीजक', 'अदिति वर्मा', 'क्षत्रिय श्रृंखला'],
    ],
  ] as const)
    it(`unpacks ${name} into the same font`, async () => {
      const doc = new PDFDocument();
      doc.registerFont('woff', file(path));
      doc.registerFont('sfnt', woffToSfnt(file(path)));
      for (const text of texts)
        expect(doc.font('sfnt').widthOfString(text)).toBe(doc.font('woff').widthOfString(text));

      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise((resolve) => doc.on('end', resolve));
      doc.font('sfnt').text(texts.join(' '));
      doc.end();
      await ended;
      expect(Buffer.concat(chunks).toString('latin1')).toContain('/FontFile2');
    });

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, not at all long enough to be one'))).toThrow(
      'not a WOFF 1.0 font',
    );
  });
});
