import type { ReactNode } from 'react';

/** Below `sm` the rows stack: each cell on a line of its own, after its column's name (`data-label`). */
export const STACKED_CELL =
  'px-3 py-1 align-top max-sm:flex max-sm:gap-2 max-sm:before:w-20 max-sm:before:shrink-0 max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)] sm:py-2';

/** A table whose rows stack on a phone: its caption, its columns' names and a last column of actions. */
export function StackedTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-lg border">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground max-sm:sr-only">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-medium">
                {label}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y max-sm:block">{children}</tbody>
      </table>
    </div>
  );
}
