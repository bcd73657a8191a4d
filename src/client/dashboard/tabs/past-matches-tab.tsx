import { formatCount, formatMoney } from '../../i18n/format.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { trpc } from '../../lib/trpc.ts';
import { FORMAT_LABELS } from '../../registration/labels.ts';
import type { PastMatch } from '../outputs.ts';
import { formatDateTime } from '../../lib/indian-time.ts';
import { PAGE_SIZE, PagedList, nextCursor } from '../paged-list.tsx';
import { TitledCard } from '../titled-card.tsx';

const OUTCOMES = {
  win: { label: 'Win', variant: 'default' },
  loss: { label: 'Loss', variant: 'destructive' },
  draw: { label: 'Draw', variant: 'secondary' },
} as const;

/** Past Matches: each played match with its result, rank and prize, newest first. */
export function PastMatchesTab() {
  const past = trpc.dashboard.pastMatches.useInfiniteQuery(
    { limit: PAGE_SIZE },
    { getNextPageParam: nextCursor },
  );
  return (
    <PagedList
      query={past}
      emptyTitle="No past matches yet."
      emptyText="Results appear here once the organisers post them after each of your matches."
    >
      {(items) => (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {items.map((match, i) => (
            // One match can be played on two passes (a solo and a squad pass in the same group).
            <li key={`${match.matchId}-${i}`}>
              <PastMatchCard match={match} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function PastMatchCard({ match }: { match: PastMatch }) {
  const outcome = OUTCOMES[match.outcome];
  return (
    <TitledCard
      title={`${match.game} · Match ${match.matchNumber}`}
      description={`${FORMAT_LABELS[match.mode]} · ${formatDateTime(match.playedAt)}`}
      badges={<Badge variant={outcome.variant}>{outcome.label}</Badge>}
      testId="past-match"
    >
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Rank</dt>
          <dd className="font-semibold">#{match.rank}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Points</dt>
          <dd className="font-semibold">{formatCount(match.points)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Prize</dt>
          <dd className="font-semibold">{formatMoney(match.prize)}</dd>
        </div>
      </dl>
    </TitledCard>
  );
}
