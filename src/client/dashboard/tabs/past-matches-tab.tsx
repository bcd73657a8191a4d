import { formatCount, formatMoney } from '../../i18n/format.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { trpc } from '../../lib/trpc.ts';
import { formatLabel } from '../../lib/registration-labels.ts';
import type { PastMatch } from '../outputs.ts';
import { formatDateTime } from '../../lib/indian-time.ts';
import { PAGE_SIZE, PagedList, nextCursor } from '../paged-list.tsx';
import { TitledCard } from '../titled-card.tsx';
import { m } from '../../../paraglide/messages.js';
import { ResultReports } from './result-reports.tsx';

const OUTCOMES = {
  win: { label: m.account_outcome_win, variant: 'default' },
  loss: { label: m.account_outcome_loss, variant: 'destructive' },
  draw: { label: m.account_outcome_draw, variant: 'secondary' },
} as const;

/** Past Matches: each played match with its result, placement and finishes (or score) and points, newest first. */
export function PastMatchesTab() {
  const past = trpc.dashboard.pastMatches.useInfiniteQuery(
    { limit: PAGE_SIZE },
    { getNextPageParam: nextCursor },
  );
  return (
    <div className="grid gap-4">
      <ResultReports />
      <PagedList
        query={past}
        emptyTitle={m.account_no_past_matches_title()}
        emptyText={m.account_no_past_matches_text()}
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
    </div>
  );
}

function PastMatchCard({ match }: { match: PastMatch }) {
  const outcome = OUTCOMES[match.outcome];
  // Lobby placement: the placement and finishes; head-to-head: the score (its rank is only its
  // place in the pairing). A prize shows only on results from before prizes went to the pool's
  // close (docs/decisions/0025-championship-rules.md); since then a match pays none of its own.
  const facts: [label: string, value: string][] =
    match.scoringFormat === 'placement'
      ? [
          [m.account_placement(), `#${formatCount(match.rank)}`],
          [m.account_finishes(), formatCount(match.finishes)],
        ]
      : [
          [
            m.account_score(),
            match.bye ? m.account_bye() : `${formatCount(match.scoreFor)}–${formatCount(match.scoreAgainst)}`,
          ],
        ];
  facts.push([m.account_points(), formatCount(match.points)]);
  if (match.prize > 0) facts.push([m.account_prize(), formatMoney(match.prize)]);
  return (
    <TitledCard
      title={m.account_match_title({ game: match.game, number: match.matchNumber })}
      description={`${formatLabel(match.mode)} · ${formatDateTime(match.playedAt)}`}
      badges={<Badge variant={outcome.variant}>{outcome.label()}</Badge>}
      testId="past-match"
    >
      <dl className="grid grid-cols-3 gap-3 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}
