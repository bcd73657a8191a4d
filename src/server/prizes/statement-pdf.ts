import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { indiaDate } from '../../shared/india-time.ts';
import type { StatementRow, TaxStatement } from '../../shared/tax.ts';

// The tax statement as a PDF (decision 26, "Tax"), with pdfkit. The fonts are embedded (subset)
// from the npm font packages, never fetched: Noto Sans for Latin text, its Latin-extended part for
// ₹, and Noto Sans Devanagari for names in Hindi. pdfkit writes each run in one font, so a line is
// split into runs by the script of its letters.

const require = createRequire(import.meta.url);
const fontFile = (path: string) => readFileSync(require.resolve(path));

type FontName = 'latin' | 'latinExt' | 'devanagari';

let fonts: Record<FontName, Buffer> | null = null;
function loadFonts(): Record<FontName, Buffer> {
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

type Doc = InstanceType<typeof PDFDocument>;

interface At {
  x: number;
  y: number;
  width?: number;
  align?: 'left' | 'right';
  size?: number;
}

const widthOf = (doc: Doc, text: string) =>
  fontRuns(text).reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);

/** The text, cut with … where it would run into the next column. */
function fitted(doc: Doc, text: string, width: number): string {
  if (widthOf(doc, text) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && widthOf(doc, `${chars.join('')}…`) > width) chars.pop();
  return `${chars.join('')}…`;
}

/** Writes one line of text at a place, in as many fonts as its letters need. */
function line(doc: Doc, text: string, at: At): void {
  doc.fontSize(at.size ?? 9);
  const runs = fontRuns(at.width ? fitted(doc, text, at.width) : text);
  if (at.align === 'right' && at.width) {
    // pdfkit aligns each run on its own: measure the whole line and start where it ends flush.
    const width = runs.reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
    at = { ...at, x: at.x + at.width - width, width: undefined, align: 'left' };
  }
  runs.forEach((run, i) => {
    doc.font(run.font);
    const options = { lineBreak: false, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, at.x, at.y, options);
    else doc.text(run.text, options);
  });
}

const money = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const rupees = (paise: number) => money.format(paise / 100);

const STAGES: Record<string, string> = { qualifier: 'Qualifier', 'semi-final': 'Semi-Finals' };
/** `BGMI, Qualifier 2026-11, pool 2`. */
export const prizeName = (row: Pick<StatementRow, 'game' | 'stage' | 'month' | 'pool'>) =>
  `${row.game}, ${STAGES[row.stage] ?? row.stage} ${row.month}, pool ${row.pool}`;

const COLUMNS = [
  { title: 'Date paid', x: 48, width: 56 },
  { title: 'Prize', x: 106, width: 140 },
  { title: 'Gross', x: 248, width: 66, align: 'right' },
  { title: 'TDS', x: 316, width: 58, align: 'right' },
  { title: 'Net paid', x: 376, width: 66, align: 'right' },
  { title: 'UTR', x: 452, width: 95 },
] as const;

function tableRow(doc: Doc, y: number, cells: string[]): void {
  COLUMNS.forEach((column, i) =>
    line(doc, cells[i] ?? '', {
      x: column.x,
      y,
      width: column.width,
      align: 'align' in column ? column.align : 'left',
      size: 8,
    }),
  );
}

function header(doc: Doc, statement: TaxStatement): number {
  const { deductor } = statement;
  line(doc, `Statement of prizes and tax deducted at source, financial year ${statement.financialYear}`, {
    x: 48,
    y: 48,
    size: 13,
  });
  const facts = [
    `Deductor: ${deductor.name ?? 'not set'}    TAN: ${deductor.tan ?? 'not set'}    Section: ${deductor.section}`,
    `Deductee (name on PAN): ${statement.panName ?? '—'}    PAN: ${statement.pan ?? '—'}`,
  ];
  facts.forEach((text, i) => line(doc, text, { x: 48, y: 76 + i * 16, size: 10 }));
  return 120;
}

/** The statement as PDF bytes. `compress: false` leaves the page's drawing readable (tests). */
export function statementPdf(statement: TaxStatement, options: { compress?: boolean } = {}): Promise<Buffer> {
  const files = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: options.compress ?? true,
    // Our own font from the start: no built-in font (Helvetica) is referenced or embedded.
    font: null as unknown as string,
    info: { Title: `Tax statement ${statement.financialYear}`, Author: statement.deductor.name ?? '' },
  });
  for (const [name, bytes] of Object.entries(files)) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = header(doc, statement);
  tableRow(
    doc,
    y,
    COLUMNS.map((c) => c.title),
  );
  y += 16;
  if (statement.rows.length === 0) {
    line(doc, 'No prizes were paid to you in this financial year.', { x: 48, y, size: 9 });
    y += 16;
  }
  for (const row of statement.rows) {
    if (y > 780) {
      doc.addPage();
      y = 48;
    }
    tableRow(doc, y, [
      indiaDate(row.paidAt),
      prizeName(row),
      rupees(row.grossPaise),
      rupees(row.tdsPaise),
      rupees(row.netPaise),
      row.utr ?? '',
    ]);
    y += 14;
  }
  const { totals } = statement;
  tableRow(doc, y + 4, [
    'Total',
    '',
    rupees(totals.grossPaise),
    rupees(totals.tdsPaise),
    rupees(totals.netPaise),
  ]);
  line(
    doc,
    `Generated on ${indiaDate(new Date())} (IST). Dates are Indian. The TDS is deposited against the PAN above; it shows in your Form 26AS / AIS.`,
    { x: 48, y: y + 30, size: 7 },
  );
  doc.end();
  return done;
}
