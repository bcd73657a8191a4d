import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import { PAYMENT_STATUSES } from '../../../../shared/payment-statuses.ts';
import { formatRupees } from '../../../../shared/money.ts';
import { SEARCH_MAX } from '../../../../shared/paging.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { errorText, httpStatusOf } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { cn } from '../../../lib/utils.ts';
import { PaymentStatusBadge } from './payment-status-badge.tsx';
import {
  PAYMENT_FILTER_KEYS,
  PAYMENTS_URL,
  readPaymentsView,
  statusLabel,
  writePaymentsView,
  type PaymentFilterKey,
  type PaymentFilters,
  type PaymentsView,
} from './payments-params.ts';
import type { TableLayout } from '../data-table.tsx';
import { FilterField, FilterForm } from '../filter-field.tsx';
import { ServerTable } from '../server-table.tsx';
import { useServerTable } from '../use-server-table.ts';
import { STACKED_CELL } from '../stacked-table.tsx';

type Row = RouterOutputs['adminPayments']['list']['items'][number];

const column = createColumnHelper<Row>();
/** Columns of rupees, right-aligned. */
const NUMERIC = new Set(['amount', 'refunded']);
// Below `sm` the rows stack: each cell on a line of its own, after its column's name.
const LAYOUT: TableLayout = {
  table: 'w-full text-left text-sm max-sm:block sm:min-w-[860px]',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:block max-sm:py-2',
  stateRow: 'max-sm:block',
  stateCell: 'max-sm:block',
  header: (id) => (NUMERIC.has(id) ? 'text-right' : undefined),
  cell: (id) =>
    cn(
      STACKED_CELL,
      NUMERIC.has(id) && 'tabular-nums whitespace-nowrap sm:text-right',
      id === 'createdAt' && 'sm:whitespace-nowrap',
    ),
  labels: 'data-label',
};
const muted = (text: string) => <span className="text-muted-foreground">{text}</span>;

/** The payments, filtered and paged by the server, newest first, with the state in the URL. */
export function PaymentsList() {
  const [params, setParams] = useSearchParams();
  const view = readPaymentsView(params);
  const update = (changes: Partial<PaymentsView>) =>
    setParams((current) => writePaymentsView(current, changes));
  const filtered = Object.keys(view.filters).length > 0;

  const list = useServerTable(trpc.adminPayments.list, PAYMENTS_URL, {
    retry: (failures, error) => (httpStatusOf(error) ?? 500) >= 500 && failures < 2,
  });
  const { query } = list;
  // A filter the server refused (a 4xx) stays refused on a retry: the fields it named are marked.
  const refused = query.isError && (httpStatusOf(query.error) ?? 500) < 500;
  const invalid = refused ? Object.keys(query.error?.data?.fieldErrors ?? {}) : [];

  const paymentHref = (id: string) => `?${writePaymentsView(params, { payment: id }).toString()}`;
  const columns = [
    column.accessor('createdAt', {
      header: 'Created',
      cell: (info) => (
        <Link
          to={paymentHref(info.row.original.id)}
          className="font-medium text-foreground underline-offset-4 hover:underline"
          aria-label={`Payment of ${formatRupees(info.row.original.amount)} by ${
            info.row.original.playerName ?? 'a deleted player'
          }, ${formatDateTime(info.getValue())}`}
        >
          {formatDateTime(info.getValue())}
        </Link>
      ),
    }),
    column.accessor('playerName', {
      header: 'Player',
      cell: (info) => (
        <span className="flex min-w-0 flex-col max-sm:[overflow-wrap:anywhere]">
          <span>{info.getValue() ?? muted('Deleted')}</span>
          {info.row.original.playerEmail && (
            <span className="text-xs text-muted-foreground">{info.row.original.playerEmail}</span>
          )}
        </span>
      ),
    }),
    column.accessor('game', { header: 'Game', cell: (info) => info.getValue() ?? muted('—') }),
    column.accessor('amount', { header: 'Amount', cell: (info) => formatRupees(info.getValue()) }),
    column.accessor('refunded', {
      header: 'Refunded',
      cell: (info) => (info.getValue() ? formatRupees(info.getValue()) : muted('—')),
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => <PaymentStatusBadge status={info.getValue()} />,
    }),
    column.accessor('gateway', {
      header: 'Gateway',
      cell: (info) => (
        <span className="flex min-w-0 flex-col max-sm:[overflow-wrap:anywhere]">
          <span>{info.getValue() === 'mock' ? 'Mock' : 'Razorpay'}</span>
          {info.row.original.gatewayOrderId && (
            <span className="font-mono text-xs text-muted-foreground">
              {info.row.original.gatewayOrderId}
            </span>
          )}
        </span>
      ),
    }),
  ];

  return (
    <section aria-label="Payments" className="flex flex-col gap-4">
      <PaymentFilterForm
        // A new set of filters (Clear, back, forward) resets what the inputs show.
        key={PAYMENT_FILTER_KEYS.map((key) => view.filters[key] ?? '').join('\n')}
        filters={view.filters}
        invalid={invalid}
        onApply={(filters) => update({ filters })}
      />

      <ServerTable
        list={list}
        columns={columns}
        layout={LAYOUT}
        caption="Payments, newest first"
        empty={filtered ? 'No payments match these filters.' : 'No payments yet.'}
        none="No payments"
        failed="Could not load the payments. Please try again."
        failure={
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-lg border border-destructive/50 p-4"
          >
            <FormError message={errorText(query.error, 'Could not load the payments. Please try again.')} />
            {refused ? (
              <p className="text-sm text-muted-foreground">Change the filters and apply them again.</p>
            ) : (
              <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )}
          </div>
        }
      />
    </section>
  );
}

