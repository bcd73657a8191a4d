import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../app/paths.ts';
import { Button } from '../components/ui/button.tsx';
import { FormError, TextField } from '../components/ui/field.tsx';
import { emailOnlySchema } from '../identity/auth-schemas.ts';
import type { EmailOnlyValues } from '../identity/auth-schemas.ts';
import { EmailCodeStep } from '../identity/email-code-step.tsx';
import { EmailField } from '../identity/email-field.tsx';
import { useIdentity } from '../lib/identity-context.ts';
import { PhoneField } from '../components/phone-field.tsx';
import { trpc } from '../lib/trpc.ts';
import { useServerSubmit } from '../lib/use-server-submit.ts';
import { currentLocale } from '../i18n/locale.ts';
import { PrivacyNotice } from '../privacy/index.ts';
import { m } from '../../paraglide/messages.js';

interface EmailOnlyRegistrationProps {
  onBack: () => void;
  /** True from the moment the code is checked until the player is on the dashboard. */
  onFinishingChange: (finishing: boolean) => void;
}

/**
 * 'Complete Your Registration': passwordless. A one-time code proves the address, signing in with
 * it creates the account, then the profile fields are synced to the server (no browser storage).
 */
export function EmailOnlyRegistration({ onBack, onFinishingChange }: EmailOnlyRegistrationProps) {
  const identity = useIdentity();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [details, setDetails] = useState<EmailOnlyValues | null>(null);
  const signedIn = useRef(false);
  const [marketing, setMarketing] = useState(false);
  const form = useForm({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '', firstName: '', lastName: '', phone: '' },
  });

  const sendCode = (values: EmailOnlyValues) =>
    identity.sendEmailCode({ email: values.email, firstName: values.firstName, lastName: values.lastName });

  const { submit, serverError } = useServerSubmit(form, m.account_registration_failed(), async (values) => {
    await sendCode(values);
    setDetails(values);
  });
  const { errors, isSubmitting } = form.formState;

  const complete = async (values: EmailOnlyValues, code: string) => {
    onFinishingChange(true);
    if (!signedIn.current) {
      try {
        await identity.verifyEmailCode({ ...values, code });
      } catch (error) {
        onFinishingChange(false);
        throw error;
      }
      signedIn.current = true;
    }
    // The code made the account (or signed in to one): the notice it was shown is recorded now,
    // unless the account already agreed to this notice.
    if (!(await utils.client.privacy.consents.query()).noticeAccepted)
      await utils.client.privacy.acceptNotice.mutate({ marketing, language: currentLocale() });
    // Only what was filled in: an existing account keeps the names it has.
    await utils.client.users.syncUser.mutate({
      email: values.email,
      ...(values.firstName ? { firstName: values.firstName } : {}),
      ...(values.lastName ? { lastName: values.lastName } : {}),
      ...(values.phone ? { phone: values.phone } : {}),
    });
    await utils.auth.invalidate();
    toast.success(m.account_registration_synced());
    await navigate(paths.dashboard);
  };

  if (details) {
    return (
      <EmailCodeStep
        email={details.email}
        submitLabel={m.account_verify_and_continue()}
        fallbackError={m.account_registration_failed()}
        onVerify={(code) => complete(details, code)}
        onResend={() => sendCode(details)}
        onBack={() => setDetails(null)}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <EmailField required registration={form.register('email')} error={errors.email?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.account_first_name()}
          autoComplete="given-name"
          registration={form.register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          label={m.account_last_name()}
          autoComplete="family-name"
          registration={form.register('lastName')}
          error={errors.lastName?.message}
        />
      </div>
      <PhoneField
        description={m.account_mobile_hint()}
        registration={form.register('phone')}
        error={errors.phone?.message}
      />
      <PrivacyNotice marketing={marketing} onMarketingChange={setMarketing} />
      <FormError message={serverError} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? m.account_sending_code() : m.account_complete_registration()}
      </Button>
      <Button type="button" variant="link" onClick={onBack}>
        {m.account_back()}
      </Button>
    </form>
  );
}
