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
    'Failed to change the password. Please try again.',
    async (values) => {
      await authClient.changePassword(values);
      form.reset();
      toast.success('Password changed.');
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
  );
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        description="Signed up with an e-mailed code? You have no password to change."
        registration={form.register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        registration={form.register('newPassword')}
        error={errors.newPassword?.message}
      />
      <CheckboxField label="Sign out of my other devices" {...form.register('revokeOtherSessions')} />
      <FormError message={serverError} />
      <Button type="submit" className="w-fit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}
