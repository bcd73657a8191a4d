import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../components/ui/button.tsx';
import { FormError, TextField } from '../../components/ui/field.tsx';
import { useServerSubmit } from '../../lib/use-server-submit.ts';
import { signUpSchema } from '../auth-schemas.ts';
import { EmailCodeStep } from '../email-code-step.tsx';
import { EmailField } from '../email-field.tsx';
import { loadAuthClient } from './load-auth-client.ts';
import { PrivacyNotice, signUpConsent } from '../../privacy/index.ts';
import { SIGN_UP_CONSENT_FIELD } from '../../../shared/privacy.ts';
import { m } from '../../../paraglide/messages.js';
import '../../i18n/identity-messages.ts';

const sendCode = async (email: string) =>
  (await loadAuthClient()).emailOtp.sendVerificationOtp({ email, type: 'email-verification' });

/**
 * Local provider: name, e-mail and password, then the code e-mailed to the address, which confirms
 * it and signs in. The answer to the first step is the same whether or not the address already has
 * an account (its owner is e-mailed a notice instead of a code), so it tells no one which addresses
 * do (docs/decisions/0023-sign-up-without-enumeration.md).
 */
export function LocalSignUpForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const [marketing, setMarketing] = useState(false);
  const { submit, serverError } = useServerSubmit(form, m.account_registration_failed(), async (values) => {
    // The notice's choices ride in the sign-up request, so the account is made with its consents
    // (server/auth/local-auth.ts); the optional one is unticked until the player ticks it.
    // The provider's sign-up takes extra fields its client's type does not list.
    const body = { ...values, [SIGN_UP_CONSENT_FIELD]: signUpConsent(marketing) } as typeof values;
    await (await loadAuthClient()).signUp.email(body);
    setSentTo(values.email);
  });
  const { errors, isSubmitting } = form.formState;

  if (sentTo) {
    return (
      <EmailCodeStep
        email={sentTo}
        note={m.account_sign_up_code_note()}
        submitLabel={m.account_verify_and_continue()}
        fallbackError={m.account_registration_failed()}
        onVerify={async (code) => {
          await (await loadAuthClient()).emailOtp.verifyEmail({ email: sentTo, otp: code });
          await onSignedIn();
        }}
        onResend={() => sendCode(sentTo)}
        onBack={() => setSentTo(null)}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        label={m.account_full_name_lower()}
        autoComplete="name"
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <TextField
        label={m.account_password()}
        type="password"
        autoComplete="new-password"
        description={m.account_password_hint()}
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <PrivacyNotice marketing={marketing} onMarketingChange={setMarketing} />
      <FormError message={serverError} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? m.account_creating_account() : m.account_create_account()}
      </Button>
    </form>
  );
}
