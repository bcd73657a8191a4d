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
} from '../components/ui/alert-dialog.tsx';
import { buttonVariants } from '../components/ui/button.tsx';

interface DeleteAccountDialogProps {
  /** The confirming button: it deletes, or leads to where deleting happens. */
  confirmLabel: string;
  onConfirm: () => void;
  destructiveConfirm?: boolean;
  disabled?: boolean;
  triggerClassName?: string;
}

/** A Delete Account button and the spec's confirmation (section 2, Profile page, Danger Zone). */
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
        Delete Account
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you absolutely sure?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. This will permanently delete your account and remove all your data
            from our servers.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
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
