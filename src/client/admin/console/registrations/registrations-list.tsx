import { useTierTexts } from '../../../lib/tier-texts.ts';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import { formatRupees } from '../../../../shared/money.ts';
import { PLAY_FORMATS, REGISTRATION_STATUSES } from '../../../../shared/registration-rules.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { formatDate } from '../../../lib/indian-time.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { cn } from '../../../lib/utils.ts';
import {
  FORMAT_LABELS,
  isFiltered,
  PASS_LABELS,
  playersText,
  readRegistrationsView,
  REGISTRATIONS_URL,
  STATUS_LABELS,
  writeRegistrationsView,
  type RegistrationStatus,
  type RegistrationsView,
} from './registrations-params.ts';
import { FilterField } from '../filter-field.tsx';
import { GameSelect } from '../game-select.tsx';
import type { TableLayout } from '../data-table.tsx';
import { ServerTable } from '../server-table.tsx';
import { useServerTable } from '../use-server-table.ts';
import { SearchBox } from '../search-box.tsx';

type Row = RouterOutputs['adminRegistrations']['list']['items'][number];

const column = createColumnHelper<Row>();
/** Columns of counts, right-aligned. */
const NUMERIC = new Set(['teamSize']);
/**
 * A cell: a column of the table from md up; below it each row is a card of two columns, the
 * player across both, each other cell under its column's name.
 */
const CELL =
  'align-top md:px-3 md:py-2 max-md:flex max-md:min-w-0 max-md:flex-col max-md:gap-0.5 max-md:before:text-xs max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';
const LAYOUT: TableLayout = {
  table: 'w-full text-left text-sm max-md:block md:min-w-[880px]',
  head: 'max-md:sr-only',
  body: 'max-md:block',
  row: 'align-top max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:p-4',
  stateRow: 'max-md:block',
  stateCell: 'max-md:block',
  header: (id) => cn('whitespace-nowrap', NUMERIC.has(id) && 'text-right'),
  cell: (id) =>
    cn(
      CELL,
      NUMERIC.has(id)
        ? 'tabular-nums md:text-right'
        : id === 'playerName'
          ? 'min-w-0 max-md:col-span-2 max-md:before:content-none md:max-w-64'
          : 'md:whitespace-nowrap',
    ),
  labels: 'data-label',
};

/** Every registration, searched, filtered, ordered and paged by the server, with the state in the URL. */
export function RegistrationsList() {
  const [params, setParams] = useSearchParams();
  const view = readRegistrationsView(params);
  const update = (changes: Partial<RegistrationsView>, replace = false) =>
    setParams((current) => writeRegistrationsView(current, changes), { replace });

  const list = useServerTable(trpc.adminRegistrations.list, REGISTRATIONS_URL);
  const tiers = useTierTexts();

  const detailHref = (id: string) => `?${writeRegistrationsView(params, { registration: id }).toString()}`;
  const columns = [
    column.accessor('playerName', {
      header: 'Player',
      cell: (info) => {
        const row = info.row.original;
        return (
          <div className="flex min-w-0 flex-col">
            <Link
              to={detailHref(row.id)}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              {row.playerName}
            </Link>
            <span className="text-xs break-all text-muted-foreground">{row.playerEmail || '—'}</span>
            {row.gameUsername && (
              <span className="font-mono text-xs text-muted-foreground">{row.gameUsername}</span>
            )}
          </div>
        );
      },
    }),
    column.accessor('gameName', { header: 'Game' }),
    column.accessor('playFormat', { header: 'Format', cell: (info) => FORMAT_LABELS[info.getValue()] }),
    column.accessor('teamSize', { header: 'Team size', cell: (info) => info.getValue() }),
    column.accessor('riskCategory', {
      header: 'Risk',
      cell: (info) => {
        const risk = info.getValue();
        return risk ? tiers.name(risk) : '—';
      },
    }),
    column.accessor('pass', {
      header: 'Pass',
      cell: (info) => {
        const pass = info.getValue();
        return `${pass ? PASS_LABELS[pass] : 'Semi-Finals'} · ${formatRupees(info.row.original.passPrice)}`;
      },
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    column.accessor('createdAt', { header: 'Created', cell: (info) => formatDate(info.getValue()) }),
  ];

  return (
    <section aria-label="Registrations" className="flex min-w-0 flex-col gap-4">
      <Filters view={view} onChange={update} />

      <ServerTable
        list={list}
        columns={columns}
        sorting={[{ id: 'createdAt', desc: view.order === 'desc' }]}
        sort={(col) =>
          col.id === 'createdAt'
            ? {
                direction: view.order,
                onSort: () => update({ order: view.order === 'desc' ? 'asc' : 'desc' }),
                hint: { asc: '(oldest first)', desc: '(newest first)' },
              }
            : undefined
        }
        layout={LAYOUT}
        empty={isFiltered(view) ? 'No registrations match these filters.' : 'No registrations yet.'}
        none="No registrations"
        failed="Could not load the registrations. Please try again."
      />
    </section>
  );
}

/** The search box and the game, format and payment-status filters; each change is in the URL at once. */
function Filters({
  view,
  onChange,
}: {
  view: RegistrationsView;
  onChange: (changes: Partial<RegistrationsView>, replace?: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
      <SearchBox
        value={view.search}
        onSearch={(search) => onChange({ search }, true)}
        label="Search registrations"
        placeholder="Search player, e-mail or username"
        className="lg:max-w-xs"
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:flex lg:flex-wrap lg:items-end">
        <FilterField id={`${id}-game`} label="Game" className="max-sm:col-span-2 lg:w-44">
          <GameSelect id={`${id}-game`} value={view.game} onChange={(game) => onChange({ game })} />
        </FilterField>
        <FilterField id={`${id}-format`} label="Format" className="lg:w-44">
          <NativeSelect
            id={`${id}-format`}
            value={view.format ?? ''}
            onChange={(event) =>
              onChange({ format: PLAY_FORMATS.find((f) => f === event.target.value) ?? null })
            }
          >
            <NativeSelectOption value="">Solo and squad</NativeSelectOption>
            {PLAY_FORMATS.map((format) => (
              <NativeSelectOption key={format} value={format}>
                {FORMAT_LABELS[format]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField id={`${id}-status`} label="Payment status" className="lg:w-44">
          <NativeSelect
            id={`${id}-status`}
            value={view.status ?? ''}
            onChange={(event) =>
              onChange({ status: REGISTRATION_STATUSES.find((s) => s === event.target.value) ?? null })
            }
          >
            <NativeSelectOption value="">Any status</NativeSelectOption>
            {REGISTRATION_STATUSES.map((status) => (
              <NativeSelectOption key={status} value={status}>
                {STATUS_LABELS[status]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FilterField>
      </div>
      {isFiltered(view) && (
        <Button
          type="button"
          variant="ghost"
          className="w-fit"
          onClick={() => onChange({ search: '', game: '', format: null, status: null })}
        >
          Clear filters
        </Button>
      )}
    </div>
  );
}

export function StatusBadge({ status }: { status: RegistrationStatus }) {
  const variant = status === 'paid' ? 'default' : status === 'expired' ? 'secondary' : 'outline';
  return <Badge variant={variant}>{STATUS_LABELS[status]}</Badge>;
}

/** "Solo" or "Squad · 4 players". */
export const formatText = (format: Row['playFormat'], teamSize: number) =>
  format === 'solo' ? FORMAT_LABELS.solo : `${FORMAT_LABELS.squad} · ${playersText(teamSize)}`;
