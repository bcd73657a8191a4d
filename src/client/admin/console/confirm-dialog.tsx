import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog.tsx';
import { FormError } from '../../components/ui/field.tsx';

/** "Are you sure?" before an action that cannot be taken back, opened by its form once it is valid. */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  action,
  children,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: ReactNode;
  /** The confirming button's words. */
  action: string;
  /** What the action does. */
  children: ReactNode;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <ConfirmContent title={title} action={action} cancel="Cancel" onConfirm={onConfirm}>
        {children}
      </ConfirmContent>
    </AlertDialog>
  );
}

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
      <AlertDialog>
        <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
        <ConfirmContent title={title} action={action} cancel={cancel} onConfirm={onConfirm}>
          {children}
        </ConfirmContent>
      </AlertDialog>
      {error && <FormError className="max-w-xs text-right" message={error} />}
    </div>
  );
}

/** The dialog's question, what the action does, and its two buttons. */
function ConfirmContent({
  title,
  action,
  cancel,
  onConfirm,
  children,
}: {
  title: ReactNode;
  action: string;
  cancel: string;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{children}</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel>{cancel}</AlertDialogCancel>
        <AlertDialogAction onClick={onConfirm}>{action}</AlertDialogAction>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
