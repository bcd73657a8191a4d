import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { renderSVG } from 'uqr';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useServerSubmit } from '../../../lib/use-server-submit.ts';
import { authClient } from '../auth-client.ts';
import { TWO_FACTOR_CODE_MESSAGES } from '../two-factor-sign-in.tsx';
import { SESSIONS_QUERY_KEY } from './sessions-list.tsx';
import { m } from '../../../../paraglide/messages.js';

const TWO_FACTOR_QUERY_KEY = ['local-auth', 'two-factor'] as const;

const passwordSchema = z.object({ password: z.string().min(1, 'Password is required') });
const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, TWO_FACTOR_CODE_MESSAGES.app),
});
const offSchema = z.object({
  password: z.string().min(1, 'Password is required'),
  code: z.string().trim().min(1, TWO_FACTOR_CODE_MESSAGES.app),
});

type Step =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'scan'; uri: string; backupCodes: string[] }
  | {
      kind: 'backup';
      backupCodes: string[];
    };

/**
 * Two-factor sign-in in the account panel (docs/decisions/0026-prize-payouts.md, "Payout"):
 * turning it on takes the password, shows the authenticator app's QR code and key, asks for a
 * code to confirm, then shows the backup codes once; turning it off takes the password and a code.
 */
export function TwoFactorSection() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const status = useQuery({
    queryKey: TWO_FACTOR_QUERY_KEY,
    queryFn: async () => {
      const session = await authClient.getSession();
      return Boolean((session?.user as { twoFactorEnabled?: boolean | null } | undefined)?.twoFactorEnabled);
    },
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });
    // Turning it on or off replaces this device's session.
    await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  };

  return (
    <section aria-labelledby="account-two-factor" className="grid gap-3">
      <h3 id="account-two-factor" className="font-semibold">
        {m.account_two_factor_title()}
      </h3>
      <p className="text-sm text-muted-foreground">{m.account_two_factor_about()}</p>
      {status.isPending ? (
        <Spinner />
      ) : status.data && step.kind === 'idle' ? (
        <TurnOff onDone={refresh} />
      ) : (
        <TurnOn step={step} setStep={setStep} onDone={refresh} />
      )}
    </section>
  );
}

function TurnOn({
  step,
  setStep,
  onDone,
}: {
  step: Step;
  setStep: (step: Step) => void;
  onDone: () => Promise<void>;
}) {
  if (step.kind === 'idle')
    return (
      <div className="grid gap-2">
        <p className="text-sm">{m.account_two_factor_is_off()}</p>
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() => setStep({ kind: 'password' })}
        >
          {m.account_two_factor_turn_on()}
        </Button>
      </div>
    );
  if (step.kind === 'password')
    return <PasswordStep onCancel={() => setStep({ kind: 'idle' })} onEnabled={setStep} />;
  if (step.kind === 'scan')
    return (
      <ScanStep
        uri={step.uri}
        onConfirmed={async () => {
          setStep({ kind: 'backup', backupCodes: step.backupCodes });
          toast.success(m.account_two_factor_turned_on());
          await onDone();
        }}
      />
    );
  return (
    <div className="grid gap-2">
      <h4 className="font-medium">{m.account_two_factor_backup_title()}</h4>
      <p className="text-sm text-muted-foreground">{m.account_two_factor_backup_save()}</p>
      <ul
        aria-label={m.account_two_factor_backup_title()}
        className="grid grid-cols-2 gap-1 font-mono text-sm"
      >
        {step.backupCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" className="w-fit" onClick={() => setStep({ kind: 'idle' })}>
        {m.account_two_factor_done()}
      </Button>
    </div>
  );
}

function PasswordStep({ onCancel, onEnabled }: { onCancel: () => void; onEnabled: (step: Step) => void }) {
  const form = useForm({ resolver: zodResolver(passwordSchema), defaultValues: { password: '' } });
  const { submit, serverError } = useServerSubmit(
    form,
    m.account_two_factor_failed(),
    async ({ password }) => {
      const answer = await authClient.twoFactor.enable({ password });
      if (!('totpURI' in answer) || !answer.totpURI) throw new Error(m.account_two_factor_failed());
      onEnabled({ kind: 'scan', uri: answer.totpURI, backupCodes: answer.backupCodes ?? [] });
    },
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={m.account_two_factor_turn_on()}>
      <TextField
        label={m.account_password()}
        type="password"
        autoComplete="current-password"
        description={m.account_two_factor_password_hint()}
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <FormError message={serverError} />
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {m.account_two_factor_continue()}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {m.account_two_factor_cancel()}
        </Button>
      </div>
    </form>
  );
}

function ScanStep({ uri, onConfirmed }: { uri: string; onConfirmed: () => Promise<void> }) {
  const form = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const { submit, serverError } = useServerSubmit(form, m.account_two_factor_failed(), async ({ code }) => {
    await authClient.twoFactor.verifyTotp({ code });
    await onConfirmed();
  });
  const { errors, isSubmitting } = form.formState;
  const key = new URL(uri).searchParams.get('secret') ?? '';
  // The SVG is made here from the URI alone (no markup from outside), as an image.
  const qr = `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={m.account_two_factor_turn_on()}>
      <p className="text-sm">{m.account_two_factor_scan()}</p>
      <img src={qr} alt={m.account_two_factor_qr_label()} className="size-48 rounded bg-white" />
      <p className="text-sm">
        {m.account_two_factor_key()}: <code className="break-all font-mono">{key}</code>
      </p>
      <TextField
        label={m.account_two_factor_code()}
        autoComplete="one-time-code"
        inputMode="numeric"
        registration={form.register('code')}
        error={errors.code?.message}
      />
      <FormError message={serverError} />
      <Button type="submit" className="w-fit" disabled={isSubmitting}>
        {m.account_two_factor_confirm()}
      </Button>
    </form>
  );
}

function TurnOff({ onDone }: { onDone: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(offSchema), defaultValues: { password: '', code: '' } });
  const { submit, serverError } = useServerSubmit(form, m.account_two_factor_failed(), async (values) => {
    // The server also wants a fresh code here (server/auth/auth-routes.ts).
    await authClient.$fetch('/two-factor/disable', { method: 'POST', body: values });
    form.reset();
    setOpen(false);
    toast.success(m.account_two_factor_turned_off());
    await onDone();
  });
  const { errors, isSubmitting } = form.formState;
  if (!open)
    return (
      <div className="grid gap-2">
        <p className="text-sm">{m.account_two_factor_is_on()}</p>
        <Button type="button" variant="outline" className="w-fit" onClick={() => setOpen(true)}>
          {m.account_two_factor_turn_off()}
        </Button>
      </div>
    );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={m.account_two_factor_turn_off()}>
      <p className="text-sm text-muted-foreground">{m.account_two_factor_off_hint()}</p>
      <TextField
        label={m.account_password()}
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <TextField
        label={m.account_two_factor_code()}
        autoComplete="one-time-code"
        registration={form.register('code')}
        error={errors.code?.message}
      />
      <FormError message={serverError} />
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {m.account_two_factor_turn_off()}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          {m.account_two_factor_cancel()}
        </Button>
      </div>
    </form>
  );
}
