import { useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
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
  const form = useForm<ResultsFormValues, unknown, ResultInput[]>({
    resolver: zodResolver(resultsFormSchema),
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
              : 'A row per registration in the group. Rows left blank get no result; points and prize default to 0. Only checked-in entries take a result (re-admit one above before the start). Saving completes the match and tells each player.'}
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
            {members.map((member, index) => (
              <MemberRow
                key={member.participantId}
                member={member}
                register={(field) => form.register(`rows.${index}.${field}`)}
                errors={errors.rows?.[index]}
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

function MemberRow(props: {
  member: AdminMatchDetail['members'][number];
  register: (field: RowField) => UseFormRegisterReturn;
  errors: Partial<Record<keyof ResultRow, { message?: string | undefined }>> | undefined;
  disabled: boolean;
}) {
  const id = useId();
  const { member, register, disabled } = props;
  const error = (field: RowField) => props.errors?.[field]?.message;
  const described = (field: RowField) => ({
    'aria-invalid': error(field) ? true : undefined,
    'aria-describedby': error(field) ? `${id}-${field}-error` : undefined,
  });
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
        <div key={field.key} className="grid min-w-0 content-start gap-1">
          <Label htmlFor={`${id}-${field.key}`} className="sm:sr-only">
            {field.label}
          </Label>
          <Input
            id={`${id}-${field.key}`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={field.key === 'rank' ? '' : '0'}
            disabled={disabled}
            {...described(field.key)}
            {...register(field.key)}
          />
          <FieldError id={`${id}-${field.key}-error`} className="text-xs">
            {error(field.key)}
          </FieldError>
        </div>
      ))}
      <div className="grid min-w-0 content-start gap-1">
        <Label htmlFor={`${id}-outcome`} className="sm:sr-only">
          Outcome
        </Label>
        <NativeSelect
          id={`${id}-outcome`}
          disabled={disabled}
          {...described('outcome')}
          {...register('outcome')}
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
    </fieldset>
  );
}
