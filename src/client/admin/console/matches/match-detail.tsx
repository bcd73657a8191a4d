import { toast } from 'sonner';
import type { AdminMatchDetail } from '../../../../shared/matches.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ConfirmButton } from '../confirm-dialog.tsx';
import { DetailCard } from '../detail-card.tsx';
import { DetailField } from '../detail-field.tsx';
import { DetailFrame } from '../detail-frame.tsx';
import { formatLabel, MatchStatusBadge } from './match-status.tsx';
import { RescheduleForm, RoomForm } from './match-actions.tsx';
import { ImportResults } from './import-results.tsx';
import { ResultsForm } from './results-table.tsx';
import { CheckInPanel } from './check-in-panel.tsx';
import { LineupPanel } from './lineup-panel.tsx';

type Match = AdminMatchDetail['match'];

/** One match: what it is, and the organiser's actions on it (move, cancel, room, check-in, line-up, results). */
export function MatchDetail({ id }: { id: string }) {
  const detail = trpc.adminMatches.detail.useQuery({ id }, { retry: false });

  return (
    <DetailFrame
      record="match"
      list="matches"
      query={detail}
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
          <CheckInPanel detail={data} />
          <LineupPanel match={data.match} />
          {/* Fresh rows when the recorded results or the group change, not on every refetch. */}
          <ResultsForm key={resultsKey(data)} detail={data} />
          <ImportResults detail={data} />
        </>
      )}
    </DetailFrame>
  );
}

const resultsKey = (detail: AdminMatchDetail) =>
  JSON.stringify([detail.match.status, detail.members.map((m) => m.participantId), detail.results]);

function MatchCard({ match }: { match: Match }) {
  return (
    <DetailCard
      title={<span>{`${match.game} · Match ${match.number}`}</span>}
      badge={<MatchStatusBadge status={match.status} />}
      action={<CancelButton match={match} />}
      columns="grid-cols-2 lg:grid-cols-4"
    >
      <DetailField label="Group">
        Group {match.groupNumber} · {formatLabel(match.playFormat)}
      </DetailField>
      <DetailField label="Time">{formatDateTime(match.scheduledAt)}</DetailField>
      <DetailField label="Room">{match.roomId ? `Published: ${match.roomId}` : 'Not published'}</DetailField>
      {/* A count: none reads 0, not a dash. */}
      <DetailField label="Results">{String(match.results)}</DetailField>
    </DetailCard>
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
    <ConfirmButton
      trigger={
        <Button type="button" variant="destructive" disabled={cancel.isPending}>
          Cancel match
        </Button>
      }
      title={`Cancel ${match.game} match ${match.number}?`}
      action="Cancel match"
      cancel="Keep it"
      onConfirm={() => cancel.mutate({ id: match.id })}
    >
      Group {match.groupNumber}&apos;s match on {formatDateTime(match.scheduledAt)} will no longer be played.
      A cancelled match cannot be rescheduled or given results.
    </ConfirmButton>
  );
}
