import type { ReactNode } from 'react';
import { CheckCircle2Icon } from 'lucide-react';
import { cn } from '../lib/utils.ts';

// A radio button that looks like a card: arrow keys move within its group, Space selects, and
// screen readers hear "radio, checked" (the step's choices are single-choice groups).
export function ChoiceCard({
  name,
  value,
  checked,
  onSelect,
  title,
  description,
  aside,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-4 transition-colors hover:border-primary/60',
        'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
        checked && 'border-primary bg-primary/10 ring-1 ring-primary',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        className="sr-only"
      />
      <span className="grid flex-1 gap-1">
        <span className="font-semibold">{title}</span>
        {description && <span className="text-sm text-muted-foreground">{description}</span>}
      </span>
      {aside && <span className="text-right font-semibold">{aside}</span>}
      <CheckCircle2Icon
        aria-hidden="true"
        className={cn('size-5 shrink-0 text-primary', checked ? 'opacity-100' : 'opacity-0')}
      />
    </label>
  );
}

export interface Choice<T extends string> {
  value: T;
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
}

/** A single-choice group of cards under its legend. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  selected,
  onSelect,
  className,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  selected: string;
  onSelect: (value: T) => void;
  /** The grid's columns. */
  className: string;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-3', className)}>
        {choices.map((choice) => (
          <ChoiceCard
            key={choice.value}
            name={name}
            checked={selected === choice.value}
            {...choice}
            onSelect={() => onSelect(choice.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
