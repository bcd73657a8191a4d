import { useState } from 'react';
import type { CSSProperties } from 'react';
import { CalendarIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { DayPicker } from 'react-day-picker';
import { hi } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { MIN_AGE } from '../../shared/registration-rules.ts';
import { cn } from '../lib/utils.ts';
import {
  PICKER_FIRST_MONTH,
  indiaToday,
  isPickableDay,
  parseDisplay,
  tidyTyped,
  toDisplay,
} from './date-of-birth.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';
import { currentLocale } from '../i18n/locale.ts';
import { m } from '../../paraglide/messages.js';

const CALENDAR_COLOURS = {
  '--rdp-accent-color': 'var(--primary)',
  '--rdp-accent-background-color': 'color-mix(in oklab, var(--primary) 15%, transparent)',
} as CSSProperties;

const isoOf = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/**
 * A date of birth typed as dd/mm/yyyy (digits alone get their slashes) or picked from a calendar
 * with month and year menus. The value is yyyy-mm-dd once complete, the typed text until then.
 */
export function DateOfBirthField({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  autoComplete,
  className,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  autoComplete?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const today = indiaToday();
  const [year, month, day] = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').map(Number) : [];
  const selected = year && month && day ? new Date(year, month - 1, day) : undefined;

  return (
    <div className={cn('flex gap-2', className)}>
      <Input
        id={id}
        value={toDisplay(value)}
        onChange={(event) => {
          const text = tidyTyped(event.target.value);
          onChange(parseDisplay(text) ?? text);
        }}
        onBlur={onBlur}
        inputMode="numeric"
        placeholder={m.registration_dob_placeholder()}
        maxLength={10}
        autoComplete={autoComplete}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button type="button" variant="outline" size="icon" aria-label={m.registration_dob_open_calendar()}>
            <CalendarIcon aria-hidden="true" />
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={6}
            className="z-50 rounded-md border bg-popover p-3 text-popover-foreground shadow-md"
          >
            <DayPicker
              // The calendar's own stylesheet sets its colours on its root: ours win inline.
              style={CALENDAR_COLOURS}
              // Month names, weekdays and the day buttons' labels in the page's language.
              {...(currentLocale() === 'hi' ? { locale: hi } : {})}
              mode="single"
              captionLayout="dropdown"
              startMonth={PICKER_FIRST_MONTH}
              endMonth={today}
              defaultMonth={selected ?? new Date(today.getFullYear() - MIN_AGE, today.getMonth(), 1)}
              selected={selected}
              disabled={(day) => !isPickableDay(day, today)}
              onSelect={(day) => {
                if (!day) return;
                onChange(isoOf(day));
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
