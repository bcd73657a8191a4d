import { useId } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { lobbyPoints } from '../../../../shared/championship-rules.ts';
import { OUTCOMES, type AdminMatchDetail } from '../../../../shared/matches.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, FormError } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { showServerError } from '../../../lib/server-field-errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import {
  initialRows,
  resultsFormSchema,
  type ResultInput,
  type ResultRow,
  type ResultsFormValues,
} from './results-form.ts';

const OUTCOME_LABELS = { win: 'Win', loss: 'Loss', draw: 'Draw' } as const;
const GRIDS = {
  placement: 'sm:grid sm:grid-cols-[minmax(0,1fr)_6rem_6rem_5rem] sm:items-start sm:gap-3',
  'head-to-head':
    'sm:grid sm:grid-cols-[minmax(0,1fr)_7rem_minmax(0,12rem)_5.5rem_5.5rem] sm:items-start sm:gap-3',
} as const;
const HEADINGS = {
  placement: ['Placement', 'Finishes', 'Points'],
  'head-to-head': ['Outcome', 'Opponent', 'Score for', 'Score against'],
} as const;

type Detail = AdminMatchDetail;
type Format = Detail['match']['scoringFormat'];

/**
 * The results of the whole group at once: a row per paid registration (a squad by its captain),
 * sent together, asking what the game's scoring format needs. Rows left blank are left out;
 * results already recorded fill their rows and are corrected by sending again. Points are shown as
 * the server will compute them; prizes are awarded per pool when it closes, not per match.
 */
export function ResultsForm({ detail }: { detail: Detail }) {
  const { match, members } = detail;
  const format = match.scoringFormat;
  const utils = trpc.useUtils();
  const form = useForm<ResultsFormValues, unknown, ResultInput[]>({
    resolver: zodResolver(resultsFormSchema(format, members.length)),
    defaultValues: { rows: initialRows(detail) },
  });
  const record = trpc.adminMatches.recordResults.useMutation();
  const { errors, isSubmitting } = form.formState;
  const cancelled = match.status === 'cancelled';

  const submit = form.handleSubmit(async (results) => {
    form.clearErrors('root.server');
    try {
      const saved = await record.mutateAsync({ id: match.id, results });
      toast.success(
        `${results.length} result${results.length === 1 ? '' : 's'} saved for ${saved.game} match ${saved.number}.`,
      );
    } catch (error) {
      showServerError(form, error, { fields: [], fallback: 'Could not save the results.' });
    }
    await utils.adminMatches.invalidate();
  });

  return (
    <div className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">Results</h2>
        <p className="text-sm text-muted-foreground">
          {cancelled
            ? 'This match was cancelled; it takes no results.'
            : match.status === 'completed'
              ? 'Recorded. Change a row and save to correct it; each player is told again.'
              : format === 'placement'
                ? `A row per registration in the group: its placement in the lobby and its finishes. Points follow from the game's table (${match.placementPoints.join(', ')} for 1st, 2nd, …) plus ${match.pointsPerFinish} a finish. Rows left blank get no result. Only checked-in entries take a result (re-admit one above before the start). Saving completes the match and tells each player.`
                : 'A row per registration in the group: win, loss or draw against its opponent, and the score. A win with no opponent is a bye. A win scores 3, a draw 1. Rows left blank get no result. Only checked-in entries take a result (re-admit one above before the start). Saving completes the match and tells each player.'}
        </p>
        <p className="text-xs text-muted-foreground">
          Prizes are awarded per pool when it closes, not per match.
        </p>
      </div>
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">No paid registrations in this group.</p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div
            className={`hidden text-xs tracking-wide text-muted-foreground uppercase ${GRIDS[format]}`}
            aria-hidden="true"
          >
            <span>{match.playFormat === 'squad' ? 'Squad' : 'Player'}</span>
            {HEADINGS[format].map((heading) => (
              <span key={heading}>{heading}</span>
            ))}
          </div>
          <div className="flex flex-col divide-y">
            {members.map((member, index) => (
              <MemberRow
                key={member.participantId}
                detail={detail}
                member={member}
                index={index}
                form={form}
                disabled={cancelled || isSubmitting}
              />
            ))}
          </div>
          <FormError message={errors.rows?.root?.message ?? errors.rows?.message} />
          <FormError message={errors.root?.server?.message} />
          <Button type="submit" className="w-fit" disabled={cancelled || isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save results'}
          </Button>
        </form>
      )}
    </div>
  );
}

type RowField = Exclude<keyof ResultRow, 'participantId'>;
type Form = UseFormReturn<ResultsFormValues, unknown, ResultInput[]>;

