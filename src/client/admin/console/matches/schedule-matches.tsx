import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router-dom';
import { CalendarPlus } from 'lucide-react';
import { toast } from 'sonner';
import type { ScheduleMatchesInput } from '../../../../shared/matches.ts';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { errorText, httpStatusOf } from '../../../lib/errors.ts';
import { showServerError } from '../../../lib/server-field-errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import {
  EMPTY_SCHEDULE,
  SCHEDULE_FIELDS,
  scheduleFormSchema,
  type ScheduleFormValues,
} from './match-forms.ts';
import { writeMatchesView } from './matches-params.ts';

// "Schedule matches": gives a qualifier group that has none its five matches (POST
// /admin/matches/schedule). A group a payment opens is scheduled then, so this is for a group that
// was not; a group with matches keeps them. Open while `schedule=new` is in the URL.

const PARAM = 'schedule';
const FORM_ID = 'schedule-matches-form';
const FAILED = 'Could not schedule the matches. Please try again.';

/** The button that opens the form, and the form while it is open. */
export function ScheduleMatches() {
  const [params, setParams] = useSearchParams();
  const open = params.get(PARAM) === 'new';
  const setOpen = (value: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(PARAM, 'new');
      else next.delete(PARAM);
      return next;
    });
  // The list then shows the group's game, its matches among them.
  const showGame = (game: string) =>
    setParams((current) => {
      const next = writeMatchesView(current, { game, status: '', day: '' });
      next.delete(PARAM);
      return next;
    });
  return (
    <>
      <Button type="button" className="self-start" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        Schedule matches
      </Button>
      {open && (
        <TitledDialog
          open
          onOpenChange={setOpen}
          title="Schedule a group's matches"
          description="A group with no matches gets its five, three days apart. A group a payment opens is scheduled then; a group with matches keeps them."
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        >
          <ScheduleForm onDone={showGame} />
        </TitledDialog>
      )}
    </>
  );
}

function ScheduleForm({ onDone }: { onDone: (game: string) => void }) {
  const utils = trpc.useUtils();
  const form = useForm<ScheduleFormValues, unknown, ScheduleMatchesInput>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: EMPTY_SCHEDULE,
  });
  const schedule = trpc.adminMatches.schedule.useMutation();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    form.clearErrors('root.server');
    try {
      const { scheduled, matches } = await schedule.mutateAsync(input);
      await utils.adminMatches.invalidate();
      const first = matches[0];
      const group = first ? `${first.game} group ${first.groupNumber}` : 'The group';
      if (scheduled) toast.success(`Scheduled ${matches.length} matches for ${group}.`);
      else toast.info(`${group} already has its matches; nothing was changed.`);
      onDone(first?.game ?? '');
    } catch (error) {
      // A registration or group the server does not know (or an unpaid registration) is the
      // named field's fault.
      const refused = [404, 409].includes(httpStatusOf(error) ?? 0);
      const field = input.participantId ? 'participantId' : 'groupId';
      showServerError(form, error, {
        fields: SCHEDULE_FIELDS,
        fallback: FAILED,
        ...(refused ? { named: { [field]: errorText(error, FAILED) } } : {}),
      });
    }
  });

  const idField = (field: 'participantId' | 'groupId', label: string, description: string) => (
    <TextField
      label={label}
      registration={form.register(field)}
      error={errors[field]?.message}
      description={description}
      inputClassName="font-mono"
      autoComplete="off"
      spellCheck={false}
    />
  );

  return (
    <>
      <form id={FORM_ID} noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
        {idField(
          'participantId',
          'Registration ID',
          'A paid registration (see Registrations): its group is scheduled.',
        )}
        {idField('groupId', 'Group ID', "Or the group's own ID.")}
        <TextField
          label="First match (IST)"
          type="datetime-local"
          registration={form.register('startAt')}
          error={errors.startAt?.message}
          description="Empty: tomorrow at 19:00. The other four follow every three days at the same time."
        />
        <FormError message={errors.root?.server?.message} />
      </form>
      <DialogFooter>
        <Button type="submit" form={FORM_ID} disabled={isSubmitting}>
          {isSubmitting ? 'Scheduling…' : 'Schedule'}
        </Button>
      </DialogFooter>
    </>
  );
}
