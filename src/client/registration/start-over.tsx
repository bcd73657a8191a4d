import { RotateCcwIcon } from 'lucide-react';
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
} from '../components/ui/alert-dialog.tsx';
import { buttonVariants } from '../components/ui/button.tsx';

/** The way to throw a saved draft away, after a confirmation: everything else keeps it. */
export function StartOver({ onConfirm }: { onConfirm: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'shrink-0' })}>
        <RotateCcwIcon aria-hidden="true" />
        Start over
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Start over?</AlertDialogTitle>
          <AlertDialogDescription>
            This clears everything you have entered in this registration, on this device and in your account.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep my details</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Start over</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
