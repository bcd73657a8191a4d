import { ConfirmDialog } from './confirm-dialog.tsx';
import { buttonVariants } from './ui/button.tsx';
import { m } from '../../paraglide/messages.js';

interface DeleteAccountDialogProps {
  /** The confirming button: it deletes, or leads to where deleting happens. */
  confirmLabel: string;
  onConfirm: () => void;
  destructiveConfirm?: boolean;
  disabled?: boolean;
  triggerClassName?: string;
}

/** A Delete Account button and the confirmation of docs/product.md#screens (Profile, Danger Zone). */
export function DeleteAccountDialog({
  confirmLabel,
  onConfirm,
  destructiveConfirm = false,
  disabled = false,
  triggerClassName,
}: DeleteAccountDialogProps) {
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={buttonVariants({ variant: 'destructive', className: triggerClassName })}
          disabled={disabled}
        >
          {m.account_delete_account()}
        </button>
      }
      title={m.account_delete_confirm_title()}
      cancel={m.account_cancel()}
      action={confirmLabel}
      actionClassName={destructiveConfirm ? buttonVariants({ variant: 'destructive' }) : undefined}
      onConfirm={onConfirm}
    >
      {m.account_delete_confirm_text()}
      {/* What erasure erases and what the law makes us keep (docs/decisions/0027-invoices-and-data-rights.md). */}
      <span className="mt-2 block">{m.privacy_delete_erased()}</span>
      <span className="mt-2 block">{m.privacy_delete_kept()}</span>
    </ConfirmDialog>
  );
}
