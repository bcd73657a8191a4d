import { Link, useParams } from 'react-router-dom';
import type { Leaderboard, LeaderboardRow } from '../../shared/leaderboards.ts';
import { parseLeaderboardParams } from '../../shared/leaderboard-paths.ts';
import { findPass } from '../../shared/passes.ts';
import { paths } from '../app/paths.ts';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { formatCount, formatMoney, formatMonth } from '../i18n/format.ts';
import { trpc } from '../lib/trpc.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { m } from '../../paraglide/messages.js';

// A pool's public leaderboard (docs/decisions/0025-championship-rules.md, "Standings"): rendered on
// the server and kept as a hot read; public names only.

export function LeaderboardPage() {
  const input = parseLeaderboardParams(useParams());
  const board = trpc.leaderboards.pool.useQuery(input!, { enabled: input !== null });
  const data = board.data;
  useDocumentTitle(data ? m.site_leaderboard_title({ game: data.game.name, number: data.pool }) : undefined);

  if (input === null || data === null || board.error?.data?.code === 'BAD_REQUEST') return <NotFoundPage />;

  if (board.isError) {
    return (
      <PageContainer className="max-w-3xl">
        <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border p-10 text-center">
          <p className="text-lg font-semibold">{m.site_blog_list_failed()}</p>
          <Button onClick={() => window.location.reload()}>{m.site_blog_try_again()}</Button>
        </div>
      </PageContainer>
    );
  }

  if (!data) {
    return (
      <PageContainer className="max-w-3xl">
        <div
          role="status"
          aria-label={m.site_leaderboard_heading({ game: '' })}
          className="flex flex-col gap-4"
        >
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-80 w-full" />
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="max-w-3xl">
      <header className="flex flex-col gap-3">
        <PageHeading>{m.site_leaderboard_heading({ game: data.game.name })}</PageHeading>
        <PoolFacts board={data} />
      </header>
      {data.rows.length === 0 ? (
        <p className="mt-8 rounded-xl border p-6 text-center text-muted-foreground">
          {m.site_leaderboard_empty()}
        </p>
      ) : (
        <StandingsTable board={data} />
      )}
      <p className="mt-6 text-sm text-muted-foreground">
        {data.scoringFormat === 'placement'
          ? m.site_leaderboard_ties_placement()
          : m.site_leaderboard_ties_head_to_head()}{' '}
        <Link to={paths.gamePolicy} className="underline underline-offset-4">
          {m.site_leaderboard_rules()}
        </Link>
      </p>
    </PageContainer>
  );
}

function PoolFacts({ board }: { board: Leaderboard }) {
  const pass = findPass(board.format, board.pass);
  const passName = pass?.type === 'lite' ? m.account_pass_type_lite() : m.account_pass_type_max();
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={m.site_leaderboard_pool({ number: board.pool })}>
        <li>
          <Badge>{m.site_leaderboard_pool({ number: board.pool })}</Badge>
        </li>
        <li>
          <Badge variant="secondary">{formatMonth(board.month)}</Badge>
        </li>
        <li>
          <Badge variant="secondary">
            {board.format === 'solo' ? m.site_format_solo() : m.site_format_squad()}
          </Badge>
        </li>
        <li>
          <Badge variant="secondary">{board.tier === 'hr' ? m.site_risk_high() : m.site_risk_low()}</Badge>
        </li>
        <li>
          <Badge variant="secondary">
            {passName} {formatMoney(pass?.price ?? Number(board.pass))}
          </Badge>
        </li>
      </ul>
      <p className="text-muted-foreground">
        {m.site_leaderboard_entries({ entries: formatCount(board.entries), size: formatCount(board.size) })}
      </p>
    </>
  );
}

const cell = 'px-2 py-2 text-right tabular-nums';

function StandingsTable({ board }: { board: Leaderboard }) {
  const placement = board.scoringFormat === 'placement';
  const tieBreaks: [string, (row: LeaderboardRow) => number][] = placement
    ? [
        [m.site_leaderboard_wins(), (row) => row.wins],
        [m.site_leaderboard_finishes(), (row) => row.finishes],
      ]
    : [
        [m.site_leaderboard_buchholz(), (row) => row.buchholz],
        [m.site_leaderboard_score_difference(), (row) => row.scoreDifference],
      ];
  return (
    <div className="mt-8 overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <caption className="sr-only">{m.site_leaderboard_caption({ number: board.pool })}</caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={cell}>
              {m.site_leaderboard_rank()}
            </th>
            <th scope="col" className="px-2 py-2 text-left">
              {board.format === 'squad' ? m.site_leaderboard_squad() : m.site_leaderboard_player()}
            </th>
            <th scope="col" className={cell}>
              {m.site_leaderboard_points()}
            </th>
            <th scope="col" className={cell}>
              {m.site_leaderboard_played()}
            </th>
            {tieBreaks.map(([label]) => (
              <th key={label} scope="col" className={cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row, index) => (
            <tr key={index} className="border-t">
              <td className={cell}>{row.rank}</td>
              <th scope="row" className="px-2 py-2 text-left font-medium">
                <bdi>{row.name}</bdi>
                {row.teammates > 0 && (
                  <span className="text-muted-foreground">
                    {' '}
                    {m.site_leaderboard_teammates({ count: row.teammates })}
                  </span>
                )}
              </th>
              <td className={`${cell} font-semibold`}>{row.points}</td>
              <td className={cell}>{row.matchesPlayed}</td>
              {tieBreaks.map(([label, value]) => (
                <td key={label} className={cell}>
                  {value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
