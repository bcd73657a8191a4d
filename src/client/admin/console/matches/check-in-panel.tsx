import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { AdminMatchDetail } from '../../../../shared/matches.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { showServerError } from '../../../lib/server-field-errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { extendCheckInFormSchema, type ExtendCheckInFormValues } from './match-forms.ts';
import { toIstInput } from './matches-params.ts';

// A match's check-in (docs/decisions/0025-championship-rules.md, "Check-in"): who is in, when and
// by whom, who is not; Re-admit (a check-in by the organiser) and Extend check-in, both until the
// match starts (the server says so too, and audits both).

type Detail = AdminMatchDetail;
type Entry = Detail['checkIn']['entries'][number];

/** Whether the organisers may still change check-in: a scheduled match that has not started. */
const beforeStart = (match: Detail['match']) =>
  match.status === 'scheduled' && Date.now() < match.scheduledAt.getTime();

export function CheckInPanel({ detail }: { detail: Detail }) {
  const { match, checkIn } = detail;
  const inCount = checkIn.entries.filter((e) => e.checkedInAt).length;
  const open = beforeStart(match);
  return (
    <section aria-labelledby="check-in-title" className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="check-in-title" className="text-lg font-semibold">
          Check-in
        </h2>
        <p className="text-sm text-muted-foreground">
          Opens {formatDateTime(checkIn.opensAt)}, closes {formatDateTime(checkIn.closesAt)} (
          {checkIn.custom ? 'set for this match' : "the game's times"}). {inCount} of {checkIn.entries.length}{' '}
          checked in. An entry that does not check in is a no-show and gets no result.
        </p>
      </div>
      {checkIn.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No paid registrations in this group.</p>
      ) : (
        <ul className="flex flex-col divide-y" aria-label="Check-in list">
          {checkIn.entries.map((entry) => (
            <EntryRow key={entry.participantId} matchId={match.id} entry={entry} canAdmit={open} />
          ))}
        </ul>
      )}
      {open && <ExtendForm key={checkIn.closesAt.getTime()} detail={detail} />}
    </section>
  );
}

function checkedInText(entry: Entry): string {
  if (!entry.checkedInAt) return 'Not checked in';
  const when = formatDateTime(entry.checkedInAt);
  if (entry.by === 'player') return `Checked in ${when} by the player`;
  return `Admitted ${when} by ${entry.admittedBy ?? 'the organisers'}`;
}

function EntryRow({ matchId, entry, canAdmit }: { matchId: string; entry: Entry; canAdmit: boolean }) {
  const utils = trpc.useUtils();
  const admit = trpc.adminMatches.admit.useMutation({
    onSuccess: () => toast.success(`${entry.name} is admitted.`),
    onError: (error) => toast.error(errorText(error, 'Could not re-admit. Please try again.')),
    onSettled: () => utils.adminMatches.invalidate(),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="check-in-entry">
      <div className="min-w-0">
        <p className="font-medium break-words">{entry.name}</p>
        <p className="text-sm text-muted-foreground">{checkedInText(entry)}</p>
      </div>
      {!entry.checkedInAt && canAdmit && (
        <Button
          type="button"
          variant="outline"
          disabled={admit.isPending}
          aria-label={`Re-admit ${entry.name}`}
          onClick={() => admit.mutate({ id: matchId, participantId: entry.participantId })}
        >
          Re-admit
        </Button>
      )}
    </li>
  );
}

/** A later (or earlier) close of check-in, at the latest the start. */
function ExtendForm({ detail }: { detail: Detail }) {
  const { match, checkIn } = detail;
  const utils = trpc.useUtils();
  const form = useForm<ExtendCheckInFormValues, unknown, { closesAt: Date }>({
    resolver: zodResolver(extendCheckInFormSchema(match.scheduledAt)),
    defaultValues: { closesAt: toIstInput(checkIn.closesAt) },
  });
  const extend = trpc.adminMatches.checkInWindow.useMutation();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ closesAt }) => {
    form.clearErrors('root.server');
    try {
      const saved = await extend.mutateAsync({ id: match.id, closesAt });
      toast.success(`Check-in now closes ${formatDateTime(saved.closesAt)}.`);
    } catch (error) {
      showServerError(form, error, { fields: ['closesAt'], fallback: 'Could not change check-in.' });
    }
    await utils.adminMatches.invalidate();
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t pt-4">
      <TextField
        label="Check-in closes (IST)"
        type="datetime-local"
        registration={form.register('closesAt')}
        error={errors.closesAt?.message}
      />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" variant="outline" className="w-fit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Extend check-in'}
      </Button>
    </form>
  );
}
