import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

type Direction = 'asc' | 'desc';

/** How a column sorts: its direction (null while another column sorts), the action, words for a screen reader. */
export type SortSpec = { direction: Direction | null; onSort: () => void; hint?: Record<Direction, string> };

/**
 * A column's header cell. A sortable one (`sort`) is a button that sorts the list by it, or flips
 * the order when it already does (`direction`: null while another column sorts), with `aria-sort`.
 */
export function SortHeader({
  label,
  className,
  sort,
}: {
  label: ReactNode;
  className?: string;
  sort?: SortSpec;
}) {
  const direction = sort?.direction ?? null;
  return (
    <th
      scope="col"
      className={cn('px-3 py-2 font-medium', className)}
      aria-sort={sort ? (direction ? (direction === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
    >
      {sort ? (
        <button
          type="button"
          className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onClick={sort.onSort}
        >
          {label}
          <SortIcon direction={direction} />
          {direction && sort.hint && <span className="sr-only">{sort.hint[direction]}</span>}
        </button>
      ) : (
        label
      )}
    </th>
  );
}

function SortIcon({ direction }: { direction: Direction | null }) {
  if (direction === 'asc') return <ArrowUp aria-hidden="true" className="size-3.5" />;
  if (direction === 'desc') return <ArrowDown aria-hidden="true" className="size-3.5" />;
  return <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />;
}
