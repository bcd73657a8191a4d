import { useState } from 'react';
import { toast } from 'sonner';
import { OUTCOMES, type MatchResultInput } from '../../../../shared/matches.ts';
import type { AdminDisputeDetail, ReportClaim } from '../../../../shared/result-reports.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../load-error.tsx';

// One dispute: each entry's side (the organisers' entry, the player's report and its screenshot)
// and the decision, the final result of each entry, prefilled from the organisers' entry; "Use
// report" copies a report's claim into the entry's row.

type Side = AdminDisputeDetail['sides'][number];
type Row = { participantId: string; opponentId: string | null } & Record<
  'placement' | 'finishes' | 'scoreFor' | 'scoreAgainst',
  string
> & { outcome: string };

/** Why a dispute opened, as the queue and the detail say it. */
export const CAUSE_LABELS = {
  organiser: "A report disagrees with the organisers' entry",
  reports: 'Two reports disagree',
} as const;

const text = (value: number | null | undefined) => (value == null ? '' : String(value));
const OUTCOME_LABELS = { win: 'Win', loss: 'Loss', draw: 'Draw' } as const;

function rowOf(side: Side, claim: ReportClaim | null, opponentId: string | null): Row {
  return {
    participantId: side.participantId,
    opponentId,
    placement: text(claim?.placement),
    finishes: text(claim?.finishes),
    outcome: claim?.outcome ?? '',
    scoreFor: text(claim?.scoreFor),
    scoreAgainst: text(claim?.scoreAgainst),
  };
}

/** What a side claims, as one line. */
function claimText(format: AdminDisputeDetail['scoringFormat'], claim: ReportClaim | null): string {
  if (!claim) return 'None entered';
  if (format === 'placement') return `Placement ${claim.placement ?? '–'}, ${claim.finishes ?? 0} finishes`;
  return `${claim.outcome ? OUTCOME_LABELS[claim.outcome] : '–'} ${claim.scoreFor ?? 0}–${claim.scoreAgainst ?? 0}`;
}

export function DisputeDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = trpc.adminDisputes.detail.useQuery({ id });
  if (detail.isPending)
    return <Skeleton className="h-48" aria-busy="true" aria-label="Loading the dispute" />;
  if (detail.isError)
    return <LoadError query={detail} fallback="Could not load the dispute. Please try again." />;
  // Keyed by the dispute: another one starts from its own entries.
  return <DisputeView key={detail.data.id} dispute={detail.data} onClose={onClose} />;
}

