import { TrophyIcon } from 'lucide-react';
import { SEASON_POINTS } from '../../../shared/championship-rules.ts';
import type { InvitationView } from '../../../shared/seasons.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatLabel } from '../../lib/registration-labels.ts';
import { trpc } from '../../lib/trpc.ts';
import { TitledCard } from '../titled-card.tsx';
import { m } from '../../../paraglide/messages.js';

// The player's season points and invitations to the Semi-Finals and the National Finals
// (docs/decisions/0025-championship-rules.md, "The road to the National Finals"), by the membership
// card.

/** Season points per game and format, and the invitations the player can answer. */
export function SeasonCard() {
  const points = trpc.seasons.myPoints.useQuery();
  const invitations = trpc.seasons.invitations.useQuery();
  return (
    <TitledCard
      role="region"
      testId="season-card"
      title={
        <span className="flex items-center gap-2">
          <TrophyIcon aria-hidden="true" className="size-5 text-primary" />
          {m.account_season_title()}
        </span>
      }
      contentClassName="grid grid-cols-1 gap-4"
    >
      <p className="text-sm text-muted-foreground">
        {m.account_season_explanation({
          first: SEASON_POINTS.first,
          second: SEASON_POINTS.second,
          third: SEASON_POINTS.third,
          other: SEASON_POINTS.otherPrizePlace,
          played: SEASON_POINTS.playedEveryMatch,
        })}
      </p>
      {invitations.data?.map((invitation) => (
        <Invitation key={invitation.id} invitation={invitation} />
      ))}
      {points.data &&
        (points.data.length === 0 ? (
          <p className="text-sm">{m.account_season_none()}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 text-sm">
            {points.data.map((season) => (
              <li
                key={`${season.game.slug}-${season.playFormat}`}
                className="flex items-center justify-between gap-2 rounded-lg border p-3"
              >
                <span className="font-medium">
                  {m.account_season_row({ game: season.game.name, format: formatLabel(season.playFormat) })}
                </span>
                <span>{m.account_season_points_rank({ points: season.points, rank: season.rank })}</span>
              </li>
            ))}
          </ul>
        ))}
    </TitledCard>
  );
}

function Invitation({ invitation }: { invitation: InvitationView }) {
  const utils = trpc.useUtils();
  const onSuccess = () => {
    void utils.seasons.invitations.invalidate();
    // An accepted Semi-Finals invitation is a new pass with matches (decision 25).
    void utils.dashboard.passes.invalidate();
    void utils.dashboard.upcoming.invalidate();
  };
  const accept = trpc.seasons.accept.useMutation({ onSuccess });
  const decline = trpc.seasons.decline.useMutation({ onSuccess });
  const failed = accept.error ?? decline.error;
  const busy = accept.isPending || decline.isPending;
  const title =
    invitation.stage === 'final'
      ? m.account_invitation_final({ game: invitation.game.name })
      : m.account_invitation_semi_final({ game: invitation.game.name });
  return (
    <div className="grid gap-2 rounded-lg border border-primary/40 p-3 text-sm" data-testid="invitation">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {title}
        {invitation.status !== 'invited' && (
          <Badge variant="secondary">
            {invitation.status === 'accepted'
              ? m.account_invitation_accepted()
              : m.account_invitation_declined()}
          </Badge>
        )}
      </p>
      <p className="text-muted-foreground">
        {(invitation.stage === 'final' ? m.account_invitation_final_text : m.account_invitation_text)({
          rank: invitation.rank,
          points: invitation.points,
        })}
      </p>
      {invitation.stage === 'semi-final' && invitation.status === 'accepted' && (
        <p data-testid="semi-final-entry">{m.account_invitation_semi_entry()}</p>
      )}
      {failed && (
        <p role="alert" className="font-medium text-destructive">
          {errorText(failed, m.account_invitation_failed())}
        </p>
      )}
      {invitation.status === 'invited' && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={busy} onClick={() => accept.mutate({ id: invitation.id })}>
            {m.account_invitation_accept()}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => decline.mutate({ id: invitation.id })}
          >
            {m.account_invitation_decline()}
          </Button>
        </div>
      )}
    </div>
  );
}
