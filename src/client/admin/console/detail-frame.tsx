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
 * A section's detail view: the link back to its list, then a skeleton while the query loads, the
 * server's message when it fails (with "Try again", unless the thing is not there), else the view.
 */
export function DetailFrame<T>({
  label,
  back,
  query,
  failed,
  skeleton,
  children,
}: {
  /** The section's accessible name ("Payment"). */
  label: string;
  /** The link back to the list: the query without the parameter (`param`) that opened this view. */
  back: { param: string; label: string };
  query: DetailQuery<T>;
  /** Shown for a failure the server does not word (a 5xx, the network). */
  failed: string;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const [params] = useSearchParams();
  return (
    <section aria-label={label} className="flex min-w-0 flex-col gap-6">
      <Link
        to={`?${writeQuery(params, { [back.param]: null }).toString()}`}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      {query.isError ? (
        <LoadError query={query} fallback={failed} />
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