function DisputeView({ dispute, onClose }: { dispute: AdminDisputeDetail; onClose: () => void }) {
  const utils = trpc.useUtils();
  const decide = trpc.adminDisputes.decide.useMutation();
  const format = dispute.scoringFormat;
  // Head-to-head: each entry's opponent is the organisers' pairing, else the other entry disputed.
  const opponentOf = (side: Side) =>
    side.organiser?.opponentId ??
    dispute.sides.find((other) => other.participantId !== side.participantId)?.participantId ??
    null;
  const initial = () =>
    dispute.sides.map((side) => rowOf(side, side.organiser ?? side.report, opponentOf(side)));
  const [rows, setRows] = useState<Row[]>(initial);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decided = dispute.status === 'decided';
  const set = (index: number, change: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const submit = async () => {
    setError(null);
    const num = (value: string) => (value === '' ? undefined : Number(value));
    const results: MatchResultInput[] = rows.map((row) =>
      format === 'placement'
        ? { participantId: row.participantId, rank: num(row.placement), finishes: num(row.finishes) }
        : {
            participantId: row.participantId,
            outcome: (row.outcome || undefined) as MatchResultInput['outcome'],
            opponentId: row.opponentId,
            scoreFor: num(row.scoreFor),
            scoreAgainst: num(row.scoreAgainst),
          },
    );
    try {
      await decide.mutateAsync({ id: dispute.id, results, ...(note.trim() ? { note: note.trim() } : {}) });
      toast.success(
        `Dispute decided for ${dispute.game} match ${dispute.matchNumber}; the players are told.`,
      );
      await Promise.all([
        utils.adminDisputes.list.invalidate(),
        utils.adminDisputes.detail.invalidate({ id: dispute.id }),
      ]);
    } catch (caught) {
      setError(errorText(caught, 'The decision could not be saved. Please try again.'));
    }
  };

  return (
    <article
      aria-label="Dispute"
      className="flex flex-col gap-4 rounded-lg border p-4"
      data-testid="dispute-detail"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">
            {dispute.game} match {dispute.matchNumber}
          </h3>
          <p className="text-sm text-muted-foreground">
            {CAUSE_LABELS[dispute.cause]} · opened {formatDateTime(dispute.openedAt)}
            {dispute.decidedAt && ` · decided ${formatDateTime(dispute.decidedAt)}`}
          </p>
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </header>
      <ul className="grid gap-3">
        {dispute.sides.map((side, index) => (
          <li
            key={side.participantId}
            className="grid gap-2 rounded-md border p-3"
            data-testid="dispute-side"
          >
            <p className="font-medium">{side.name}</p>
            <dl className="grid gap-1 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-xs text-muted-foreground">Organisers&apos; entry</dt>
                <dd>{claimText(format, side.organiser)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Player&apos;s report</dt>
                <dd className="flex flex-wrap items-center gap-2">
                  {side.report ? claimText(format, side.report) : 'No report'}
                  {side.report && (
                    <a
                      href={side.report.screenshotUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="underline"
                    >
                      Screenshot
                    </a>
                  )}
                  {side.report && !decided && (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => set(index, rowOf(side, side.report, rows[index]!.opponentId))}
                    >
                      Use report
                    </Button>
                  )}
                </dd>
              </div>
            </dl>
            {!decided && (
              <DecisionRow
                format={format}
                row={rows[index]!}
                name={side.name}
                onChange={(change) => set(index, change)}
              />
            )}
          </li>
        ))}
      </ul>
      {decided ? (
        <p className="text-sm">
          Decided{dispute.decision?.note ? `: ${dispute.decision.note}` : '.'} The decision is final.
        </p>
      ) : (
        <div className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`note-${dispute.id}`}>Note (optional, kept in the audit log)</Label>
            <Textarea
              id={`note-${dispute.id}`}
              value={note}
              maxLength={500}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          {error && <FormError message={error} />}
          <Button
            type="button"
            className="justify-self-start"
            disabled={decide.isPending}
            onClick={() => void submit()}
          >
            Decide: save these final results
          </Button>
        </div>
      )}
    </article>
  );
}

function DecisionRow({
  format,
  row,
  name,
  onChange,
}: {
  format: AdminDisputeDetail['scoringFormat'];
  row: Row;
  name: string;
  onChange: (change: Partial<Row>) => void;
}) {
  const field = (key: 'placement' | 'finishes' | 'scoreFor' | 'scoreAgainst', label: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`${row.participantId}-${key}`}>{label}</Label>
      <Input
        id={`${row.participantId}-${key}`}
        type="number"
        min={0}
        value={row[key]}
        aria-label={`${label} of ${name}`}
        onChange={(event) => onChange({ [key]: event.target.value })}
      />
    </div>
  );
  return (
    <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <legend className="sr-only">Final result of {name}</legend>
      {format === 'placement' ? (
        <>
          {field('placement', 'Placement')}
          {field('finishes', 'Finishes')}
        </>
      ) : (
        <>
          <div className="grid gap-1">
            <Label htmlFor={`${row.participantId}-outcome`}>Outcome</Label>
            <NativeSelect
              id={`${row.participantId}-outcome`}
              value={row.outcome}
              onChange={(event) => onChange({ outcome: event.target.value })}
            >
              <NativeSelectOption value="">–</NativeSelectOption>
              {OUTCOMES.map((outcome) => (
                <NativeSelectOption key={outcome} value={outcome}>
                  {OUTCOME_LABELS[outcome]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          {field('scoreFor', 'Score for')}
          {field('scoreAgainst', 'Score against')}
        </>
      )}
    </fieldset>
  );
}