function MemberRow(props: {
  detail: Detail;
  member: Detail['members'][number];
  index: number;
  form: Form;
  disabled: boolean;
}) {
  const id = useId();
  const { detail, member, index, form, disabled } = props;
  const format: Format = detail.match.scoringFormat;
  const rowErrors = form.formState.errors.rows?.[index] as
    (Partial<Record<RowField, { message?: string }>> & { message?: string }) | undefined;
  const error = (field: RowField) => rowErrors?.[field]?.message;
  const described = (field: RowField) => ({
    'aria-invalid': error(field) ? true : undefined,
    'aria-describedby': error(field) ? `${id}-${field}-error` : undefined,
  });
  const numberField = (field: RowField, label: string) => (
    <div key={field} className="grid min-w-0 content-start gap-1">
      <Label htmlFor={`${id}-${field}`} className="sm:sr-only">
        {label}
      </Label>
      <Input
        id={`${id}-${field}`}
        inputMode="numeric"
        autoComplete="off"
        placeholder={field === 'rank' ? '' : '0'}
        disabled={disabled}
        {...described(field)}
        {...form.register(`rows.${index}.${field}`)}
      />
      <FieldError id={`${id}-${field}-error`} className="text-xs">
        {error(field)}
      </FieldError>
    </div>
  );
  return (
    <fieldset className={`grid grid-cols-2 gap-3 py-3 ${GRIDS[format]}`}>
      <legend className="sr-only">{member.name}</legend>
      <div aria-hidden="true" className="col-span-2 min-w-0 sm:col-span-1 sm:pt-2">
        <p className="font-medium break-words">{member.name}</p>
        {member.teammates.length > 0 && (
          <p className="text-xs break-words text-muted-foreground">with {member.teammates.join(', ')}</p>
        )}
      </div>
      {format === 'placement' ? (
        <>
          {numberField('rank', 'Placement')}
          {numberField('finishes', 'Finishes')}
          <RowPoints detail={detail} index={index} form={form} />
        </>
      ) : (
        <>
          <div className="grid min-w-0 content-start gap-1">
            <Label htmlFor={`${id}-outcome`} className="sm:sr-only">
              Outcome
            </Label>
            <NativeSelect
              id={`${id}-outcome`}
              disabled={disabled}
              {...described('outcome')}
              {...form.register(`rows.${index}.outcome`)}
            >
              <NativeSelectOption value="">—</NativeSelectOption>
              {OUTCOMES.map((outcome) => (
                <NativeSelectOption key={outcome} value={outcome}>
                  {OUTCOME_LABELS[outcome]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
            <FieldError id={`${id}-outcome-error`} className="text-xs">
              {error('outcome')}
            </FieldError>
          </div>
          <div className="grid min-w-0 content-start gap-1">
            <Label htmlFor={`${id}-opponentId`} className="sm:sr-only">
              Opponent
            </Label>
            <NativeSelect
              id={`${id}-opponentId`}
              disabled={disabled}
              {...described('opponentId')}
              {...form.register(`rows.${index}.opponentId`)}
            >
              <NativeSelectOption value="">None (a bye)</NativeSelectOption>
              {detail.members
                .filter((other) => other.participantId !== member.participantId)
                .map((other) => (
                  <NativeSelectOption key={other.participantId} value={other.participantId}>
                    {other.name}
                  </NativeSelectOption>
                ))}
            </NativeSelect>
            <FieldError id={`${id}-opponentId-error`} className="text-xs">
              {error('opponentId')}
            </FieldError>
          </div>
          {numberField('scoreFor', 'Score for')}
          {numberField('scoreAgainst', 'Score against')}
        </>
      )}
    </fieldset>
  );
}

/** The points a placement row will score, as the server computes them; a dash until it reads. */
function RowPoints({ detail, index, form }: { detail: Detail; index: number; form: Form }) {
  const [rank, finishes] = useWatch({
    control: form.control,
    name: [`rows.${index}.rank`, `rows.${index}.finishes`],
  });
  const placement = /^\d+$/.test(rank.trim()) ? Number(rank) : null;
  const kills = finishes.trim() === '' ? 0 : /^\d+$/.test(finishes.trim()) ? Number(finishes) : null;
  const points =
    placement && kills !== null
      ? lobbyPoints(
          { placement, finishes: kills },
          { placementPoints: detail.match.placementPoints, pointsPerFinish: detail.match.pointsPerFinish },
        )
      : null;
  return (
    <div className="grid min-w-0 content-start gap-1 sm:pt-2">
      <span className="text-xs text-muted-foreground sm:sr-only">Points</span>
      <output className="font-medium tabular-nums" aria-label="Points">
        {points === null ? '—' : points}
      </output>
    </div>
  );
}
