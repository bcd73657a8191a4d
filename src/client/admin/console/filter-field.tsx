import type { ReactNode } from 'react';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/utils.ts';

/** A list filter: its label over its control (whose id is `id`). */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid min-w-0 content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
