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
import { m } from '../../paraglide/messages.js';

/** The way to throw a saved draft away, after a confirmation: everything else keeps it. */
export function StartOver({ onConfirm }: { onConfirm: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'shrink-0' })}>
        <RotateCcwIcon aria-hidden="true" />
        {m.registration_start_over()}
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.registration_start_over_title()}</AlertDialogTitle>
          <AlertDialogDescription>{m.registration_start_over_description()}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{m.registration_start_over_keep()}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{m.registration_start_over()}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
