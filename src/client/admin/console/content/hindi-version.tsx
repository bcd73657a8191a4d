import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The Hindi version of a post or page: its fields once added, with "Remove Hindi version". Readers
 * who chose Hindi see it; without one they see the English. Either change is kept on Save.
 */
export function HindiVersion({
  present,
  onAdd,
  onRemove,
  children,
}: {
  present: boolean;
  onAdd: () => void;
  onRemove: () => void;
  /** Called only while there is a Hindi version: registering its fields gives the form a value for it. */
  children: () => ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={id} className="font-semibold">
            Hindi version
          </h3>
          <p className="text-sm text-muted-foreground">
            {present
              ? 'Readers who chose Hindi see this version. Same rules as the English fields.'
              : 'None: readers who chose Hindi see the English.'}
          </p>
        </div>
        <Button type="button" variant="outline" onClick={present ? onRemove : onAdd}>
          {present ? 'Remove Hindi version' : 'Add Hindi version'}
        </Button>
      </div>
      {present && children()}
    </section>
  );
}
