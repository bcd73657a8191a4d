import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { useCopy } from '../lib/use-copy.ts';
import { cn } from '../lib/utils.ts';

/** A value to paste into the game (room ID, room password) with its copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
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
        <p className="truncate font-mono text-base font-semibold" data-room-field={label}>
          {value}
        </p>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Copy ${label}`}
        onClick={() => void copy(value)}
      >
        {copied ? <CheckIcon aria-hidden="true" className="text-primary" /> : <CopyIcon aria-hidden="true" />}
      </Button>
    </div>
  );
}
