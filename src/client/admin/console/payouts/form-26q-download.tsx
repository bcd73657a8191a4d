import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import {
  financialYearByLabel,
  financialYearLabel,
  form26qUrl,
  QUARTERS,
  type Quarter,
} from '../../../../shared/tax.ts';

// The rows of the quarterly TDS return (Form 26Q) as CSV (docs/decisions/0026-prize-payouts.md,
// "Tax"): a plain link, so the download is the browser's own; the session cookie goes with it.

const QUARTER_LABELS: Record<Quarter, string> = {
  1: 'Q1 (April–June)',
  2: 'Q2 (July–September)',
  3: 'Q3 (October–December)',
  4: 'Q4 (January–March)',
};

/** This financial year and the three before it, newest first. */
function recentYears(now = new Date()): string[] {
  const current = financialYearByLabel(financialYearLabel(now))!;
  const first = Number(current.label.slice(0, 4));
  return [0, 1, 2, 3].map((back) => {
    const year = first - back;
    return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  });
}

export function Form26qDownload() {
  const years = recentYears();
  const [fy, setFy] = useState(years[0]!);
  const [quarter, setQuarter] = useState<Quarter>(1);
  const yearId = useId();
  const quarterId = useId();
  return (
    <div className="flex flex-col gap-2" data-testid="form-26q">
      <h2 className="font-semibold">Form 26Q (CSV)</h2>
      <p className="text-sm text-muted-foreground">
        The payouts paid in a quarter (PAN, name on PAN, amount, TDS, dates, section), for the quarterly TDS
        return. Each month's TDS is deposited by the 7th of the next (March's by 30 April); the return is due
        by 31 July, 31 October, 31 January and 31 May.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={yearId}>Financial year</Label>
          <NativeSelect id={yearId} value={fy} onChange={(e) => setFy(e.target.value)}>
            {years.map((year) => (
              <NativeSelectOption key={year} value={year}>
                {year}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={quarterId}>Quarter</Label>
          <NativeSelect
            id={quarterId}
            value={quarter}
            onChange={(e) => setQuarter(Number(e.target.value) as Quarter)}
          >
            {QUARTERS.map((q) => (
              <NativeSelectOption key={q} value={q}>
                {QUARTER_LABELS[q]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <Button asChild variant="outline">
          <a href={form26qUrl(fy, quarter)} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      </div>
    </div>
  );
}
