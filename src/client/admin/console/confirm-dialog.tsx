import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx';

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
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{children}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{action}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * What a form asks to confirm: `ask(values)` opens the dialog with them; they stay after it closes,
 * so its words do not change while it fades out.
 */
export function useConfirm<T>() {
  const [state, setState] = useState<{ open: boolean; values: T | null }>({ open: false, values: null });
  return {
    open: state.open,
    values: state.values,
    ask: (values: T) => setState({ open: true, values }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
