import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { AdminMatchDetail } from '../../../../shared/matches.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, FormError } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { DetailFrame } from '../detail-frame.tsx';
import { formatLabel, MatchStatusBadge } from './match-status.tsx';
import { fromIstInput, toIstInput, writeMatchesView } from './matches-params.ts';
import { ResultsForm } from './results-table.tsx';

type Match = AdminMatchDetail['match'];

/** One match: what it is, and the organiser's actions on it (move, cancel, room, results). */
export function MatchDetail({ id }: { id: string }) {
  const [params] = useSearchParams();
  const detail = trpc.adminMatches.detail.useQuery({ id }, { retry: false });

  return (
    <DetailFrame
      label="Match"
      back={{ href: `?${writeMatchesView(params, { match: null }).toString()}`, label: 'Back to matches' }}
      query={detail}
      failed="Could not load this match. Please try again."
      skeleton={
        <div aria-busy="true" aria-label="Loading the match" className="flex flex-col gap-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      }
    >
      {(data) => (
        <>
          <MatchCard match={data.match} />
          <div className="grid gap-6 lg:grid-cols-2">
            <RescheduleForm key={`when-${data.match.scheduledAt.getTime()}`} match={data.match} />
            <RoomForm key={`room-${data.match.roomId ?? ''}`} match={data.match} />
          </div>
          {/* Fresh rows when the recorded results or the group change, not on every refetch. */}
          <ResultsForm key={resultsKey(data)} detail={data} />
        </>
      )}
    </DetailFrame>
  );
}

const resultsKey = (detail: AdminMatchDetail) =>
  JSON.stringify([detail.match.status, detail.members.map((m) => m.participantId), detail.results]);

function MatchCard({ match }: { match: Match }) {
  return (
    <div className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold">
          <span>
            {match.game} · Match {match.number}
          </span>
          <MatchStatusBadge status={match.status} />
        </h2>
        <CancelButton match={match} />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-4">
        <Field label="Group">
          Group {match.groupNumber} · {formatLabel(match.playFormat)}
        </Field>
        <Field label="Time">{formatDateTime(match.scheduledAt)}</Field>
        <Field label="Room">{match.roomId ? `Published: ${match.roomId}` : 'Not published'}</Field>
        <Field label="Results">{match.results}</Field>
      </dl>
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** Refreshes the match and the list after a change. */
function useRefresh() {
  const utils = trpc.useUtils();
  return () => utils.adminMatches.invalidate();
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** Cancels the match, confirmed first. A match with results cannot be cancelled (the server says so). */
function CancelButton({ match }: { match: Match }) {
  const refresh = useRefresh();
  const cancel = trpc.adminMatches.cancel.useMutation({
    onSuccess: (m) => toast.success(`${m.game} match ${m.number} is cancelled.`),
    onError: (error) => toast.error(errorText(error, 'Could not cancel the match. Please try again.')),
    onSettled: refresh,
  });
  if (match.status !== 'scheduled') return null;
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive" disabled={cancel.isPending}>
          Cancel match
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            Cancel {match.game} match {match.number}?
          </AlertDialogTitle>
          <AlertDialogDescription>
            Group {match.groupNumber}&apos;s match on {formatDateTime(match.scheduledAt)} will no longer be
            played. A cancelled match cannot be rescheduled or given results.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction onClick={() => cancel.mutate({ id: match.id })}>Cancel match</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Moves the match: a date and time read as Indian time. */
function RescheduleForm({ match }: { match: Match }) {
  const id = useId();
  const refresh = useRefresh();
  const [value, setValue] = useState(toIstInput(match.scheduledAt));
  const [invalid, setInvalid] = useState<string | null>(null);
  const reschedule = trpc.adminMatches.reschedule.useMutation({
    onSuccess: (m) => toast.success(`Match ${m.number} moved to ${formatDateTime(m.scheduledAt)}.`),
    onSettled: refresh,
  });
  const locked = match.status !== 'scheduled';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scheduledAt = fromIstInput(value);
    if (!scheduledAt) return setInvalid('Give a date and time.');
    if (scheduledAt.getTime() === match.scheduledAt.getTime()) return setInvalid('That is the time it has.');
    setInvalid(null);
    reschedule.mutate({ id: match.id, scheduledAt });
  };
  return (
    <Panel title="Reschedule">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-when`}>New time (IST)</Label>
          <Input
            id={`${id}-when`}
            type="datetime-local"
            value={value}
            disabled={locked}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
          <FieldError id={`${id}-error`}>{invalid}</FieldError>
        </div>
        {locked && <p className="text-sm text-muted-foreground">A {match.status} match cannot be moved.</p>}
        <FormError message={reschedule.error && errorText(reschedule.error, 'Could not move the match.')} />
        <Button type="submit" className="w-fit" disabled={locked || reschedule.isPending}>
          {reschedule.isPending ? 'Saving…' : 'Reschedule'}
        </Button>
      </form>
    </Panel>
  );
}

/** Publishes the room ID and password to the group (players see them from 15 minutes before). */
function RoomForm({ match }: { match: Match }) {
  const id = useId();
  const refresh = useRefresh();
  const [roomId, setRoomId] = useState(match.roomId ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ roomId?: string; password?: string }>({});
  const publish = trpc.adminMatches.publishRoom.useMutation({
    onSuccess: (m) => toast.success(`Room details sent to group ${m.groupNumber}.`),
    onSettled: refresh,
  });
  const locked = match.status !== 'scheduled';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(roomId.trim() ? {} : { roomId: 'Room ID is required' }),
      ...(password.trim() ? {} : { password: 'Room password is required' }),
    };
    setErrors(next);
    if (next.roomId || next.password) return;
    publish.mutate({ id: match.id, roomId: roomId.trim(), roomPassword: password.trim() });
  };
  return (
    <Panel title="Room details">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-room`}>Room ID</Label>
            <Input
              id={`${id}-room`}
              value={roomId}
              maxLength={100}
              autoComplete="off"
              disabled={locked}
              aria-invalid={errors.roomId ? true : undefined}
              aria-describedby={errors.roomId ? `${id}-room-error` : undefined}
              onChange={(e) => setRoomId(e.target.value)}
            />
            <FieldError id={`${id}-room-error`}>{errors.roomId}</FieldError>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-password`}>Room password</Label>
            <Input
              id={`${id}-password`}
              value={password}
              maxLength={100}
              autoComplete="off"
              disabled={locked}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? `${id}-password-error` : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
            <FieldError id={`${id}-password-error`}>{errors.password}</FieldError>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          {locked
            ? `Room details can only be published for a scheduled match.`
            : match.roomId
              ? 'Published. Sending again replaces the details and tells the group again.'
              : "The group's players are told now and see the room from 15 minutes before the start."}
        </p>
        <FormError
          message={publish.error && errorText(publish.error, 'Could not publish the room details.')}
        />
        <Button type="submit" className="w-fit" disabled={locked || publish.isPending}>
          {publish.isPending ? 'Publishing…' : match.roomId ? 'Publish again' : 'Publish room details'}
        </Button>
      </form>
    </Panel>
  );
}
