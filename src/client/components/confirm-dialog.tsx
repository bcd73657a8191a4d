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
} from './ui/alert-dialog.tsx';

/** The confirming button's look when it destroys something. */
export const DESTRUCTIVE_ACTION = 'bg-destructive text-white hover:bg-destructive/90';

/**
 * "Are you sure?" in shadcn's alert dialog: the question, what the action does, and its two
 * buttons. It opens from its `trigger`, or, without one, while `open` is true (closing it calls
 * `onCancel`).
 */
export function ConfirmDialog({
  trigger,
  open,
  onCancel,
  title,
  children,
  cancel,
  action,
  actionClassName,
  onConfirm,
}: {
  /** The button that opens the dialog (rendered as the trigger itself). */
  trigger?: ReactNode;
  open?: boolean;
  onCancel?: () => void;
  title: ReactNode;
  /** What the action does. */
  children: ReactNode;
  /** The dismissing button's words. */
  cancel: string;
  /** The confirming button's words. */
  action: ReactNode;
  actionClassName?: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onCancel && ((next) => !next && onCancel())}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{children}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel}</AlertDialogCancel>
          <AlertDialogAction className={actionClassName} onClick={onConfirm}>
            {action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
