import { useState } from 'react';
import { toast } from 'sonner';
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
} from '../../../components/ui/alert-dialog.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Field, FieldDescription, FormError } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorText } from '../../../lib/errors.ts';
import { authCalls } from '../auth-api.ts';

/** Deletes the account after a confirmation (POST /api/auth/delete-user). */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setError(null);
    setBusy(true);
    try {
      await authCalls.deleteUser(password || undefined);
    } catch (err) {
      setError(errorText(err, 'Failed to delete your account. Please try again.'));
      setBusy(false);
      return;
    }
    toast.success('Your account has been deleted.');
    await onDeleted();
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        We keep your profile, passes and payments for as long as you have an account. Deleting it signs you
        out everywhere and cannot be undone.
      </p>
      <Field>
        <Label htmlFor="delete-account-password">Password</Label>
        <Input
          id="delete-account-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby="delete-account-password-hint"
        />
        <FieldDescription id="delete-account-password-hint">
          Leave empty if you sign in with e-mailed codes (then you must have signed in today).
        </FieldDescription>
      </Field>
      <FormError message={error} />
      <AlertDialog>
        <AlertDialogTrigger
          className={buttonVariants({ variant: 'destructive', className: 'w-fit' })}
          disabled={busy}
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
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() => void remove()}
            >
              Delete my account
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
