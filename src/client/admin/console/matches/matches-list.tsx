import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminMatch } from '../../../../shared/matches.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { cn } from '../../../lib/utils.ts';
import { consoleTable } from '../console-table.ts';
import { DataTable, type TableLayout } from '../data-table.tsx';
import { FilterField } from '../filter-field.tsx';
import { LoadError } from '../load-error.tsx';
import { formatLabel, MatchStatusBadge } from './match-status.tsx';
import { ScheduleMatches } from './schedule-matches.tsx';
import {
  filterMatches,
  gamesOf,
  MATCH_STATUSES,
  readMatchesView,
  writeMatchesView,
  type MatchesView,
  type MatchStatus,
} from './matches-params.ts';

const column = createColumnHelper<AdminMatch>();
const NUMERIC = new Set(['results']);
/** Below sm each match stacks its cells, each named by its column. */
const LAYOUT: TableLayout = {
  frame: 'rounded-lg border sm:overflow-x-auto',
  table: 'block w-full text-left text-sm sm:table sm:min-w-[760px]',
  head: 'hidden sm:table-header-group',
  body: 'block sm:table-row-group',
  row: 'block px-3 py-2 sm:table-row sm:p-0',
  stateRow: 'block sm:table-row',
  stateCell: 'block sm:table-cell',
  header: (id) => (NUMERIC.has(id) ? 'text-right' : undefined),
  cell: (id) =>
    cn(
      'flex items-center justify-between gap-3 py-1 sm:table-cell sm:px-3 sm:py-2',
      NUMERIC.has(id) ? 'sm:text-right sm:tabular-nums' : 'sm:whitespace-nowrap',
    ),
  labels: 'span',
};

/** A match's name, linking to its detail with the rest of the query kept. */
function MatchLink({ match }: { match: AdminMatch }) {
  const [params] = useSearchParams();
  return (
    <Link
      to={`?${writeMatchesView(params, { match: match.id }).toString()}`}
      className="font-medium text-foreground underline-offset-4 hover:underline"
    >
      {match.game} · Match {match.number}
    </Link>
  );
}

const COLUMNS = [
  column.accessor('number', { header: 'Match', cell: (info) => <MatchLink match={info.row.original} /> }),
  column.accessor('groupNumber', {
    header: 'Group',
    cell: (info) => `Group ${info.getValue()} · ${formatLabel(info.row.original.playFormat)}`,
  }),
  column.accessor('scheduledAt', { header: 'Time', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <MatchStatusBadge status={info.getValue()} />,
  }),
  column.accessor('roomPublished', {
    header: 'Room',
    cell: (info) =>
      info.getValue() ? 'Published' : <span className="text-muted-foreground">Not published</span>,
  }),
  column.accessor('results', { header: 'Results', cell: (info) => info.getValue() }),
];

/** Every group's matches, soonest first, filtered by game, status and Indian day (URL state). */
export function MatchesList() {
  const [params, setParams] = useSearchParams();
  const view = readMatchesView(params);
  // flushSync: a controlled <select> whose value changes only in the router's transition is put
  // back by React, and the filter was lost (seen in e2e: the URL had it, the list did not).
  const update = (changes: Partial<MatchesView>) =>
    setParams(writeMatchesView(params, changes), { replace: true, flushSync: true });
  // `group` (a pool's id, as the Seasons section links the Semi-Finals): that pool's matches only.
  const group = params.get('group');
  const list = trpc.adminMatches.list.useQuery(group ? { groupId: group } : {});

  const all = list.data ?? [];
  const shown = filterMatches(all, { game: view.game, status: view.status, day: view.day, match: null });
  const table = consoleTable({ data: shown, columns: COLUMNS, getRowId: (match) => match.id });
  const filtered = Boolean(view.game || view.status || view.day);

  return (
    <section aria-label="Matches" className="flex flex-col gap-4">
      <ScheduleMatches />
      {group && (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="matches-of-pool">
          The matches of one pool.
          <Button
            variant="link"
            className="h-auto p-0"
            onClick={() => {
              const next = new URLSearchParams(params);
              next.delete('group');
              setParams(next, { replace: true });
            }}
          >
            Show every match
          </Button>
        </p>
      )}
      <Filters view={view} games={gamesOf(all)} onChange={update} />
      {list.isError ? (
        <LoadError query={list} fallback="Could not load the matches. Please try again." />
      ) : (
        <>
          <DataTable
            table={table}
            layout={LAYOUT}
            busy={list.isFetching}
            loading={list.isPending}
            empty={filtered ? 'No matches match these filters.' : 'No matches scheduled yet.'}
          />
          {list.data && (
            <p className="text-sm text-muted-foreground">
              {filtered ? `${shown.length} of ${all.length} matches` : `${all.length} matches`}
              {all.length >= 500 ? ' (the first 500, soonest first)' : ''}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function Filters(props: {
  view: MatchesView;
  games: string[];
  onChange: (changes: Partial<MatchesView>) => void;
}) {
  const id = useId();
  const { view, onChange } = props;
  // A game in the URL that no match has (yet) stays choosable, so the select shows it.
  const games = view.game && !props.games.includes(view.game) ? [...props.games, view.game] : props.games;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <FilterField id={`${id}-game`} label="Game" className="sm:w-48">
        <NativeSelect
          id={`${id}-game`}
          value={view.game}
          onChange={(e) => onChange({ game: e.target.value })}
        >
          <NativeSelectOption value="">All games</NativeSelectOption>
          {games.map((game) => (
            <NativeSelectOption key={game} value={game}>
              {game}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-status`} label="Status" className="sm:w-44">
        <NativeSelect
          id={`${id}-status`}
          value={view.status}
          onChange={(e) => onChange({ status: e.target.value as MatchStatus | '' })}
        >
          <NativeSelectOption value="">Any status</NativeSelectOption>
          {MATCH_STATUSES.map((status) => (
            <NativeSelectOption key={status} value={status}>
              {status[0]!.toUpperCase() + status.slice(1)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-day`} label="Day (IST)" className="sm:w-44">
        <Input
          id={`${id}-day`}
          type="date"
          value={view.day}
          onChange={(e) => onChange({ day: e.target.value })}
        />
      </FilterField>
      {(view.game || view.status || view.day) && (
        <Button type="button" variant="ghost" onClick={() => onChange({ game: '', status: '', day: '' })}>
          Clear
        </Button>
      )}
    </div>
  );
}
