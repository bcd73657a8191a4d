import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Button } from '../components/ui/button.tsx';
import { FormError, TextField } from '../components/ui/field.tsx';
import { useServerSubmit } from '../lib/use-server-submit.ts';
import { emailCodeSchema } from './auth-schemas.ts';
import '../i18n/identity-messages.ts';
import { m } from '../../paraglide/messages.js';

interface EmailCodeStepProps {
  email: string;
  /** A line under "We sent a code", where the flow needs one. */
  note?: string;
  submitLabel: string;
  /** Shown when the server gives no reason. */
  fallbackError: string;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<unknown>;
  onBack: () => void;
}

/** Second step of every passwordless flow: the 6-digit code that was e-mailed. */
export function EmailCodeStep({
  email,
  note,
  submitLabel,
  fallbackError,
  onVerify,
  onResend,
  onBack,
}: EmailCodeStepProps) {
  const [resending, setResending] = useState(false);
  const form = useForm({ resolver: zodResolver(emailCodeSchema), defaultValues: { code: '' } });
  const { submit, run, serverError } = useServerSubmit(form, fallbackError, ({ code }) => onVerify(code));
  const { errors, isSubmitting } = form.formState;

  const resend = async () => {
    setResending(true);
    if (await run(onResend)) toast.success(m.account_new_code_sent({ email }));
    setResending(false);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {m.account_code_sent_before()}
        <span className="font-medium text-foreground">{email}</span>
        {m.account_code_sent_after()}
      </p>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
      <TextField
        label={m.account_six_digit_code()}
        registration={form.register('code')}
        error={errors.code?.message}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
      />
      <FormError message={serverError} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? m.account_please_wait() : submitLabel}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" className="px-0" onClick={onBack}>
          {m.account_back()}
        </Button>
        <Button
          type="button"
          variant="link"
          className="px-0"
          disabled={resending}
          onClick={() => void resend()}
        >
          {m.account_send_new_code()}
        </Button>
      </div>
    </form>
  );
}
