import type { ReactNode } from 'react';

const cell = 'px-2 py-2 text-right tabular-nums sm:px-3';
const headCell = 'px-2 py-2 text-right font-medium text-muted-foreground sm:px-3';
const firstHeadCell = 'px-2 py-2 text-left font-medium text-muted-foreground sm:px-3';
const rowHead = 'px-2 py-2 text-left font-medium sm:px-3';

export interface FigureRow {
  key: string;
  /** What the row counts (a day, a game, a status): the row's header. */
  label: ReactNode;
  figures: ReactNode[];
}

/** The Overview's tables: a name per row, then its figures, right-aligned. */
export function FigureTable({
  head,
  rows,
  caption,
  headClassName,
}: {
  /** The rows' column first, then one per figure. */
  head: string[];
  rows: FigureRow[];
  caption?: string;
  headClassName?: string;
}) {
  return (
    <table className="w-full text-sm">
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className={headClassName}>
        <tr className="border-b">
          {head.map((label, index) => (
            <th key={label} scope="col" className={index === 0 ? firstHeadCell : headCell}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b last:border-0">
            <th scope="row" className={rowHead}>
              {row.label}
            </th>
            {row.figures.map((figure, index) => (
              <td key={index} className={cell}>
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
