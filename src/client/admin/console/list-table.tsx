import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

/** A plain console list's table, its columns laid out fixed: their headers, then the rows given. */
export function ListTable({
  columns,
  children,
}: {
  /** Each column's header, and its width and visibility classes. */
  columns: readonly { label: string; className?: string }[];
  children: ReactNode;
}) {
  return (
    <table className="w-full table-fixed text-left text-sm">
      <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
        <tr>
          {columns.map(({ label, className }) => (
            <th key={label} scope="col" className={cn('px-3 py-2 font-medium', className)}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y">{children}</tbody>
    </table>
  );
}
