import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AlertCircleIcon } from 'lucide-react';
import { DELIVERY_LOG_PAGE_SIZE, DELIVERY_STATUSES } from '../../../../shared/admin-notifications.ts';
import { OUTBOUND_CHANNELS } from '../../../../shared/notifications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText, httpStatusOf } from '../../../lib/errors.ts';
import { trpc, type RouterInputs } from '../../../lib/trpc.ts';
import { FilterField, FilterForm } from '../filter-field.tsx';
import { ChannelCounts } from './channel-counts.tsx';
import {
  CHANNEL_LABELS,
  FILTER_KEYS,
  STATUS_LABELS,
  filtersFromParams,
  withFilters,
  type DeliveryFilters,
} from './delivery-filters.ts';
import { DeliveryTable, type Delivery } from './delivery-table.tsx';

// The console's Notifications (issue 28): today's figures per channel, then the delivery log of
// every message that left by e-mail, push, SMS or WhatsApp, filtered by the URL's query, newest
// first; a failed message can be sent again.

const LOAD_ERROR = 'The delivery log could not be loaded. Try again.';

type LogInput = Omit<RouterInputs['adminNotifications']['deliveries'], 'cursor'>;

export function NotificationsSection() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  // Passed on as the URL writes them: the server says what is wrong with one.
  const input = { ...filters, limit: DELIVERY_LOG_PAGE_SIZE } as LogInput;
  const utils = trpc.useUtils();
  const log = trpc.adminNotifications.deliveries.useInfiniteQuery(input, {
    getNextPageParam: (page) => page.nextCursor,
  });
  const deliveries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const errorId = useId();
  // A filter the server refused (a 4xx) stays refused on a retry: the fields it named are marked.
  const refused = log.isError && (httpStatusOf(log.error) ?? 500) < 500;
  const invalid = refused ? Object.keys(log.error?.data?.fieldErrors ?? {}) : [];

  // The row shows what the resend made of it at once, even where the filters no longer match it.
  const showResent = (resent: Delivery) =>
    utils.adminNotifications.deliveries.setInfiniteData(input, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === resent.id ? resent : item)),
            })),
          }
        : data,
    );

  return (
    <div className="flex flex-col gap-6">
      <ChannelCounts />
      <section aria-labelledby="delivery-log" className="flex flex-col gap-4">
        <h2 id="delivery-log" className="text-lg font-semibold">
          Delivery log
        </h2>
        <DeliveryFilterForm
          // A new set of filters (Clear, back, forward) resets what the inputs show.
          key={FILTER_KEYS.map((k) => filters[k] ?? '').join('\n')}
          filters={filters}
          invalid={invalid}
          errorId={errorId}
          onApply={(next) => setParams(withFilters(params, next))}
        />
        <LogResults
          log={log}
          deliveries={deliveries}
          refused={refused}
          errorId={errorId}
          filtered={Object.keys(filters).length > 0}
          onResent={showResent}
        />
      </section>
    </div>
  );
}

function DeliveryFilterForm({
  filters,
  invalid,
  errorId,
  onApply,
}: {
  filters: DeliveryFilters;
  /** Filters the server refused, described by the element `errorId`. */
  invalid: string[];
  errorId: string;
  onApply: (filters: DeliveryFilters) => void;
}) {
  const id = useId();
  const marks = (key: string) =>
    invalid.includes(key) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const text = (
    key: 'event' | 'recipient' | 'from' | 'to',
    label: string,
    type: string,
    placeholder?: string,
  ) => (
    <FilterField id={`${id}-${key}`} label={label}>
      <Input
        id={`${id}-${key}`}
        name={key}
        type={type}
        placeholder={placeholder}
        defaultValue={filters[key] ?? ''}
        autoComplete="off"
        spellCheck={false}
        {...marks(key)}
      />
    </FilterField>
  );
  return (
    <FilterForm
      label="Filter the delivery log"
      keys={FILTER_KEYS}
      onApply={onApply}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      <FilterField id={`${id}-channel`} label="Channel">
        <NativeSelect
          id={`${id}-channel`}
          name="channel"
          defaultValue={filters.channel ?? ''}
          {...marks('channel')}
        >
          <NativeSelectOption value="">All channels</NativeSelectOption>
          {OUTBOUND_CHANNELS.map((channel) => (
            <NativeSelectOption key={channel} value={channel}>
              {CHANNEL_LABELS[channel]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-status`} label="Status">
        <NativeSelect
          id={`${id}-status`}
          name="status"
          defaultValue={filters.status ?? ''}
          {...marks('status')}
        >
          <NativeSelectOption value="">Any status</NativeSelectOption>
          {DELIVERY_STATUSES.map((status) => (
            <NativeSelectOption key={status} value={status}>
              {STATUS_LABELS[status]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FilterField>
      {text('event', 'Event', 'search', 'e.g. room.released')}
      {text('recipient', 'Recipient', 'search', 'E-mail, phone or name')}
      {text('from', 'From (IST)', 'date')}
      {text('to', 'To (IST)', 'date')}
    </FilterForm>
  );
}

function LogEmpty({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-lg border p-6 text-center">
      <p className="font-medium">{filtered ? 'No messages match' : 'No messages yet'}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {filtered
          ? 'No message matches these filters. Widen the dates or clear a filter.'
          : 'Every message sent by e-mail, push, SMS or WhatsApp will be listed here.'}
      </p>
    </div>
  );
}

function LogLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />
        Loading the delivery log
      </p>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

type Log = ReturnType<typeof trpc.adminNotifications.deliveries.useInfiniteQuery>;

/** Under the filters: loading, the error, nothing found, or the table and its next page. */
function LogResults({
  log,
  deliveries,
  refused,
  errorId,
  filtered,
  onResent,
}: {
  log: Log;
  deliveries: Delivery[];
  refused: boolean;
  errorId: string;
  filtered: boolean;
  onResent: (delivery: Delivery) => void;
}) {
  if (log.isPending) return <LogLoading />;
  if (log.isError && !log.isFetchNextPageError)
    return (
      <div
        role="alert"
        id={errorId}
        className="flex flex-col items-start gap-3 rounded-lg border border-destructive/50 p-4"
      >
        <p className="flex items-center gap-2 text-sm">
          <AlertCircleIcon aria-hidden="true" className="size-4 shrink-0 text-destructive" />
          {errorText(log.error, LOAD_ERROR)}
        </p>
        {refused ? (
          <p className="text-sm text-muted-foreground">Change the filters and apply them again.</p>
        ) : (
          <Button type="button" variant="outline" size="sm" onClick={() => void log.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  if (deliveries.length === 0) return <LogEmpty filtered={filtered} />;
  return (
    <>
      <DeliveryTable deliveries={deliveries} onResent={onResent} />
      {log.isFetchNextPageError && (
        <p role="alert" className="text-sm text-destructive">
          {errorText(log.error, 'Older messages could not be loaded. Try again.')}
        </p>
      )}
      {log.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          className="self-center"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage && (
            <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />
          )}
          Load older messages
        </Button>
      ) : (
        <p className="text-center text-sm text-muted-foreground">
          {deliveries.length === 1 ? '1 message' : `${deliveries.length} messages`}, the oldest last.
        </p>
      )}
    </>
  );
}