/** The filters as inputs; they reach the URL (and the query) when the form is submitted. */
function PaymentFilterForm({
  filters,
  invalid,
  onApply,
}: {
  filters: PaymentFilters;
  /** Filters the server refused (its names: `search` is the `q` box). */
  invalid: string[];
  onApply: (filters: PaymentFilters) => void;
}) {
  const id = useId();
  const games = trpc.games.list.useQuery();
  const isInvalid = (key: PaymentFilterKey) => invalid.includes(key === 'q' ? 'search' : key) || undefined;
  return (
    <FilterForm
      label="Filter the payments"
      keys={PAYMENT_FILTER_KEYS}
      onApply={onApply}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5"
    >
      <FilterField id={`${id}-q`} label="Search" className="sm:col-span-2 xl:col-span-1">
        <Input
          id={`${id}-q`}
          name="q"
          type="search"
          placeholder="E-mail, phone or id"
          defaultValue={filters.q ?? ''}
          maxLength={SEARCH_MAX}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={isInvalid('q')}
        />
      </FilterField>
      <FilterField id={`${id}-status`} label="Status">
        <NativeSelect id={`${id}-status`} name="status" defaultValue={filters.status ?? ''}>
          <NativeSelectOption value="">Any status</NativeSelectOption>
          {PAYMENT_STATUSES.map((status) => (
            <NativeSelectOption key={status} value={status}>
              {statusLabel(status)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-game`} label="Game">
        <NativeSelect
          // The options arrive after the first render; the URL's game is selected once they do.
          key={games.data ? 'games' : 'loading'}
          id={`${id}-game`}
          name="game"
          defaultValue={filters.game ?? ''}
          aria-invalid={isInvalid('game')}
        >
          <NativeSelectOption value="">All games</NativeSelectOption>
          {games.data?.map((game) => (
            <NativeSelectOption key={game.id} value={game.slug}>
              {game.name}
            </NativeSelectOption>
          ))}
          {filters.game && games.data && !games.data.some((game) => game.slug === filters.game) && (
            <NativeSelectOption value={filters.game}>{filters.game}</NativeSelectOption>
          )}
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-from`} label="From (IST)">
        <Input
          id={`${id}-from`}
          name="from"
          type="date"
          defaultValue={filters.from ?? ''}
          aria-invalid={isInvalid('from')}
        />
      </FilterField>
      <FilterField id={`${id}-to`} label="To (IST)">
        <Input
          id={`${id}-to`}
          name="to"
          type="date"
          defaultValue={filters.to ?? ''}
          aria-invalid={isInvalid('to')}
        />
      </FilterField>
    </FilterForm>
  );
}
