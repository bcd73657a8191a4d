import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../components/ui/button.tsx';
import { FormError, TextField } from '../../components/ui/field.tsx';
import { isGameUsername } from '../../../shared/game-username.ts';
import { trpc } from '../../lib/trpc.ts';
import { useServerSubmit } from '../../lib/use-server-submit.ts';
import { signInSchema, signInWithGameUsernameSchema } from '../auth-schemas.ts';
import { EmailField } from '../email-field.tsx';
import { EmailCodeSignIn } from './email-code-sign-in.tsx';
import { TwoFactorSignIn } from './two-factor-sign-in.tsx';
import { m } from '../../../paraglide/messages.js';
import '../../i18n/identity-messages.ts';

/**
 * Local provider: e-mail + password (POST /auth/login sets the session cookie), or an e-mailed code.
 * With `gameUsername` (the /sign-in page) the first field also takes a paid pass's game username:
 * the same login then opens a session confined to that pass.
 */
export function LocalSignInForm({
  onSignedIn,
  gameUsername = false,
}: {
  onSignedIn: () => Promise<void>;
  gameUsername?: boolean;
}) {
  const [withCode, setWithCode] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  const login = trpc.auth.login.useMutation();
  const form = useForm({
    resolver: zodResolver(gameUsername ? signInWithGameUsernameSchema : signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { submit, serverError } = useServerSubmit(form, m.account_sign_in_failed(), async (values) => {
    const answer = await login.mutateAsync(values);
    // Two-factor sign-in on: the password was right; the code comes next.
    if (answer.twoFactorRedirect) {
      setSecondStep(true);
      return;
    }
    await onSignedIn();
  });
  const { errors, isSubmitting } = form.formState;

  if (secondStep)
    return (
      <TwoFactorSignIn
        onSignedIn={onSignedIn}
        onBack={() => {
          form.setValue('password', '');
          setSecondStep(false);
        }}
      />
    );

  if (withCode) {
    return (
      <EmailCodeSignIn
        initialEmail={isGameUsername(form.getValues('email').trim()) ? '' : form.getValues('email')}
        onSignedIn={onSignedIn}
        onUsePassword={() => setWithCode(false)}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {gameUsername ? (
        <TextField
          label={m.account_email_or_game_username()}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          registration={form.register('email')}
          error={errors.email?.message}
        />
      ) : (
        <EmailField registration={form.register('email')} error={errors.email?.message} />
      )}
      <TextField
        label={m.account_password()}
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <FormError message={serverError} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? m.account_signing_in() : m.account_sign_in()}
      </Button>
      <Button type="button" variant="link" onClick={() => setWithCode(true)}>
        {m.account_email_me_sign_in_code()}
      </Button>
    </form>
  );
}
