import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { emailPreferencesSchema } from '../../../../shared/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { trpc } from '../../../lib/trpc.ts';
import type { User } from '../../../../shared/users.ts';
import { m } from '../../../../paraglide/messages.js';

/** Which e-mails the player gets; saved on our server (users.updateUser). */
export function EmailPreferencesForm() {
  const me = trpc.auth.session.useQuery();
  const user = me.data?.user;
  if (!user) return <Spinner />;
  return <PreferencesForm user={user} />;
}

function PreferencesForm({ user }: { user: User }) {
  const utils = trpc.useUtils();
  const update = trpc.users.updateUser.useMutation();
  const form = useForm({
    resolver: zodResolver(emailPreferencesSchema),
    defaultValues: user.emailPreferences,
  });

  const submit = form.handleSubmit(async (emailPreferences) => {
    try {
      await update.mutateAsync({ id: user.id, emailPreferences });
    } catch {
      toast.error(m.account_email_preferences_failed());
      return;
    }
    form.reset(emailPreferences);
    // The profile's Notifications card shows the same two switches (one source, issue 28).
    await Promise.all([utils.auth.invalidate(), utils.users.notificationPreferences.invalidate()]);
    toast.success(m.account_email_preferences_saved());
  });

  return (
    <form onSubmit={submit} className="grid gap-4">
      <CheckboxField
        label={m.account_pref_match_reminders()}
        description={m.account_pref_match_reminders_hint()}
        {...form.register('matchReminders')}
      />
      <CheckboxField
        label={m.account_pref_results()}
        description={m.account_pref_results_hint()}
        {...form.register('results')}
      />
      <CheckboxField
        label={m.account_pref_news()}
        description={m.account_pref_news_hint()}
        {...form.register('news')}
      />
      <Button
        type="submit"
        className="w-fit"
        disabled={!form.formState.isDirty || form.formState.isSubmitting}
      >
        {m.account_save_preferences()}
      </Button>
    </form>
  );
}
