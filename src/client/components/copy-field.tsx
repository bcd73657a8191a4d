import { CheckIcon, CopyIcon } from 'lucide-react';
import { useCopy } from '../lib/use-copy.ts';
import { cn } from '../lib/utils.ts';
import { m } from '../../paraglide/messages.js';
import { IconButton } from './icon-button.tsx';

/**
 * A value to paste elsewhere (game credentials, a room's ID and password) under its label, with a
 * copy button; the toast names what was copied.
 */
export function CopyField({
  label,
  value,
  copyText = value,
  copyLabel = m.registration_copy_value({ what: label }),
  valueAttributes,
}: {
  label: string;
  value: string;
  /** What the button copies; null shows no button (nothing to copy yet). */
  copyText?: string | null;
  copyLabel?: string;
  /** `data-*` attributes that name the value for tests and scripts. */
  valueAttributes?: Record<`data-${string}`, string>;
}) {
  const { copied, copy } = useCopy(label);

  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-md border bg-background/60 px-3 py-2 transition-colors',
        copied && 'border-primary bg-primary/10',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs text-muted-foreground">{label}</p>
        <p className="truncate font-mono text-base font-semibold" {...valueAttributes}>
          {value}
        </p>
      </div>
      {copyText !== null && (
        <IconButton label={copyLabel} onClick={() => void copy(copyText)}>
          {copied ? (
            <CheckIcon aria-hidden="true" className="text-primary" />
          ) : (
            <CopyIcon aria-hidden="true" />
          )}
        </IconButton>
      )}
    </div>
  );
}
