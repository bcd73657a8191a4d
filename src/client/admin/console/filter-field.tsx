import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
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

/**
 * Filters as a form whose fields are named by `keys`: they reach `onApply` when it is submitted
 * (the URL, then the query, follow), and Clear applies none.
 */
export function FilterForm<Key extends string>({
  label,
  keys,
  onApply,
  className,
  children,
}: {
  label: string;
  keys: readonly Key[];
  onApply: (filters: Partial<Record<Key, string>>) => void;
  /** The fields' grid. */
  className: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: Key) => {
      const value = data.get(key);
      return typeof value === 'string' ? value : '';
    };
    onApply(Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<Key, string>);
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="rounded-lg border p-4">
      <div className={className}>{children}</div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          Clear
        </Button>
      </div>
    </form>
  );
}
