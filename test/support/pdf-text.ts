import { getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF as a reader would copy it: one string per printed line, top to bottom and left
 * to right (columns apart), the runs of a line (our PDFs write a line in as many fonts as its
 * letters need) joined in order.
 * Read with pdfjs (unpdf's build of it, without a canvas binary), so a test checks what the document says, not how pdfkit drew it.
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { useSystemFonts: false, verbosity: 0 });
  const lines: string[] = [];
  try {
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const rows = new Map<number, { x: number; width: number; text: string }[]>();
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        const [, , , , x, y] = item.transform as number[];
        const key = Math.round(y!);
        rows.set(key, [...(rows.get(key) ?? []), { x: x!, width: item.width, text: item.str }]);
      }
      const ordered = [...rows.entries()].sort(([a], [b]) => b - a);
      for (const [, items] of ordered) {
        // Runs that touch are one line; a gap is the next column, its own line.
        let end = -Infinity;
        for (const item of items.sort((a, b) => a.x - b.x)) {
          if (item.x - end > 2) lines.push(item.text);
          else lines[lines.length - 1] += item.text;
          end = item.x + item.width;
        }
      }
    }
  } finally {
    await pdf.cleanup();
  }
  return lines;
}

/** The whole text of a PDF, its lines joined by line breaks. */
export const pdfText = async (bytes: Uint8Array) => (await pdfLines(bytes)).join('\n');
