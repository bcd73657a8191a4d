import { useId, useState, type FormEvent } from 'react';
import { OUTCOMES } from '../../../shared/matches.ts';
import {
  SCREENSHOT_FIELD,
  SCREENSHOT_TYPES,
  reportPath,
  type ReportState,
} from '../../../shared/result-reports.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../components/ui/native-select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatCount } from '../../i18n/format.ts';
import { errorText, httpError } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/indian-time.ts';
import { trpc, type RouterOutputs } from '../../lib/trpc.ts';
import { TitledCard } from '../titled-card.tsx';
import { m } from '../../../paraglide/messages.js';

// Reporting one's own result with a screenshot (docs/decisions/0025-championship-rules.md,
// "Results and scoring"): each checked-in entry's recent match while its report window is open,
// and each report sent with its state (submitted, disputed, decided).

type Reportable = RouterOutputs['matches']['reports'][number];

const STATES: Record<ReportState, { label: () => string; variant: 'secondary' | 'destructive' | 'default' }> =
  {
    submitted: { label: m.account_report_state_submitted, variant: 'secondary' },
    disputed: { label: m.account_report_state_disputed, variant: 'destructive' },
    decided: { label: m.account_report_state_decided, variant: 'default' },
  };
const OUTCOME_LABELS = {
  win: m.account_outcome_win,
  loss: m.account_outcome_loss,
  draw: m.account_outcome_draw,
};

/** The Past Matches tab's "Report a result" card; nothing when there is nothing to report. */
export function ResultReports() {
  const reports = trpc.matches.reports.useQuery();
  if (!reports.data?.length) return null;
  return (
    <TitledCard
      title={m.account_reports_title()}
      description={m.account_reports_text()}
      role="region"
      testId="result-reports"
    >
      <ul className="grid gap-4">
        {reports.data.map((item) => (
          <li
            key={`${item.matchId}-${item.participantId}`}
            className="grid gap-2 rounded-lg border p-3"
            data-testid="result-report"
          >
            <ReportRow item={item} />
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

function claimText(item: Reportable): string {
  const report = item.report!;
  if (item.scoringFormat === 'placement')
    return `#${formatCount(report.placement ?? 0)} · ${m.account_report_finishes()} ${formatCount(report.finishes ?? 0)}`;
  return `${OUTCOME_LABELS[report.outcome ?? 'draw']()} ${formatCount(report.scoreFor ?? 0)}–${formatCount(report.scoreAgainst ?? 0)}`;
}

function ReportRow({ item }: { item: Reportable }) {
  const [open, setOpen] = useState(false);
  const title = m.account_match_title({ game: item.game, number: item.matchNumber });
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium">{title}</p>
          <p className="text-sm text-muted-foreground">
            {item.report
              ? m.account_report_yours({ result: claimText(item) })
              : m.account_report_until({ time: formatDateTime(item.reportUntil) })}
          </p>
        </div>
        {item.report ? (
          <div className="flex items-center gap-2">
            <a
              className="text-sm underline"
              href={item.report.screenshotUrl}
              target="_blank"
              rel="noreferrer"
            >
              {m.account_report_view_screenshot()}
            </a>
            <Badge variant={STATES[item.report.state].variant} data-testid="report-state">
              {STATES[item.report.state].label()}
            </Badge>
          </div>
        ) : (
          item.open &&
          !open && (
            <Button type="button" variant="outline" onClick={() => setOpen(true)}>
              {m.account_report_result()}
            </Button>
          )
        )}
      </div>
      {open && !item.report && <ReportForm item={item} onDone={() => setOpen(false)} />}
    </>
  );
}

function NumberField({ name, label, min = 0 }: { name: string; label: string; min?: number }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} type="number" inputMode="numeric" min={min} step={1} required={min > 0} />
    </div>
  );
}

function ReportForm({ item, onDone }: { item: Reportable; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const form = new FormData(event.currentTarget);
    form.set('participantId', item.participantId);
    // Empty number fields are left out: the server takes their default (0 finishes, 0 score).
    for (const [name, value] of [...form.entries()]) if (value === '') form.delete(name);
    // The file goes last, after the fields the server reads first.
    const file = form.get(SCREENSHOT_FIELD);
    form.delete(SCREENSHOT_FIELD);
    if (file) form.append(SCREENSHOT_FIELD, file);
    try {
      const res = await fetch(reportPath(item.matchId), {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      });
      if (!res.ok) throw httpError(res.status, await res.text());
      await utils.matches.reports.invalidate();
      onDone();
    } catch (caught) {
      setError(errorText(caught, m.account_report_failed()));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => void submit(event)}
      aria-label={m.account_report_result()}
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {item.scoringFormat === 'placement' ? (
          <>
            <NumberField name="placement" label={m.account_report_placement()} min={1} />
            <NumberField name="finishes" label={m.account_report_finishes()} />
          </>
        ) : (
          <>
            <OutcomeField />
            <NumberField name="scoreFor" label={m.account_report_score_for()} />
            <NumberField name="scoreAgainst" label={m.account_report_score_against()} />
          </>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={fileId}>{m.account_report_screenshot()}</Label>
        <Input
          id={fileId}
          name={SCREENSHOT_FIELD}
          type="file"
          accept={SCREENSHOT_TYPES.join(',')}
          required
          aria-describedby={hintId}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {m.account_report_screenshot_hint()}
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy && <Spinner />}
          {m.account_report_send()}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {m.account_report_cancel()}
        </Button>
      </div>
    </form>
  );
}

function OutcomeField() {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{m.account_report_outcome()}</Label>
      <NativeSelect id={id} name="outcome" required defaultValue="">
        <NativeSelectOption value="" disabled>
          —
        </NativeSelectOption>
        {OUTCOMES.map((outcome) => (
          <NativeSelectOption key={outcome} value={outcome}>
            {OUTCOME_LABELS[outcome]()}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
