import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { AdminMatchDetail } from '../../../../shared/matches.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, FormError } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { initialRows, OUTCOMES, validateResults, type ResultRow, type RowErrors } from './results-form.ts';

const NUMBER_FIELDS = [
  { key: 'rank', label: 'Rank' },
  { key: 'points', label: 'Points' },
  { key: 'prize', label: 'Prize (₹)' },
] as const;
const OUTCOME_LABELS = { win: 'Win', loss: 'Loss', draw: 'Draw' } as const;
const GRID = 'sm:grid sm:grid-cols-[minmax(0,1fr)_5.5rem_6rem_7.5rem_7rem] sm:items-start sm:gap-3';

/**
 * The results of the whole group at once: a row per paid registration (a squad by its captain),
 * sent together. Rows left blank are left out; results already recorded fill their rows and are
 * corrected by sending again.
 */
export function ResultsForm({ detail }: { detail: AdminMatchDetail }) {
  const { match, members } = detail;
  const utils = trpc.useUtils();
  const [rows, setRows] = useState<ResultRow[]>(() => initialRows(detail));
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [message, setMessage] = useState<string | null>(null);
  const record = trpc.adminMatches.recordResults.useMutation({
    onSuccess: (m, input) =>
      toast.success(
        `${input.results.length} result${input.results.length === 1 ? '' : 's'} saved for ${m.game} match ${m.number}.`,
      ),
    onSettled: () => utils.adminMatches.invalidate(),
  });
  const cancelled = match.status === 'cancelled';

  const change = (participantId: string, patch: Partial<ResultRow>) =>
    setRows((current) =>
      current.map((row) => (row.participantId === participantId ? { ...row, ...patch } : row)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateResults(rows);
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessage(checked.message);
      return;
    }
    setErrors({});
    setMessage(null);
    record.mutate({ id: match.id, results: checked.results });
  };

  return (
    <div className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">Results</h2>
        <p className="text-sm text-muted-foreground">
          {cancelled
            ? 'This match was cancelled; it takes no results.'
            : match.status === 'completed'
              ? 'Recorded. Change a row and save to correct it; each player is told again.'
              : 'A row per registration in the group. Rows left blank get no result; points and prize default to 0. Saving completes the match and tells each player.'}
        </p>
      </div>
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">No paid registrations in this group.</p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div
            className={`hidden text-xs tracking-wide text-muted-foreground uppercase ${GRID}`}
            aria-hidden="true"
          >
            <span>{match.playFormat === 'squad' ? 'Squad' : 'Player'}</span>
            {NUMBER_FIELDS.map((field) => (
              <span key={field.key}>{field.label}</span>
            ))}
            <span>Outcome</span>
          </div>
          <div className="flex flex-col divide-y">
            {members.map((member) => (
              <MemberRow
                key={member.participantId}
                member={member}
                row={rows.find((r) => r.participantId === member.participantId)!}
                errors={errors[member.participantId] ?? {}}
                disabled={cancelled || record.isPending}
                onChange={(patch) => change(member.participantId, patch)}
              />
            ))}
          </div>
          <FormError
            message={message ?? (record.error && errorText(record.error, 'Could not save the results.'))}
          />
          <Button type="submit" className="w-fit" disabled={cancelled || record.isPending}>
            {record.isPending ? 'Saving…' : 'Save results'}
          </Button>
        </form>
      )}
    </div>
  );
}

function MemberRow(props: {
  member: AdminMatchDetail['members'][number];
  row: ResultRow;
  errors: RowErrors;
  disabled: boolean;
  onChange: (patch: Partial<ResultRow>) => void;
}) {
  const id = useId();
  const { member, row, errors, disabled, onChange } = props;
  return (
    <fieldset className={`grid grid-cols-2 gap-3 py-3 ${GRID}`}>
      <legend className="sr-only">{member.name}</legend>
      <div aria-hidden="true" className="col-span-2 min-w-0 sm:col-span-1 sm:pt-2">
        <p className="font-medium break-words">{member.name}</p>
        {member.teammates.length > 0 && (
          <p className="text-xs break-words text-muted-foreground">with {member.teammates.join(', ')}</p>
        )}
      </div>
      {NUMBER_FIELDS.map((field) => (
        <div key={field.key} className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-${field.key}`} className="sm:sr-only">
            {field.label}
          </Label>
          <Input
            id={`${id}-${field.key}`}
            inputMode="numeric"
            autoComplete="off"
            value={row[field.key]}
            placeholder={field.key === 'rank' ? '' : '0'}
            disabled={disabled}
            aria-invalid={errors[field.key] ? true : undefined}
            aria-describedby={errors[field.key] ? `${id}-${field.key}-error` : undefined}
            onChange={(e) => onChange({ [field.key]: e.target.value })}
          />
          <FieldError id={`${id}-${field.key}-error`} className="text-xs">
            {errors[field.key]}
          </FieldError>
        </div>
      ))}
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={`${id}-outcome`} className="sm:sr-only">
          Outcome
        </Label>
        <NativeSelect
          id={`${id}-outcome`}
          value={row.outcome}
          disabled={disabled}
          aria-invalid={errors.outcome ? true : undefined}
          aria-describedby={errors.outcome ? `${id}-outcome-error` : undefined}
          onChange={(e) => onChange({ outcome: e.target.value as ResultRow['outcome'] })}
        >
          <NativeSelectOption value="">—</NativeSelectOption>
          {OUTCOMES.map((outcome) => (
            <NativeSelectOption key={outcome} value={outcome}>
              {OUTCOME_LABELS[outcome]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
        <FieldError id={`${id}-outcome-error`} className="text-xs">
          {errors.outcome}
        </FieldError>
      </div>
    </fieldset>
  );
}
