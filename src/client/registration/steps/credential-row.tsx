import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useCopy } from '../../lib/use-copy.ts';
import { cn } from '../../lib/utils.ts';

/** One credential with a copy button; the toast names what was copied. */
export function CredentialRow({
  label,
  value,
  copyText,
  owner,
}: {
  label: string;
  value: string;
  copyText: string | null;
  /** Whose credential it is, when it is not the player's own (a teammate's). */
  owner?: string;
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
        <p className="truncate font-mono text-base font-semibold" data-credential={label.toLowerCase()}>
          {value}
        </p>
      </div>
      {copyText !== null && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={owner ? `Copy ${owner}'s ${label.toLowerCase()}` : `Copy ${label.toLowerCase()}`}
          onClick={() => void copy(copyText)}
        >
          {copied ? (
            <CheckIcon aria-hidden="true" className="text-primary" />
          ) : (
            <CopyIcon aria-hidden="true" />
          )}
        </Button>
      )}
    </div>
  );
}
