import type { ReactNode } from 'react';
import { flexRender, type Column, type Table } from '@tanstack/react-table';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/utils.ts';
import { SortHeader, type SortSpec } from './sort-header.tsx';

/**
 * How a list's table lays out, in classes added to the shared ones. Each list stacks its rows on a
 * phone in its own way (cards, lines), so the table, its parts and its cells say how.
 */
export type TableLayout = {
  /** The scrolling frame; `overflow-x-auto rounded-lg border` unless given. */
  frame?: string;
  table: string;
  head?: string;
  body?: string;
  row?: string;
  /** The loading and empty rows, and their cells. */
  stateRow?: string;
  stateCell?: string;
  header?: (columnId: string) => string | undefined;
  cell: (columnId: string) => string;
  /**
   * Each cell's column name, for a phone: `data-label` (the list's classes show it), or a hidden
   * span before the cell's content (every column but the first, which names the row).
   */
  labels?: 'data-label' | 'span';
};

/**
 * A console list's table from a TanStack table (`consoleTable`): its header, its rows, and its
 * loading and empty rows.
 */
export function DataTable<Row>({
  table,
  layout,
  caption,
  busy,
  loading,
  empty,
  sort,
}: {
  table: Table<Row>;
  layout: TableLayout;
  caption?: string;
  busy: boolean;
  loading: boolean;
  /** What the one row says when there are no rows. */
  empty: ReactNode;
  sort?: (column: Column<Row>) => SortSpec | undefined;
}) {
  const columns = table.getAllLeafColumns().length;
  const rows = table.getRowModel().rows;
  return (
    <div className={layout.frame ?? 'overflow-x-auto rounded-lg border'} aria-busy={busy}>
      <table className={layout.table}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead
          className={cn('bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground', layout.head)}
        >
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <SortHeader
                  key={header.id}
                  label={flexRender(header.column.columnDef.header, header.getContext())}
                  className={layout.header?.(header.column.id)}
                  sort={sort?.(header.column)}
                />
              ))}
            </tr>
          ))}
        </thead>
        <tbody className={cn('divide-y', layout.body)}>
          {loading ? (
            Array.from({ length: 5 }, (_, row) => (
              <tr key={row} aria-hidden="true" className={layout.stateRow}>
                {Array.from({ length: columns }, (_, cell) => (
                  <td key={cell} className={cn('px-3 py-3', layout.stateCell)}>
                    <Skeleton className="h-4 w-full max-w-32" />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr className={layout.stateRow}>
              <td
                colSpan={columns}
                className={cn('px-3 py-10 text-center text-muted-foreground', layout.stateCell)}
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={cn('hover:bg-muted/30', layout.row)}>
                {row.getVisibleCells().map((cell, index) => {
                  const label = String(cell.column.columnDef.header);
                  return (
                    <td
                      key={cell.id}
                      data-label={layout.labels === 'data-label' ? label : undefined}
                      className={layout.cell(cell.column.id)}
                    >
                      {layout.labels === 'span' && index > 0 && (
                        <span aria-hidden="true" className="text-xs text-muted-foreground sm:hidden">
                          {label}
                        </span>
                      )}
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
