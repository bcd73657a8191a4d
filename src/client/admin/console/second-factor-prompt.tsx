import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { TitledDialog } from '../../components/titled-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { trpc } from '../../lib/trpc.ts';

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(
      /^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/,
      'Enter the 6-digit code from your authenticator app, or a backup code like abcde-12345.',
    ),
});

/**
 * Money out asks for a fresh second-factor code (docs/decisions/0026-prize-payouts.md, "Payout";
 * server/auth/second-factor.ts): `ask()` opens a small dialog and resolves with the code typed, or
 * null when the organiser cancels. In Clerk mode Clerk's own recent second factor counts, so
 * nothing is asked and `ask()` resolves with no code at once.
 */
export function useSecondFactorPrompt(): {
  ask: () => Promise<string | null | undefined>;
  prompt: ReactNode;
} {
  // Open while a call waits for its code; settling it answers that call.
  const [pending, setPending] = useState<((code: string | null) => void) | null>(null);
  const form = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const clerk = trpc.auth.session.useQuery().data?.identityMode === 'clerk';

  const settle = (value: string | null) => {
    pending?.(value);
    setPending(null);
    form.reset({ code: '' });
  };
  const ask = () => {
    if (clerk) return Promise.resolve(undefined);
    return new Promise<string | null>((resolve) => setPending(() => resolve));
  };
  const submit = form.handleSubmit(({ code }) => settle(code));

  const prompt = (
    <TitledDialog
      open={pending !== null}
      onOpenChange={(next) => !next && settle(null)}
      title="Confirm with your second factor"
      description="Moving money needs a fresh code: the 6 digits your authenticator app shows now, or one of your backup codes."
      className="sm:max-w-sm"
    >
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Second-factor code">
        <TextField
          label="Code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          registration={form.register('code')}
          error={form.formState.errors.code?.message}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => settle(null)}>
            Cancel
          </Button>
          <Button type="submit">Confirm</Button>
        </div>
      </form>
    </TitledDialog>
  );
  return { ask, prompt };
}
