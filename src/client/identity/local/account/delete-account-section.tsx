import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { useServerSubmit } from '../../../lib/use-server-submit.ts';
import { DeleteAccountDialog } from '../../delete-account-dialog.tsx';
import { authClient } from '../auth-client.ts';

/** Deletes the account after a confirmation (POST /api/auth/delete-user). */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const form = useForm({ defaultValues: { password: '' } });
  const { submit, serverError } = useServerSubmit(
    form,
    'Failed to delete your account. Please try again.',
    async ({ password }) => {
      await authClient.deleteUser(password ? { password } : {});
      toast.success('Your account has been deleted.');
      await onDeleted();
    },
  );

  // Not a <form>: Enter in the password field must not delete the account unconfirmed.
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        We keep your profile, passes and payments for as long as you have an account. Deleting it signs you
        out everywhere and cannot be undone.
      </p>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        description="Leave empty if you sign in with e-mailed codes (then you must have signed in today)."
        registration={form.register('password')}
      />
      <FormError message={serverError} />
      <DeleteAccountDialog
        confirmLabel="Delete my account"
        onConfirm={() => void submit()}
        destructiveConfirm
        disabled={form.formState.isSubmitting}
        triggerClassName="w-fit"
      />
    </div>
  );
}
