import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../components/ui/button.tsx';
import { FormError, TextField } from '../../components/ui/field.tsx';
import { useServerSubmit } from '../../lib/use-server-submit.ts';
import { signUpSchema } from '../auth-schemas.ts';
import { EmailField } from '../email-field.tsx';
import { loadAuthClient } from './load-auth-client.ts';
import { m } from '../../../paraglide/messages.js';
import '../known-messages.ts';

/** Local provider: name, e-mail and password; the new account is signed in at once. */
export function LocalSignUpForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { submit, serverError } = useServerSubmit(form, m.account_registration_failed(), async (values) => {
    await (await loadAuthClient()).signUp.email(values);
    await onSignedIn();
  });
  const { errors, isSubmitting } = form.formState;

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
      <FormError message={serverError} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? m.account_creating_account() : m.account_create_account()}
      </Button>
    </form>
  );
}
