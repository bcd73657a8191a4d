import { useState } from 'react';
import { CalendarClockIcon, SwordsIcon, UsersIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { trpc } from '../../lib/trpc.ts';
import { formatLabel } from '../../lib/registration-labels.ts';
import type { UpcomingMatch } from '../outputs.ts';
import { formatDateTime } from '../../lib/indian-time.ts';
import { TabEmpty, TabError, TabLoading } from '../tab-states.tsx';
import { TitledCard } from '../titled-card.tsx';
import { countdownText, useNow } from '../countdown.ts';
import { RoomDetails, RoomDetailsDialog } from './room-details.tsx';
import { CheckIn } from './check-in.tsx';
import { m } from '../../../paraglide/messages.js';

// Room details appear 15 minutes before the start: while this tab is open it asks again each
// minute (and on returning to the window) so they show up without a reload.
const REFRESH_MS = 60_000;

/**
 * Upcoming: the player's next matches, their group, check-in and, once checked in and released,
 * the room to join.
 */
export function UpcomingTab() {
  const upcoming = trpc.dashboard.upcoming.useQuery(undefined, {
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const [joining, setJoining] = useState<UpcomingMatch | null>(null);
  const [open, setOpen] = useState(false);

  if (upcoming.isPending) return <TabLoading />;
  if (upcoming.isError) return <TabError error={upcoming.error} onRetry={upcoming.refetch} />;
  if (upcoming.data.length === 0) {
    return <TabEmpty title={m.account_no_upcoming_title()}>{m.account_no_upcoming_text()}</TabEmpty>;
  }

  const join = (match: UpcomingMatch) => {
    setJoining(match);
    setOpen(true);
  };

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {upcoming.data.map((match) => (
          <li key={`${match.matchId}-${match.participantId}`}>
            <MatchCard match={match} onJoin={() => join(match)} />
          </li>
        ))}
      </ul>
      <RoomDetailsDialog match={joining} open={open} onOpenChange={setOpen} />
    </>
  );
}

function MatchCard({ match, onJoin }: { match: UpcomingMatch; onJoin: () => void }) {
  return (
    <TitledCard
      title={m.account_match_title({ game: match.game, number: match.matchNumber })}
      description={formatLabel(match.mode)}
      badges={
        <Badge variant={match.room ? 'default' : 'outline'}>
          {match.room ? m.account_room_open() : m.account_scheduled()}
        </Badge>
      }
      testId="upcoming-match"
      contentClassName="grid grid-cols-1 gap-4"
    >
      <dl className="grid grid-cols-1 gap-2 text-sm">
        <div className="flex items-center gap-2">
          <CalendarClockIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          <dt className="sr-only">{m.account_time()}</dt>
          <dd>{formatDateTime(match.scheduledAt)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <UsersIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          <dt className="sr-only">{m.account_pool()}</dt>
          <dd>{m.account_pool_number({ number: match.groupNumber })}</dd>
        </div>
        {match.lineup && (
          <div className="flex items-center gap-2" data-testid="upcoming-lineup">
            <SwordsIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            <dt className="sr-only">{m.account_lineup()}</dt>
            <dd>{lineupText(match.lineup)}</dd>
          </div>
        )}
      </dl>
      <CheckIn match={match} />
      {!match.checkIn.checkedInAt ? (
        <p className="text-sm text-muted-foreground">{m.account_check_in_to_see_room()}</p>
      ) : match.room ? (
        <>
          <RoomDetails room={match.room} />
          <Button type="button" onClick={onJoin}>
            {m.account_join_match()}
          </Button>
        </>
      ) : (
        <RoomCountdown
          releasesAt={match.roomReleasesAt}
          id={`room-${match.matchId}-${match.participantId}`}
        />
      )}
    </TitledCard>
  );
}

/** The entry's place in the match's line-up: its lobby, its opponent's public name, or its bye. */
function lineupText(lineup: NonNullable<UpcomingMatch['lineup']>): string {
  if (lineup.bye) return m.account_lineup_bye();
  if (lineup.opponent) {
    const { name, teammates } = lineup.opponent;
    const squad = teammates > 0 ? ` ${m.site_leaderboard_teammates({ count: teammates })}` : '';
    return m.account_lineup_opponent({ name: `${name}${squad}` });
  }
  return m.account_lineup_lobby({ number: lineup.lobby ?? 0 });
}

/** Join Match waits for the room: disabled until the room opens, with the time left. */
function RoomCountdown({ releasesAt, id }: { releasesAt: Date; id: string }) {
  const now = useNow(releasesAt);
  const left = releasesAt.getTime() - now;
  return (
    <>
      <p id={id} className="text-sm text-muted-foreground" aria-live="off">
        {left > 0
          ? m.account_room_opens_in({ left: countdownText(left), time: formatDateTime(releasesAt) })
          : m.account_room_opening()}
      </p>
      <Button type="button" disabled aria-describedby={id}>
        {m.account_join_match()}
      </Button>
    </>
  );
}
