import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { useServerSubmit } from '../../../lib/use-server-submit.ts';
import { DeleteAccountDialog } from '../../delete-account-dialog.tsx';
import { useIdentity } from '../../identity-context.ts';
import { authClient } from '../auth-client.ts';

/**
 * Deletes the account after a confirmation (POST /api/auth/delete-user). The server asks for the
 * password, or for an account without one a code e-mailed just now, however recent the sign-in.
 */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const { user } = useIdentity();
  const email = user?.email ?? null;
  const [proof, setProof] = useState<'password' | 'code'>('password');
  const [codeSent, setCodeSent] = useState(false);
  const form = useForm({ defaultValues: { password: '', code: '' } });
  const { submit, run, serverError } = useServerSubmit(
    form,
    'Failed to delete your account. Please try again.',
    async ({ password, code }) => {
      const body = proof === 'password' ? { password } : { code: code.trim() };
      await authClient.$fetch('/delete-user', { method: 'POST', body });
      toast.success('Your account has been deleted.');
      await onDeleted();
    },
  );

  const sendCode = async () => {
    if (!email) return;
    const sent = await run(() => authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' }));
    if (sent) {
      setCodeSent(true);
      toast.success(`A code is on its way to ${email}.`);
    }
  };

  // Not a <form>: Enter in a field must not delete the account unconfirmed.
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        We keep your profile, passes and payments for as long as you have an account. Deleting it signs you
        out everywhere and cannot be undone.
      </p>
      {proof === 'password' ? (
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          description="Your current password confirms that it is you."
          registration={form.register('password')}
        />
      ) : (
        <div className="grid gap-2">
          <Button type="button" variant="outline" className="w-fit" onClick={() => void sendCode()}>
            {codeSent ? 'Send a new code' : 'Email me a code'}
          </Button>
          {codeSent && (
            <TextField
              label="6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              description={`We sent it to ${email}. It expires in 10 minutes.`}
              registration={form.register('code')}
            />
          )}
        </div>
      )}
      {email && (
        <Button
          type="button"
          variant="link"
          className="w-fit px-0"
          onClick={() => {
            form.clearErrors();
            setProof(proof === 'password' ? 'code' : 'password');
          }}
        >
          {proof === 'password' ? 'No password? Confirm with an e-mailed code' : 'Use my password instead'}
        </Button>
      )}
      <FormError message={serverError} />
      <DeleteAccountDialog
        confirmLabel="Delete my account"
        onConfirm={() => void submit()}
        destructiveConfirm
        disabled={form.formState.isSubmitting || (proof === 'code' && !codeSent)}
        triggerClassName="w-fit"
      />
    </div>
  );
}
