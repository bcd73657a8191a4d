import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

/**
 * The card at the top of a detail view: the record's name and status badge, a line under them, an
 * action on the right, then its facts (`DetailField`s) in a grid of `columns`.
 */
export function DetailCard({
  title,
  badge,
  subtitle,
  action,
  columns,
  children,
}: {
  title: ReactNode;
  badge: ReactNode;
  subtitle?: ReactNode;
  action?: ReactNode;
  /** The facts' grid columns, e.g. `grid-cols-2 lg:grid-cols-3`. */
  columns: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold">
            {title}
            {badge}
          </h2>
          {subtitle && <p className="text-sm break-words text-muted-foreground">{subtitle}</p>}
        </div>
        {action}
      </div>
      <dl className={cn('grid gap-x-6 gap-y-3 text-sm', columns)}>{children}</dl>
    </div>
  );
}
