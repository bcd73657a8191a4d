import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { FormError, TextField } from '../../components/ui/field.tsx';
import { useServerSubmit } from '../../lib/use-server-submit.ts';
import { authClient } from './auth-client.ts';
import { m } from '../../../paraglide/messages.js';
import '../../i18n/identity-messages.ts';

export const TWO_FACTOR_CODE_MESSAGES = {
  app: 'Enter the 6-digit code from your authenticator app.',
  backup: 'Enter a backup code like abcde-12345.',
} as const;

const appCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, TWO_FACTOR_CODE_MESSAGES.app),
});
const backupCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, TWO_FACTOR_CODE_MESSAGES.backup),
});

/**
 * The second step of a sign-in with two-factor on: the password was right, and the provider holds
 * the sign-in (a challenge cookie) until a code of the authenticator app or a backup code.
 */
export function TwoFactorSignIn({
  onSignedIn,
  onBack,
}: {
  onSignedIn: () => Promise<void>;
  onBack: () => void;
}) {
  const [backup, setBackup] = useState(false);
  const form = useForm({ resolver: zodResolver(backup ? backupCode : appCode), defaultValues: { code: '' } });
  const { submit, serverError } = useServerSubmit(form, m.account_two_factor_failed(), async ({ code }) => {
    if (backup) await authClient.twoFactor.verifyBackupCode({ code });
    else await authClient.twoFactor.verifyTotp({ code });
    await onSignedIn();
  });
  const { errors, isSubmitting } = form.formState;
  const toggle = () => {
    form.reset({ code: '' });
    setBackup((current) => !current);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={m.account_two_factor_title()}>
      <p className="text-sm text-muted-foreground">
        {backup ? m.account_two_factor_backup_hint() : m.account_two_factor_sign_in_hint()}
      </p>
      <TextField
        label={backup ? m.account_two_factor_backup_code() : m.account_two_factor_code()}
        autoComplete="one-time-code"
        inputMode={backup ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        registration={form.register('code')}
        error={errors.code?.message}
      />
      <FormError message={serverError} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? m.account_two_factor_verifying() : m.account_two_factor_verify()}
      </Button>
      <Button type="button" variant="link" onClick={toggle}>
        {backup ? m.account_two_factor_use_app() : m.account_two_factor_use_backup()}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        {m.account_two_factor_back()}
      </Button>
    </form>
  );
}
