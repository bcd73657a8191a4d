import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { writeQuery } from './list-query.ts';
import { LoadError } from './load-error.tsx';

/** What the frame reads of a tRPC query. */
interface DetailQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A section's detail view of one `record` ("payment", also the URL parameter that opened it): the
 * link back to the `list` ("payments"), then a skeleton while the query loads, the server's message
 * when it fails (with "Try again", unless the thing is not there), else the view.
 */
export function DetailFrame<T>({
  record,
  list,
  label = record.replace(/^./, (first) => first.toUpperCase()),
  query,
  skeleton,
  children,
}: {
  record: string;
  list: string;
  /** The section's accessible name; by default the record's ("Payment"). */
  label?: string;
  query: DetailQuery<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const [params] = useSearchParams();
  return (
    <section aria-label={label} className="flex min-w-0 flex-col gap-6">
      <Link
        to={`?${writeQuery(params, { [record]: null }).toString()}`}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to {list}
      </Link>
      {query.isError ? (
        // For a failure the server does not word (a 5xx, the network).
        <LoadError query={query} fallback={`Could not load this ${record}. Please try again.`} />
      ) : query.data === undefined ? (
        skeleton
      ) : (
        children(query.data)
      )}
    </section>
  );
}

/** A record's view while it loads: its card (a title, a line and six fields), then `children`. */
export function DetailSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label={label}>
      <div className="flex flex-col gap-4 rounded-lg border p-6">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-64" />
        <div className="grid gap-3 sm:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-8" />
          ))}
        </div>
      </div>
      {children}
    </div>
  );
}
