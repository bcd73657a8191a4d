import { useId } from 'react';
import type { ReactNode } from 'react';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { m } from '../../paraglide/messages.js';

/**
 * Back on the left, the step's main button on the right (stacked, main first, on phones). While
 * the main button is disabled, `missing` says why, next to it and tied to it for screen readers.
 */
export function StepActions({
  onBack,
  backDisabled,
  missing,
  children,
}: {
  onBack: () => void;
  backDisabled?: boolean;
  missing?: string | null;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const missingId = useId();
  return (
    <div className="grid gap-2 pt-2">
      {missing && (
        <p id={missingId} className="text-sm text-muted-foreground sm:text-right">
          {missing}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={backDisabled}>
          <ArrowLeftIcon aria-hidden="true" />
          {m.registration_back()}
        </Button>
        <div className="flex flex-col gap-3 sm:flex-row">{children(missing ? missingId : undefined)}</div>
      </div>
    </div>
  );
}
