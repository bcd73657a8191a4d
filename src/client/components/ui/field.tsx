import * as React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { localizeMessage } from '../../i18n/known-messages.ts';
import { cn } from '../../lib/utils.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

// shadcn's Field pattern: a labelled control, an optional hint and the error text next to it.

function Field({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('grid gap-2', className)} {...props} />;
}

function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="field-description" className={cn('text-xs text-muted-foreground', className)} {...props} />
  );
}

function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn('text-sm text-destructive', className)} {...props}>
      {typeof children === 'string' ? localizeMessage(children) : children}
    </p>
  );
}

/** An error for the whole form (the server's answer), announced to screen readers. */
function FormError({ message, className }: { message?: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" data-slot="form-error" className={cn('text-sm font-medium text-destructive', className)}>
      {localizeMessage(message)}
    </p>
  );
}

type TextFieldProps = Omit<React.ComponentProps<'input'>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  description?: string;
  /** The id of a hint outside the field that describes it too (one line under several fields). */
  describedBy?: string;
  inputClassName?: string;
};

/** Label, input, hint and error wired together (`aria-invalid`, `aria-describedby`). */
function TextField({
  label,
  registration,
  error,
  description,
  describedBy: describedByOutside,
  className,
  inputClassName,
  ...inputProps
}: TextFieldProps) {
  const id = React.useId();
  const describedBy = [description && `${id}-hint`, describedByOutside, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <Field className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        className={inputClassName}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
        {...registration}
      />
      {description && <FieldDescription id={`${id}-hint`}>{description}</FieldDescription>}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  );
}

export { Field, FieldDescription, FieldError, FormError, TextField };
