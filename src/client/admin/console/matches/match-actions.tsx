import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { roomDetailsSchema, type AdminMatchDetail } from '../../../../shared/matches.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { showServerError } from '../../../lib/server-field-errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { rescheduleFormSchema, type RescheduleFormValues } from './match-forms.ts';
import { toIstInput } from './matches-params.ts';

// A scheduled match's forms: move it, and publish its room. A match that is completed or
// cancelled takes neither (the server says so too).

type Match = AdminMatchDetail['match'];
type RoomDetails = z.infer<typeof roomDetailsSchema>;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-4 rounded-lg border p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** Moves the match: a date and time read as Indian time. */
export function RescheduleForm({ match }: { match: Match }) {
  const utils = trpc.useUtils();
  const form = useForm<RescheduleFormValues, unknown, { scheduledAt: Date }>({
    resolver: zodResolver(rescheduleFormSchema(match.scheduledAt)),
    defaultValues: { scheduledAt: toIstInput(match.scheduledAt) },
  });
  const reschedule = trpc.adminMatches.reschedule.useMutation();
  const { errors, isSubmitting } = form.formState;
  const locked = match.status !== 'scheduled';

  const submit = form.handleSubmit(async ({ scheduledAt }) => {
    form.clearErrors('root.server');
    try {
      const moved = await reschedule.mutateAsync({ id: match.id, scheduledAt });
      toast.success(`Match ${moved.number} moved to ${formatDateTime(moved.scheduledAt)}.`);
    } catch (error) {
      showServerError(form, error, { fields: ['scheduledAt'], fallback: 'Could not move the match.' });
    }
    await utils.adminMatches.invalidate();
  });

  return (
    <Panel title="Reschedule">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label="New time (IST)"
          type="datetime-local"
          registration={form.register('scheduledAt')}
          error={errors.scheduledAt?.message}
          disabled={locked}
        />
        {locked && <p className="text-sm text-muted-foreground">A {match.status} match cannot be moved.</p>}
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" className="w-fit" disabled={locked || isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Reschedule'}
        </Button>
      </form>
    </Panel>
  );
}

/** Publishes the room ID and password to the group (players see them from 15 minutes before). */
export function RoomForm({ match }: { match: Match }) {
  const utils = trpc.useUtils();
  const form = useForm<RoomDetails>({
    resolver: zodResolver(roomDetailsSchema),
    defaultValues: { roomId: match.roomId ?? '', roomPassword: '' },
  });
  const publish = trpc.adminMatches.publishRoom.useMutation();
  const { errors, isSubmitting } = form.formState;
  const locked = match.status !== 'scheduled';

  const submit = form.handleSubmit(async (room) => {
    form.clearErrors('root.server');
    try {
      const published = await publish.mutateAsync({ id: match.id, ...room });
      toast.success(`Room details sent to group ${published.groupNumber}.`);
    } catch (error) {
      showServerError(form, error, {
        fields: ['roomId', 'roomPassword'],
        fallback: 'Could not publish the room details.',
      });
    }
    await utils.adminMatches.invalidate();
  });

  const roomField = (field: 'roomId' | 'roomPassword', label: string) => (
    <TextField
      label={label}
      registration={form.register(field)}
      error={errors[field]?.message}
      maxLength={100}
      autoComplete="off"
      disabled={locked}
      className="content-start"
    />
  );

  return (
    <Panel title="Room details">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          {roomField('roomId', 'Room ID')}
          {roomField('roomPassword', 'Room password')}
        </div>
        <p className="text-sm text-muted-foreground">
          {locked
            ? 'Room details can only be published for a scheduled match.'
            : match.roomId
              ? 'Published. Sending again replaces the details and tells the group again.'
              : "The group's players are told now and see the room from 15 minutes before the start."}
        </p>
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" className="w-fit" disabled={locked || isSubmitting}>
          {isSubmitting ? 'Publishing…' : match.roomId ? 'Publish again' : 'Publish room details'}
        </Button>
      </form>
    </Panel>
  );
}
