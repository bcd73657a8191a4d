import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

/** The content column shared by every page inside the root layout. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:py-14', className)}>{children}</div>
  );
}

export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 className={cn('text-3xl font-bold tracking-tight text-balance sm:text-4xl', className)}>
      {children}
    </h1>
  );
}
