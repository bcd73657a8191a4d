import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { useServerSubmit } from '../../../lib/use-server-submit.ts';
import { authClient } from '../auth-client.ts';
import { SESSIONS_QUERY_KEY } from './sessions-list.tsx';
import { m } from '../../../../paraglide/messages.js';

const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: z
    .string()
    .min(8, 'Password must be at least 8 characters.')
    .max(128, 'Password can have at most 128 characters.'),
  revokeOtherSessions: z.boolean(),
});

export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', revokeOtherSessions: true },
  });
  const { submit, serverError } = useServerSubmit(
    form,
    m.account_change_password_failed(),
    async (values) => {
      await authClient.changePassword(values);
      form.reset();
      toast.success(m.account_password_changed());
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
  );
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        label={m.account_current_password()}
        type="password"
        autoComplete="current-password"
        description={m.account_current_password_hint()}
        registration={form.register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <TextField
        label={m.account_new_password()}
        type="password"
        autoComplete="new-password"
        registration={form.register('newPassword')}
        error={errors.newPassword?.message}
      />
      <CheckboxField
        label={m.account_sign_out_other_devices_option()}
        {...form.register('revokeOtherSessions')}
      />
      <FormError message={serverError} />
      <Button type="submit" className="w-fit" disabled={isSubmitting}>
        {isSubmitting ? m.account_saving() : m.account_change_password()}
      </Button>
    </form>
  );
}
