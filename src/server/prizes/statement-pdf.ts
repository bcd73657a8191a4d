import { indiaDate } from '../../shared/india-time.ts';
import type { StatementRow, TaxStatement } from '../../shared/tax.ts';
import { line, newPdf, type Doc } from '../pdf/text.ts';

// The tax statement as a PDF (decision 26, "Tax"), with pdfkit; its fonts are embedded so ₹ and
// names in Hindi print (src/server/pdf/text.ts).

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
  const { doc, bytes } = newPdf({
    title: `Tax statement ${statement.financialYear}`,
    author: statement.deductor.name ?? '',
    compress: options.compress,
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
  return bytes;
}
