import type { ReactNode } from 'react';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';

/** Back on the left, the step's main button on the right (stacked, main first, on phones). */
export function StepActions({
  onBack,
  backDisabled,
  children,
}: {
  onBack: () => void;
  backDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:items-center sm:justify-between">
      <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={backDisabled}>
        <ArrowLeftIcon aria-hidden="true" />
        Back
      </Button>
      <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
    </div>
  );
}
