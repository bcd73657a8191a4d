import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AlertCircleIcon, ChevronDownIcon } from 'lucide-react';
import { INDIA_TIME_ZONE } from '../../../../shared/india-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText, httpStatusOf } from '../../../lib/errors.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { cn } from '../../../lib/utils.ts';
import { FilterForm } from '../filter-field.tsx';
import { changedFields, formatValue } from './changes.ts';
import { FILTER_KEYS, filtersFromParams, withFilters, type AuditFilters, type FilterKey } from './filters.ts';

type AuditEntry = RouterOutputs['adminAudit']['list']['items'][number];

const PAGE_SIZE = 50;
const LOAD_ERROR = 'The audit log could not be loaded. Try again.';
const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: INDIA_TIME_ZONE,
});

/** The audit log: who changed what and when, filtered by the URL's query, newest first. */
export function AuditSection() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const filtered = Object.keys(filters).length > 0;
  const log = trpc.adminAudit.list.useInfiniteQuery(
    { ...filters, limit: PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor },
  );
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const errorId = useId();
  // A filter the server refused (a 4xx) stays refused on a retry: the fields it named are marked.
  const refused = log.isError && (httpStatusOf(log.error) ?? 500) < 500;
  const invalid = refused ? Object.keys(log.error?.data?.fieldErrors ?? {}) : [];

  return (
    <div className="flex flex-col gap-6">
      <AuditFilterForm
        // A new set of filters (Clear, back, forward) resets what the inputs show.
        key={FILTER_KEYS.map((k) => filters[k] ?? '').join('\n')}
        filters={filters}
        invalid={invalid}
        errorId={errorId}
        onApply={(next) => setParams(withFilters(params, next))}
      />
      {log.isPending ? (
        <AuditLoading />
      ) : log.isError && !log.isFetchNextPageError ? (
        <AuditLoadError
          message={errorText(log.error, LOAD_ERROR)}
          refused={refused}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <AuditEmpty filtered={filtered} />
      ) : (
        <>
          <AuditTable entries={entries} />
          {log.isFetchNextPageError && (
            <p role="alert" className="text-sm text-destructive">
              {errorText(log.error, 'Older entries could not be loaded. Try again.')}
            </p>
          )}
          <AuditMore
            count={entries.length}
            hasMore={log.hasNextPage}
            loading={log.isFetchingNextPage}
            onLoadMore={() => void log.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}

const FIELDS: { key: FilterKey; label: string; type?: string; placeholder?: string }[] = [
  { key: 'actor', label: 'Actor', placeholder: 'E-mail or user id', type: 'search' },
  { key: 'entity', label: 'Record type', placeholder: 'e.g. BlogPost', type: 'search' },
  { key: 'entityId', label: 'Record id', type: 'search' },
  { key: 'action', label: 'Action', placeholder: 'e.g. blog.update', type: 'search' },
  { key: 'from', label: 'From (IST)', type: 'date' },
  { key: 'to', label: 'To (IST)', type: 'date' },
];

/** The filters as inputs; they reach the URL (and the query) when the form is submitted. */
function AuditFilterForm({
  filters,
  invalid,
  errorId,
  onApply,
}: {
  filters: AuditFilters;
  /** Filters the server refused, described by the element `errorId`. */
  invalid: string[];
  errorId: string;
  onApply: (filters: AuditFilters) => void;
}) {
  const id = useId();
  return (
    <FilterForm
      label="Filter the audit log"
      keys={FILTER_KEYS}
      onApply={onApply}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {FIELDS.map((field) => (
        <div key={field.key} className="grid gap-2">
          <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
          <Input
            id={`${id}-${field.key}`}
            name={field.key}
            type={field.type}
            placeholder={field.placeholder}
            defaultValue={filters[field.key] ?? ''}
            autoComplete="off"
            aria-invalid={invalid.includes(field.key) || undefined}
            aria-describedby={invalid.includes(field.key) ? errorId : undefined}
            spellCheck={false}
          />
        </div>
      ))}
    </FilterForm>
  );
}

/** The log did not load: a refused filter (4xx) is to be changed, anything else may be retried. */
function AuditLoadError({
  message,
  refused,
  onRetry,
}: {
  message: string;
  refused: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/50 p-4">
      <p className="flex items-center gap-2 text-sm">
        <AlertCircleIcon aria-hidden="true" className="size-4 shrink-0 text-destructive" />
        {message}
      </p>
      {refused ? (
        <p className="text-sm text-muted-foreground">Change the filters and apply them again.</p>
      ) : (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

function AuditEmpty({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-lg border p-6 text-center">
      <p className="font-medium">{filtered ? 'No entries match' : 'No entries yet'}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {filtered
          ? 'No admin write matches these filters. Widen the dates or clear a filter.'
          : 'Every admin write will be listed here.'}
      </p>
    </div>
  );
}

/** Under the table: a button for the next page while there is one, else how many entries there are. */
function AuditMore({
  count,
  hasMore,
  loading,
  onLoadMore,
}: {
  count: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (!hasMore)
    return (
      <p className="text-center text-sm text-muted-foreground">
        {count === 1 ? '1 entry' : `${count} entries`}, the oldest last.
      </p>
    );
  return (
    <Button type="button" variant="outline" className="self-center" disabled={loading} onClick={onLoadMore}>
      {loading && <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />}
      Load older entries
    </Button>
  );
}

function AuditLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />
        Loading the audit log
      </p>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

// Below `sm` the table's rows stack: each cell on a line of its own, under its column's name.
const CELL =
  'px-3 py-1 align-top max-sm:flex max-sm:gap-2 max-sm:before:w-16 max-sm:before:shrink-0 max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)] sm:py-3';

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="overflow-hidden rounded-lg border">
      <table className="w-full text-sm max-sm:block">
        <caption className="sr-only">Audit log entries, newest first</caption>
        <thead className="bg-muted/50 text-left max-sm:sr-only">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              When (IST)
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Actor
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Action
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Record
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Changes</span>
            </th>
          </tr>
        </thead>
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </table>
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { actor } = entry;
  return (
    <tbody className="border-t max-sm:block">
      <tr className="max-sm:block max-sm:py-2">
        <td data-label="When" className={cn(CELL, 'whitespace-nowrap')}>
          <time dateTime={entry.createdAt.toISOString()}>{when.format(entry.createdAt)}</time>
        </td>
        <td data-label="Actor" className={cn(CELL, 'min-w-0')}>
          <span className="min-w-0">
            {actor.name || actor.email ? (
              <>
                {actor.name && <span className="block font-medium">{actor.name}</span>}
                {actor.email && (
                  <span className="block break-words text-muted-foreground">{actor.email}</span>
                )}
              </>
            ) : (
              <span className="block break-words font-mono text-xs text-muted-foreground" title="No account">
                {actor.id}
              </span>
            )}
          </span>
        </td>
        <td data-label="Action" className={CELL}>
          <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{entry.action}</code>
        </td>
        <td data-label="Record" className={cn(CELL, 'min-w-0')}>
          <span className="min-w-0">
            <span className="block font-medium">{entry.entity}</span>
            <span className="block break-words font-mono text-xs text-muted-foreground">
              {entry.entityId}
            </span>
          </span>
        </td>
        <td className="px-3 py-1 text-right align-top max-sm:block max-sm:text-left sm:py-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((was) => !was)}
          >
            <ChevronDownIcon
              aria-hidden="true"
              className={cn('transition-transform', open && 'rotate-180')}
            />
            {open ? 'Hide changes' : 'Show changes'}
          </Button>
        </td>
      </tr>
      <tr id={detailsId} hidden={!open} className="max-sm:block">
        <td colSpan={5} className="px-3 pb-4 max-sm:block">
          {open && <AuditChanges entry={entry} />}
        </td>
      </tr>
    </tbody>
  );
}

/** The fields the write changed (old → new), with the whole record before and after as JSON. */
function AuditChanges({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  const kind = entry.before === null ? 'created' : entry.after === null ? 'deleted' : 'changed';
  return (
    <div className="flex flex-col gap-3 rounded-md bg-muted/40 p-3">
      {changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No field changed.</p>
      ) : (
        <table className="w-full text-xs">
          <caption className="mb-2 text-left text-sm font-medium">
            {changes.length === 1 ? '1 field' : `${changes.length} fields`} {kind}
          </caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Old → new</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field} className="border-t border-border/60">
                <th
                  scope="row"
                  className="w-1 py-1.5 whitespace-nowrap pr-3 text-left align-top font-medium sm:w-40"
                >
                  {change.field}
                </th>
                <td className="py-1.5 align-top font-mono [overflow-wrap:anywhere]">
                  <span className="text-muted-foreground line-through decoration-muted-foreground/60">
                    {formatValue(change.before)}
                  </span>
                  <span aria-hidden="true" className="px-1.5 text-muted-foreground">
                    →
                  </span>
                  <span className="sr-only"> becomes </span>
                  <span>{formatValue(change.after)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <details className="text-xs">
        <summary className="cursor-pointer text-sm text-muted-foreground hover:text-foreground">
          Full record before and after
        </summary>
        <div className="mt-2 grid gap-3 lg:grid-cols-2">
          <JsonBlock title="Before" value={entry.before} />
          <JsonBlock title="After" value={entry.after} />
        </div>
        {entry.requestId && (
          <p className="mt-2 text-muted-foreground">
            Request id <span className="[overflow-wrap:anywhere] font-mono">{entry.requestId}</span>
          </p>
        )}
      </details>
    </div>
  );
}

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 font-medium">{title}</figcaption>
      <pre className="max-h-80 overflow-auto rounded border bg-background p-2 font-mono whitespace-pre-wrap [overflow-wrap:anywhere]">
        {value === null ? 'Nothing (the record did not exist)' : JSON.stringify(value, null, 2)}
      </pre>
    </figure>
  );
}
