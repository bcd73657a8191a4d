import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormError } from '../../components/ui/field.tsx';

/**
 * A detail view's action: its button asks first ("Are you sure?"), and the server's refusal, when
 * there is one, stands under it.
 */
export function ConfirmButton({
  trigger,
  title,
  action,
  cancel = 'Cancel',
  onConfirm,
  error,
  children,
}: {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  /** The confirming button's words. */
  action: string;
  /** The dismissing button's words. */
  cancel?: string;
  onConfirm: () => void;
  /** Why the last try failed. */
  error?: string;
  /** What the action does. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-end gap-2">
      <ConfirmDialog trigger={trigger} title={title} cancel={cancel} action={action} onConfirm={onConfirm}>
        {children}
      </ConfirmDialog>
      {error && <FormError className="max-w-xs text-right" message={error} />}
    </div>
  );
}
