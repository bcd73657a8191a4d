import { keepPreviousData } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Leaderboard, LeaderboardRow } from '../../shared/leaderboards.ts';
import { SEMI_FINALS_SEGMENT, parseLeaderboardParams } from '../../shared/leaderboard-paths.ts';
import { seasonMonths } from '../../shared/championship-rules.ts';
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
import { useTierTexts } from '../lib/tier-texts.ts';
import { PrizesFixedNote } from '../components/e-sport-notes.tsx';
import { m } from '../../paraglide/messages.js';

// A pool's public leaderboard (docs/decisions/0025-championship-rules.md, "Standings"): rendered on
// the server and kept as a hot read; public names only.

/** `?all=1`: every row (the "Show all" link), else the first LEADERBOARD_FIRST_ROWS. */
export const SHOW_ALL_SEARCH = '?all=1';

/** A season's Semi-Finals leaderboard: the same page, its path without tier, pass and pool. */
export function SemiFinalLeaderboardPage() {
  return <LeaderboardPage semiFinal />;
}

export function LeaderboardPage({ semiFinal = false }: { semiFinal?: boolean }) {
  const url = useParams();
  const params = parseLeaderboardParams(semiFinal ? { ...url, category: SEMI_FINALS_SEGMENT } : url);
  const [search] = useSearchParams();
  const input = params && search.get('all') === '1' ? { ...params, all: true } : params;
  // The first rows stay drawn while the rest load.
  const board = trpc.leaderboards.pool.useQuery(input!, {
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
  const data = board.data;
  useDocumentTitle(data ? titleOf(data) : undefined);

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
        <BoardHeading board={data} />
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

/** The page's title; the Semi-Finals' names the season: its start and its last month. */
function titleOf(board: Leaderboard): string {
  if (board.stage === 'qualifier')
    return m.site_leaderboard_title({ game: board.game.name, number: board.pool });
  return m.site_leaderboard_semi_heading({
    game: board.game.name,
    first: formatMonth(board.month),
    last: formatMonth(seasonMonths(board.month).at(-1) ?? board.month),
  });
}

/** A pool's heading and facts; the Semi-Finals' heading names the season. */
function BoardHeading({ board }: { board: Leaderboard }) {
  if (board.stage === 'qualifier')
    return (
      <>
        <PageHeading>{m.site_leaderboard_heading({ game: board.game.name })}</PageHeading>
        <PoolFacts board={board} />
      </>
    );
  return (
    <>
      <PageHeading>{titleOf(board)}</PageHeading>
      <SemiFinalFacts board={board} />
    </>
  );
}

function SemiFinalFacts({ board }: { board: Leaderboard }) {
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={m.site_leaderboard_semi_finals()}>
        <li>
          <Badge>{m.site_leaderboard_semi_finals()}</Badge>
        </li>
        <li>
          <Badge variant="secondary">
            {board.format === 'solo' ? m.site_format_solo() : m.site_format_squad()}
          </Badge>
        </li>
      </ul>
      <p className="text-muted-foreground">
        {m.site_leaderboard_semi_entries({ entries: formatCount(board.entries) })}
      </p>
    </>
  );
}

function PoolFacts({ board }: { board: Leaderboard }) {
  const tiers = useTierTexts();
  const pass = board.pass ? findPass(board.format, board.pass) : undefined;
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
          <Badge variant="secondary">{tiers.name(board.tier === 'hr' ? 'hr' : 'lr')}</Badge>
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
      <PrizesFixedNote />
    </>
  );
}

/**
 * A full pool is 280 rows, drawn on the server: the cells are styled from the table, so that each
 * row is its numbers and the name, not the same classes six times over.
 */
const TABLE = [
  'w-full text-sm tabular-nums',
  '[&_td]:px-2 [&_td]:py-2 [&_td]:text-right [&_th]:px-2 [&_th]:py-2 [&_th]:text-right',
  '[&_th:nth-child(2)]:text-left [&_tbody_th]:font-medium [&_tbody_tr]:border-t',
  '[&_td:nth-child(3)]:font-semibold',
].join(' ');

/**
 * The rows the read carried (the first 50 of a full pool's 280: shared/leaderboards.ts), and a link
 * to all of them: the same page with `?all=1`, fetched in place, or drawn by the server without JS.
 */
export function StandingsTable({ board }: { board: Leaderboard }) {
  const rows = board.rows;
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
      <table className={TABLE}>
        <caption className="sr-only">
          {board.stage === 'semi-final'
            ? m.site_leaderboard_semi_caption()
            : m.site_leaderboard_caption({ number: board.pool })}
        </caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col">{m.site_leaderboard_rank()}</th>
            <th scope="col">
              {board.format === 'squad' ? m.site_leaderboard_squad() : m.site_leaderboard_player()}
            </th>
            <th scope="col">{m.site_leaderboard_points()}</th>
            <th scope="col">{m.site_leaderboard_played()}</th>
            {tieBreaks.map(([label]) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td>{row.rank}</td>
              <th scope="row">
                <bdi>{row.name}</bdi>
                {row.teammates > 0 && (
                  <span className="text-muted-foreground">
                    {' '}
                    {m.site_leaderboard_teammates({ count: row.teammates })}
                  </span>
                )}
              </th>
              <td>{row.points}</td>
              <td>{row.matchesPlayed}</td>
              {tieBreaks.map(([label, value]) => (
                <td key={label}>{value(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length < board.ranked && (
        <div className="border-t p-3 text-center">
          <Button variant="outline" asChild>
            <Link to={SHOW_ALL_SEARCH} preventScrollReset>
              {m.site_leaderboard_show_all({ count: formatCount(board.ranked) })}
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
