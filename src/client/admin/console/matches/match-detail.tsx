import type { ReactNode } from 'react';
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
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { DetailFrame } from '../detail-frame.tsx';
import { formatLabel, MatchStatusBadge } from './match-status.tsx';
import { RescheduleForm, RoomForm } from './match-actions.tsx';
import { writeMatchesView } from './matches-params.ts';
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

/** Cancels the match, confirmed first. A match with results cannot be cancelled (the server says so). */
function CancelButton({ match }: { match: Match }) {
  const utils = trpc.useUtils();
  const cancel = trpc.adminMatches.cancel.useMutation({
    onSuccess: (m) => toast.success(`${m.game} match ${m.number} is cancelled.`),
    onError: (error) => toast.error(errorText(error, 'Could not cancel the match. Please try again.')),
    onSettled: () => utils.adminMatches.invalidate(),
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
