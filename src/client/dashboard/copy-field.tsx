import { useEffect, useState } from 'react';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../components/ui/button.tsx';
import { cn } from '../lib/utils.ts';

/** The copy highlight lasts 2 seconds (spec section 9). */
const COPY_HIGHLIGHT_MS = 2000;

/** A value to paste into the game (room ID, room password) with its copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(`${label} copied!`);
    } catch {
      toast.error(`Failed to copy ${label.toLowerCase()}`);
    }
  };

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
      <Button type="button" variant="ghost" size="icon" aria-label={`Copy ${label}`} onClick={copy}>
        {copied ? <CheckIcon aria-hidden="true" className="text-primary" /> : <CopyIcon aria-hidden="true" />}
      </Button>
    </div>
  );
}
