import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../lib/utils.ts';

/** A titled box inside a wizard step (a summary, credentials, prizes). */
export function StepSection({
  title,
  className,
  children,
}: {
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('grid gap-3 rounded-lg border bg-card p-4', className)}
    >
      <h4 id={headingId} className="flex items-center gap-2 font-semibold">
        {title}
      </h4>
      {children}
    </section>
  );
}
