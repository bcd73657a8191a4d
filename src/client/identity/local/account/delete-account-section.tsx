import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { useServerSubmit } from '../../../lib/use-server-submit.ts';
import { DeleteAccountDialog } from '../../../components/delete-account-dialog.tsx';
import { useIdentity } from '../../../lib/identity-context.ts';
import { authClient } from '../auth-client.ts';
import { m } from '../../../../paraglide/messages.js';

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
    m.account_delete_failed(),
    async ({ password, code }) => {
      const body = proof === 'password' ? { password } : { code: code.trim() };
      await authClient.$fetch('/delete-user', { method: 'POST', body });
      toast.success(m.account_deleted());
      await onDeleted();
    },
  );

  const sendCode = async () => {
    if (!email) return;
    const sent = await run(() => authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' }));
    if (sent) {
      setCodeSent(true);
      toast.success(m.account_code_on_its_way({ email }));
    }
  };

  // Not a <form>: Enter in a field must not delete the account unconfirmed.
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{m.account_delete_intro()}</p>
      {proof === 'password' ? (
        <TextField
          label={m.account_password()}
          type="password"
          autoComplete="current-password"
          description={m.account_delete_password_hint()}
          registration={form.register('password')}
        />
      ) : (
        <div className="grid gap-2">
          <Button type="button" variant="outline" className="w-fit" onClick={() => void sendCode()}>
            {codeSent ? m.account_send_new_code() : m.account_email_me_code()}
          </Button>
          {codeSent && (
            <TextField
              label={m.account_six_digit_code()}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              description={m.account_code_sent_to({ email: email ?? '' })}
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
          {proof === 'password' ? m.account_confirm_with_code() : m.account_use_password()}
        </Button>
      )}
      <FormError message={serverError} />
      <DeleteAccountDialog
        confirmLabel={m.account_delete_my_account()}
        onConfirm={() => void submit()}
        destructiveConfirm
        disabled={form.formState.isSubmitting || (proof === 'code' && !codeSent)}
        triggerClassName="w-fit"
      />
    </div>
  );
}
