import {
  AlertDialog,
  AlertDialogTrigger,
  AlertDialogContent,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogCancel,
  AlertDialogAction,
} from './ui/alert-dialog.tsx';
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
    <AlertDialog>
      <AlertDialogTrigger
        className={buttonVariants({ variant: 'destructive', className: triggerClassName })}
        disabled={disabled}
      >
        {m.account_delete_account()}
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.account_delete_confirm_title()}</AlertDialogTitle>
          <AlertDialogDescription>{m.account_delete_confirm_text()}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{m.account_cancel()}</AlertDialogCancel>
          <AlertDialogAction
            className={destructiveConfirm ? buttonVariants({ variant: 'destructive' }) : undefined}
            onClick={onConfirm}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
