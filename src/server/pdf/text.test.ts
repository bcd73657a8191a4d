import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { fontRuns, newPdf, widthOf, wrap } from './text.ts';
import { woffToSfnt } from './woff.ts';

// Widths are kept across documents (one font size's measure serves every size): they must be what
// pdfkit measures in each document, whatever was measured before and at whatever size.

const direct = (doc: ReturnType<typeof newPdf>['doc'], text: string) =>
  fontRuns(text).reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);

describe('widthOf', () => {
  it("gives pdfkit's own width in every document and at every size, Latin, ₹ and Devanagari", () => {
    const texts = [
      'Total in words: Rupees One Thousand Five Hundred Only',
      '₹1,500.00',
      'सुनीता देवी / Kiran Rao',
    ];
    for (const size of [9, 12, 7.5]) {
      const { doc } = newPdf({ title: 't', author: 'a' });
      doc.fontSize(size);
      for (const text of texts) expect(widthOf(doc, text)).toBeCloseTo(direct(doc, text), 9);
      doc.end();
    }
  });

  it('wraps a paragraph the same in a new document as in the first', () => {
    const paragraph =
      'Arena Championships Private Limited, 4th Floor, Example Towers, Andheri East, Mumbai 400069';
    const lines = () => {
      const { doc } = newPdf({ title: 't', author: 'a' });
      const wrapped = wrap(doc, paragraph, 160, 9);
      doc.end();
      return wrapped;
    };
    const first = lines();
    expect(first.length).toBeGreaterThan(1);
    expect(lines()).toEqual(first);
  });
});

describe('shaping kept across documents', () => {
  /** The font parsed afresh, shaping nothing kept. */
  const fresh = (path: string) =>
    fontkit.create(woffToSfnt(readFileSync(createRequire(import.meta.url).resolve(path)))) as fontkit.Font;
  const latin = fresh('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff');
  const devanagari = fresh(
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  );
  const expected = (font: fontkit.Font, text: string, size: number) =>
    (font.layout(text).advanceWidth / font.unitsPerEm) * size;

  it('measures a run shaped in an earlier document as a font parsed afresh does, at every size', () => {
    const texts: [fontkit.Font, 'latin' | 'devanagari', string][] = [
      [latin, 'latin', 'Place of supply: Karnataka (29)'],
      [devanagari, 'devanagari', 'सुनीता देवी'],
    ];
    for (const size of [9, 12, 9]) {
      const { doc } = newPdf({ title: 't', author: 'a' });
      for (const [font, name, text] of texts)
        expect(doc.font(name).fontSize(size).widthOfString(text)).toBeCloseTo(expected(font, text, size), 6);
      doc.end();
    }
  });
});
