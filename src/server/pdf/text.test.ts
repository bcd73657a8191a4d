import { describe, expect, it } from 'vitest';
import { fontRuns, newPdf, widthOf, wrap } from './text.ts';

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
