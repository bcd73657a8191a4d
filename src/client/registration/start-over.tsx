import { RotateCcwIcon } from 'lucide-react';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { buttonVariants } from '../components/ui/button.tsx';
import { m } from '../../paraglide/messages.js';

/** The way to throw a saved draft away, after a confirmation: everything else keeps it. */
export function StartOver({ onConfirm }: { onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'shrink-0' })}
        >
          <RotateCcwIcon aria-hidden="true" />
          {m.registration_start_over()}
        </button>
      }
      title={m.registration_start_over_title()}
      cancel={m.registration_start_over_keep()}
      action={m.registration_start_over()}
      onConfirm={onConfirm}
    >
      {m.registration_start_over_description()}
    </ConfirmDialog>
  );
}
