import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

/** One fact of a detail view's list (`dl`): its name over its value, a dash when it has none. */
export function DetailField({
  label,
  wide,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', wide && 'col-span-2')}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{children || <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}
