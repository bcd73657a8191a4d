import { useId, useState } from 'react';
import { DownloadIcon, PrinterIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect, NativeSelectOption } from '../../components/ui/native-select.tsx';
import { Label } from '../../components/ui/label.tsx';
import { formatMonth, formatPaise } from '../../i18n/format.ts';
import { formatDate } from '../../lib/indian-time.ts';
import { trpc, type RouterOutputs } from '../../lib/trpc.ts';
import { statementPdfUrl } from '../../../shared/tax.ts';
import { TitledCard } from '../titled-card.tsx';
import { m } from '../../../paraglide/messages.js';

// The player's tax statement (docs/decisions/0026-prize-payouts.md, "Tax"): the prizes paid in a
// financial year with their TDS, the deductor's TAN and section; printable (styles.css keeps only
// this card on paper) and as a PDF. Shown only to a player who has had a prize paid.

type Statement = RouterOutputs['prizes']['statement'];
type Row = Statement['rows'][number];

const STAGES: Record<string, () => string> = {
  qualifier: m.account_tax_stage_qualifier,
  'semi-final': m.account_tax_stage_semi_final,
};

const prizeName = (row: Row) =>
  m.account_tax_prize_name({
    game: row.game,
    stage: STAGES[row.stage]?.() ?? row.stage,
    month: formatMonth(row.month),
    pool: row.pool,
  });

export function TaxStatementSection() {
  const [fy, setFy] = useState<string | undefined>(undefined);
  const statement = trpc.prizes.statement.useQuery(fy ? { fy } : {}, {
    placeholderData: (previous) => previous,
  });
  if (!statement.data || statement.data.years.length === 0) return null;
  return <TaxStatementCard statement={statement.data} onYearChange={setFy} />;
}

/** The statement of one year, with the picker of the years the player was paid in. */
export function TaxStatementCard({
  statement: data,
  onYearChange,
}: {
  statement: Statement;
  onYearChange: (fy: string) => void;
}) {
  const pickerId = useId();
  const years = [...new Set([data.financialYear, ...data.years])].sort().reverse();
  const notSet = m.account_tax_not_set();

  return (
    <section data-print-region className="mt-6" data-testid="tax-statement">
      <TitledCard role="region" title={m.account_tax_title()} description={m.account_tax_description()}>
        <div className="flex flex-wrap items-end gap-3 print:hidden">
          <div className="grid gap-1.5">
            <Label htmlFor={pickerId}>{m.account_tax_year()}</Label>
            <NativeSelect
              id={pickerId}
              value={data.financialYear}
              onChange={(e) => onYearChange(e.target.value)}
            >
              {years.map((year) => (
                <NativeSelectOption key={year} value={year}>
                  {year}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
            <PrinterIcon aria-hidden="true" />
            {m.account_tax_print()}
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={statementPdfUrl(data.financialYear)} download>
              <DownloadIcon aria-hidden="true" />
              {m.account_tax_download()}
            </a>
          </Button>
        </div>
        <p className="mt-4 hidden font-semibold print:block">
          {m.account_tax_year()} {data.financialYear}
        </p>
        <div className="mt-4 space-y-1 text-sm">
          <p>
            {m.account_tax_deductor({
              name: data.deductor.name ?? notSet,
              tan: data.deductor.tan ?? notSet,
              section: data.deductor.section,
            })}
          </p>
          {data.pan && <p>{m.account_tax_deductee({ pan: data.pan, name: data.panName ?? '' })}</p>}
        </div>
        {data.rows.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">{m.account_tax_none()}</p>
        ) : (
          <StatementTable statement={data} />
        )}
      </TitledCard>
    </section>
  );
}

function StatementTable({ statement }: { statement: Statement }) {
  const cell = 'px-2 py-2';
  const amount = `${cell} text-right tabular-nums`;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <thead className="border-b text-xs text-muted-foreground">
          <tr>
            <th className={cell}>{m.account_tax_col_date()}</th>
            <th className={cell}>{m.account_tax_col_prize()}</th>
            <th className={`${cell} text-right`}>{m.account_tax_col_gross()}</th>
            <th className={`${cell} text-right`}>{m.account_tax_col_tds()}</th>
            <th className={`${cell} text-right`}>{m.account_tax_col_net()}</th>
            <th className={cell}>{m.account_tax_col_utr()}</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {statement.rows.map((row) => (
            <tr key={row.payoutId}>
              <td className={cell}>{formatDate(row.paidAt)}</td>
              <td className={cell}>{prizeName(row)}</td>
              <td className={amount}>{formatPaise(row.grossPaise)}</td>
              <td className={amount}>{formatPaise(row.tdsPaise)}</td>
              <td className={amount}>{formatPaise(row.netPaise)}</td>
              <td className={`${cell} font-mono text-xs`}>{row.utr}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t font-semibold">
          <tr>
            <td className={cell} colSpan={2}>
              {m.account_tax_total()}
            </td>
            <td className={amount}>{formatPaise(statement.totals.grossPaise)}</td>
            <td className={amount}>{formatPaise(statement.totals.tdsPaise)}</td>
            <td className={amount}>{formatPaise(statement.totals.netPaise)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
