import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/field.tsx';
import { useServerSubmit } from '../../lib/use-server-submit.ts';
import { emailSchema } from '../auth-schemas.ts';
import { EmailCodeStep } from '../email-code-step.tsx';
import { EmailField } from '../email-field.tsx';
import { loadAuthClient } from './load-auth-client.ts';
import { m } from '../../../paraglide/messages.js';

const sendCode = async (email: string) =>
  (await loadAuthClient()).emailOtp.sendVerificationOtp({ email, type: 'sign-in' });

interface EmailCodeSignInProps {
  initialEmail: string;
  onSignedIn: () => Promise<void>;
  onUsePassword: () => void;
}

/** Local provider, passwordless: the code signs in (and creates the account if the address is new). */
export function EmailCodeSignIn({ initialEmail, onSignedIn, onUsePassword }: EmailCodeSignInProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(emailSchema), defaultValues: { email: initialEmail } });
  const { submit, serverError } = useServerSubmit(form, m.account_sign_in_failed(), async ({ email }) => {
    await sendCode(email);
    setSentTo(email);
  });
  const { errors, isSubmitting } = form.formState;

  if (sentTo) {
    return (
      <EmailCodeStep
        email={sentTo}
        submitLabel={m.account_sign_in()}
        fallbackError={m.account_sign_in_failed()}
        onVerify={async (code) => {
          await (await loadAuthClient()).signIn.emailOtp({ email: sentTo, otp: code });
          await onSignedIn();
        }}
        onResend={() => sendCode(sentTo)}
        onBack={() => setSentTo(null)}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <FormError message={serverError} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? m.account_sending() : m.account_email_me_code()}
      </Button>
      <Button type="button" variant="link" onClick={onUsePassword}>
        {m.account_sign_in_with_password()}
      </Button>
    </form>
  );
}
