import type { ReactNode } from 'react';
import { Label } from './ui/label.tsx';
import { localizeMessage } from '../i18n/known-messages.ts';
import { cn } from '../lib/utils.ts';

/** What a control needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

// shadcn's Field pattern: label above, control, error text below and tied to the control.
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="field" data-invalid={error ? true : undefined} className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
}
