import * as React from 'react';
import { cn } from '../../lib/utils.ts';

/** A native checkbox with its label (accessible as is; no extra primitive needed). */
function CheckboxField({
  label,
  description,
  className,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type'> & { label: string; description?: string }) {
  const id = React.useId();
  return (
    <div data-slot="checkbox-field" className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        aria-describedby={description ? `${id}-hint` : undefined}
        {...props}
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm leading-none font-medium">
          {label}
        </label>
        {description && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

export { CheckboxField };
