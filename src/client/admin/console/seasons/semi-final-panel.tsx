import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import type { SeasonView } from '../../../../shared/seasons.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ConfirmButton } from '../confirm-dialog.tsx';
import { ClosePoolButton } from '../pools/close-pool.tsx';

// The season's Semi-Finals (docs/decisions/0025-championship-rules.md, "The Semi-Finals as
// built"): the entries of accepted invitations, their pool's matches and close, and the National
// Finals invitations once the pool has closed.

export function SemiFinalPanel({ season }: { season: SeasonView }) {
  const utils = trpc.useUtils();
  const semi = season.semiFinal;
  const schedule = trpc.adminMatches.schedule.useMutation({
    onSuccess: (result) => {
      toast.success(
        result.scheduled ? 'The five Semi-Finals matches are scheduled.' : 'They were scheduled already.',
      );
      void utils.adminMatches.list.invalidate();
      void utils.adminSeasons.get.invalidate();
    },
    onError: (error) => toast.error(errorText(error, 'Could not schedule the matches.')),
  });
  const invite = trpc.adminSeasons.inviteFinals.useMutation({
    onSuccess: (result) => {
      toast.success(
        result.changed
          ? `${result.invited} invited to the National Finals.`
          : 'Everyone was invited already; nothing changed.',
      );
      void utils.adminSeasons.get.invalidate();
    },
  });
  if (!semi)
    return (
      <p className="rounded-lg border p-4 text-sm text-muted-foreground" data-testid="semi-final">
        Semi-Finals: no invitation accepted yet. Each accepted invitation becomes a free entry of the
        Semi-Finals pool.
      </p>
    );
  const label = `${season.game.name} ${season.playFormat === 'solo' ? 'Solo' : 'Squad'} Semi-Finals`;
  const target = { game: season.game.slug, format: season.playFormat };
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4 text-sm" data-testid="semi-final">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Semi-Finals</span>
        <Badge variant={semi.closed ? 'default' : 'secondary'}>{semi.closed ? 'Closed' : 'Open'}</Badge>
        <span>
          {semi.entries} {semi.entries === 1 ? 'entry' : 'entries'} (accepted invitations) · no fee, no cash
          prizes
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={`?section=matches&group=${encodeURIComponent(semi.poolId)}`}>Matches and results</Link>
        </Button>
        {semi.matchesScheduled === 0 ? (
          <Button
            variant="outline"
            size="sm"
            disabled={schedule.isPending}
            onClick={() => schedule.mutate({ groupId: semi.poolId })}
          >
            Schedule the five matches
          </Button>
        ) : (
          <span className="text-muted-foreground">{semi.matchesScheduled} matches scheduled</span>
        )}
        <ClosePoolButton poolId={semi.poolId} label={label} />
        <ConfirmButton
          trigger={
            <Button size="sm" disabled={!semi.closed || invite.isPending}>
              Send National Finals invitations{semi.closed ? ` (${semi.finalists})` : ''}
            </Button>
          }
          title="Invite to the National Finals?"
          action="Invite"
          onConfirm={() => invite.mutate(target)}
          error={invite.error ? errorText(invite.error, 'Could not send the invitations.') : undefined}
        >
          The Semi-Finals&apos; top {semi.finalInvitePlaces} by final rank, and everyone tied at the last
          invited place ({semi.finalists} in all), are invited and told. Players invited before are not
          invited again.
        </ConfirmButton>
      </div>
      {semi.finalInvitations > 0 && (
        <p>
          National Finals: {semi.finalInvitations} invited, {semi.finalAccepted} accepted.
        </p>
      )}
      {!semi.closed && (
        <p className="text-muted-foreground">
          The National Finals invitations go out once the Semi-Finals pool has closed.
        </p>
      )}
    </div>
  );
}
